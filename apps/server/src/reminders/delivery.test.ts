import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../test/support/database';
import { seedLicensee, setExpiry } from '../../test/support/reminders/fixtures';
import { PUBLIC_URL, type ReminderHarness, reminderHarness } from '../../test/support/reminders/harness';
import { rawHeader, recipientOf } from '../../test/support/reminders/smtp-fake';
import { emailOutbox, licenses, reminderDeliveries, users } from '../db/schema';
import { SMS_MAX_LENGTH } from './content';
import { deliverDue } from './deliver';
import { sweep } from './sweep';

// 09:00 in Toronto (EDT) on 2026-06-01, exactly 30 days before 2026-07-01.
const NOW = '2026-06-01T13:00:00Z';
const EXPIRY = '2026-07-01';

describe.each(DB_KINDS)('reminder delivery (%s)', (kind) => {
  let h: ReminderHarness;
  beforeEach(async () => {
    h = await reminderHarness(kind, { now: NOW });
  });
  afterEach(() => h.close());

  it('sends a licence expiring in 30 days exactly one e-mail and one SMS, and a second sweep nothing', async () => {
    const { owner } = await seedLicensee(h.db, {
      expiryDate: EXPIRY,
      fullName: 'Dana Owner',
      phoneNumber: '1 (416) 555-0199',
    });
    await h.db.update(licenses).set({ licenseName: 'Sidewalk patio permit' });

    const first = await h.run();
    expect(first.created).toBe(2);
    expect(first.delivered).toMatchObject({ sent: 2, retry: 0, failed: 0, skipped: 0, cancelled: 0 });

    expect(h.smtp.messages).toHaveLength(1);
    const mail = h.smtp.messages[0]!;
    expect(mail.subject).toBe('Reminder: Sidewalk patio permit expires in 30 days');
    expect(recipientOf(mail)).toBe(owner.email);
    expect(mail.from?.value[0]).toMatchObject({
      name: 'License Tracker',
      address: 'reminders@tracker.example.test',
    });
    for (const part of [mail.text ?? '', mail.html || '']) {
      expect(part).toContain('Sidewalk patio permit');
      expect(part).toContain('Toronto Hardware');
      expect(part).toContain('Municipal');
      expect(part).toContain('July 1, 2026');
      expect(part).toContain('2026-07-01');
      expect(part).toContain('in 30 days');
      expect(part).toContain(`${PUBLIC_URL}/app/licenses`);
      expect(part).toContain(`${PUBLIC_URL}/unsubscribe?token=`);
      expect(part).toContain(`${PUBLIC_URL}/on-it/`);
    }
    expect(mail.text).toMatch(/Days left: 30/);
    const unsubscribe = rawHeader(mail, 'List-Unsubscribe');
    expect(unsubscribe).toMatch(new RegExp(`^<${PUBLIC_URL}/unsubscribe\\?token=[^>]+>$`));
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    expect(h.twilio.messages).toHaveLength(1);
    const sms = h.twilio.messages[0]!;
    expect(sms.to).toBe('+14165550199');
    expect(sms.from).toBe('+15005550006');
    expect(sms.body.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    // The SMS links the period (43 characters); the e-mail its own delivery, to say who (issue 30).
    expect(sms.body).toMatch(
      new RegExp(
        `^License Tracker: Sidewalk patio permit expires in 30 days. I'm on it: ${PUBLIC_URL}/on-it/[A-Za-z0-9_-]{43}$`,
      ),
    );
    expect(mail.text).toMatch(new RegExp(`I'm on it: ${PUBLIC_URL}/on-it/[A-Za-z0-9_-]{38}\\s`));

    const rows = await h.db.select().from(reminderDeliveries);
    expect(rows.map((r) => [r.channel, r.thresholdDays, r.status]).sort()).toEqual([
      ['email', 30, 'sent'],
      ['sms', 30, 'sent'],
    ]);
    expect(rows.find((r) => r.channel === 'sms')!.providerId).toBe(sms.sid);

    // Later the same day, and the next hour: nothing new.
    expect(await h.run('2026-06-01T14:00:00Z')).toMatchObject({ created: 0, delivered: { sent: 0 } });
    expect(await h.run('2026-06-02T14:00:00Z')).toMatchObject({ created: 0, delivered: { sent: 0 } });
    expect(h.smtp.messages).toHaveLength(1);
    expect(h.twilio.messages).toHaveLength(1);
  });

  it('waits for 09:00 local time on the reminder day', async () => {
    await seedLicensee(h.db, { expiryDate: EXPIRY });
    expect(await h.run('2026-06-01T12:59:59Z')).toMatchObject({ created: 0 });
    expect(await h.run('2026-06-01T13:00:00Z')).toMatchObject({ created: 2 });
  });

  it('sends nothing when reminders are off, the licence is deleted, or the channels are off', async () => {
    await seedLicensee(h.db, { expiryDate: EXPIRY, reminderEnabled: false });
    const deleted = await seedLicensee(h.db, { expiryDate: EXPIRY });
    await h.db.delete(licenses).where(eq(licenses.id, deleted.license.id));
    await seedLicensee(h.db, { expiryDate: EXPIRY, channels: [] });
    expect(await h.run()).toMatchObject({ created: 0 });

    const emailOnly = await seedLicensee(h.db, { expiryDate: EXPIRY, channels: ['email'] });
    expect(await h.run()).toMatchObject({ created: 1, delivered: { sent: 1 } });
    expect(h.twilio.messages).toHaveLength(0);
    expect(h.smtp.messages.map(recipientOf)).toEqual([emailOnly.owner.email]);
  });

  it('cancels a due delivery whose licence changed before it went out, and reminds against the new date', async () => {
    const turnedOff = await seedLicensee(h.db, { expiryDate: EXPIRY });
    const renewed = await seedLicensee(h.db, { expiryDate: EXPIRY });
    const removed = await seedLicensee(h.db, { expiryDate: EXPIRY });
    const unsubscribed = await seedLicensee(h.db, { expiryDate: EXPIRY, channels: ['email'] });
    expect(await sweep(h.db, h.clock.now())).toBe(7);

    await h.db.update(licenses).set({ reminderEnabled: false }).where(eq(licenses.id, turnedOff.license.id));
    await setExpiry(h.db, renewed.license.id, '2026-07-11');
    await h.db.delete(licenses).where(eq(licenses.id, removed.license.id));
    await h.db.update(users).set({ notificationChannels: [] }).where(eq(users.id, unsubscribed.owner.id));

    expect(await deliverDue(h.runtime)).toMatchObject({ sent: 0, cancelled: 5 });
    expect(h.smtp.messages).toHaveLength(0);
    expect(h.twilio.messages).toHaveLength(0);
    const cancelled = await h.db
      .select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.status, 'cancelled'));
    expect(new Set(cancelled.map((d) => d.lastError))).toEqual(
      new Set([
        'reminders are turned off for this licence',
        'the expiry date changed',
        'email reminders are turned off',
      ]),
    );

    // The renewed licence is reminded against its new date, 30 days before it.
    expect(await h.run('2026-06-11T12:00:00Z')).toMatchObject({ created: 0 });
    expect(await h.run('2026-06-11T13:00:00Z')).toMatchObject({ created: 2, delivered: { sent: 2 } });
    expect(h.smtp.messages[0]!.text).toContain('2026-07-11');
  });

  it('keeps e-mail in the outbox without SMTP_URL, and skips SMS without Twilio', async () => {
    const bare = await reminderHarness(kind, { now: NOW, smtp: false, twilio: false });
    try {
      const { owner } = await seedLicensee(bare.db, { expiryDate: EXPIRY });
      expect(await bare.run()).toMatchObject({ created: 2, delivered: { sent: 1, skipped: 1 } });
      const [kept] = await bare.db.select().from(emailOutbox);
      expect(kept).toMatchObject({
        to: owner.email,
        subject: 'Reminder: Business licence expires in 30 days',
      });
      expect((kept!.headers as Record<string, string>)['List-Unsubscribe-Post']).toBe(
        'List-Unsubscribe=One-Click',
      );
      const rows = await bare.db.select().from(reminderDeliveries);
      expect(rows.find((r) => r.channel === 'email')).toMatchObject({
        status: 'sent',
        providerId: `outbox:${kept!.id}`,
      });
      expect(rows.find((r) => r.channel === 'sms')).toMatchObject({
        status: 'skipped',
        lastError: 'SMS is not configured (TWILIO_* settings are unset)',
      });
      expect(await bare.run()).toMatchObject({ created: 0 });
    } finally {
      await bare.close();
    }
  });

  it('skips SMS to a user without a usable phone number', async () => {
    await seedLicensee(h.db, { expiryDate: EXPIRY, phoneNumber: null });
    await seedLicensee(h.db, { expiryDate: EXPIRY, phoneNumber: '555-0199' });
    expect(await h.run()).toMatchObject({ created: 4, delivered: { sent: 2, skipped: 2 } });
    expect(h.twilio.messages).toHaveLength(0);
  });
});
