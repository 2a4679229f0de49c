import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../test/support/database';
import { seedLicensee } from '../../test/support/reminders/fixtures';
import { type ReminderHarness, reminderHarness } from '../../test/support/reminders/harness';
import { recipientOf } from '../../test/support/reminders/smtp-fake';
import { licenses, reminderDeliveries } from '../db/schema';

// 09:00 in Toronto (EDT) on 2026-06-01, exactly 30 days before 2026-07-01.
const NOW = '2026-06-01T13:00:00Z';
const EXPIRY = '2026-07-01';

describe.each(DB_KINDS)('reminder recipients must be verified (%s)', (kind) => {
  let h: ReminderHarness;
  beforeEach(async () => {
    h = await reminderHarness(kind, { now: NOW });
  });
  afterEach(() => h.close());

  it('sends no reminder e-mail to an address the provider has not verified', async () => {
    const unverified = await seedLicensee(h.db, {
      expiryDate: EXPIRY,
      emailVerified: false,
      channels: ['email'],
    });
    const verified = await seedLicensee(h.db, { expiryDate: EXPIRY, channels: ['email'] });
    expect(await h.run()).toMatchObject({ created: 2, delivered: { sent: 1, skipped: 1 } });
    expect(h.smtp.messages.map(recipientOf)).toEqual([verified.owner.email]);
    const rows = await h.db.select().from(reminderDeliveries);
    expect(rows.find((r) => r.userId === unverified.owner.id)).toMatchObject({
      status: 'skipped',
      lastError: 'the e-mail address is not verified yet',
      recipient: null,
    });
  });

  it('sends no link a user typed into a licence or business name, in the subject, the body or the SMS', async () => {
    const { license } = await seedLicensee(h.db, { expiryDate: EXPIRY, phoneNumber: '(416) 555-0199' });
    await h.db
      .update(licenses)
      .set({ licenseName: 'Patio permit https://evil.example/pay' })
      .where(eq(licenses.id, license.id));
    expect(await h.run()).toMatchObject({ created: 2, delivered: { sent: 2 } });
    const mail = h.smtp.messages[0]!;
    expect(mail.subject).toBe('Reminder: Patio permit expires in 30 days');
    expect(mail.text).not.toContain('evil.example');
    expect(h.twilio.messages[0]!.body).toContain('Patio permit');
    expect(h.twilio.messages[0]!.body).not.toContain('evil.example');
  });
});
