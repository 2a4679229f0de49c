import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../test/support/database';
import { seedLicense, seedLicensee } from '../../test/support/reminders/fixtures';
import { type ReminderHarness, reminderHarness } from '../../test/support/reminders/harness';
import { reminderDeliveries, users } from '../db/schema';
import { runReminders } from './runtime';
import { sendsToday } from './send-caps';
import { optOut } from './sms-opt-outs';

// Issue 16 item 4: SMS reminders only to a number proved by a code and never to one that answered
// STOP; per-account daily caps on e-mail and SMS, beyond which nothing is sent and it is logged.

const NOW = '2026-06-01T13:00:00Z';
const EXPIRY = '2026-07-01';

describe.each(DB_KINDS)('SMS gate and daily send caps (%s)', (kind) => {
  let h: ReminderHarness;
  beforeEach(async () => {
    h = await reminderHarness(kind, { now: NOW });
  });
  afterEach(() => h.close());

  const errorsOf = async (channel: 'email' | 'sms') =>
    (await h.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.channel, channel))).map(
      (d) => `${d.status}: ${d.lastError ?? ''}`,
    );

  it('skips SMS to a number not verified by a code; the e-mail still goes', async () => {
    await seedLicensee(h.db, { expiryDate: EXPIRY, phoneVerified: false });
    expect(await h.run()).toMatchObject({ delivered: { sent: 1, skipped: 1 } });
    expect(h.twilio.messages).toHaveLength(0);
    expect(await errorsOf('sms')).toEqual(['skipped: the phone number is not verified yet']);
  });

  it('skips SMS to a number that answered STOP', async () => {
    await seedLicensee(h.db, { expiryDate: EXPIRY, phoneNumber: '(416) 555-0199' });
    await optOut(h.db, '+14165550199', new Date(NOW));
    expect(await h.run()).toMatchObject({ delivered: { sent: 1, skipped: 1 } });
    expect(h.twilio.messages).toHaveLength(0);
    expect(await errorsOf('sms')).toEqual(['skipped: the number answered STOP (SMS opt-out)']);
  });

  it('sends no more than the daily caps per account, records the refusals and logs them', async () => {
    const { owner, business } = await seedLicensee(h.db, { expiryDate: EXPIRY });
    for (let i = 0; i < 3; i++)
      await seedLicense(h.db, business.id, { expiryDate: EXPIRY, name: `Permit ${i}` });
    const other = await seedLicensee(h.db, { expiryDate: EXPIRY, phoneNumber: '(416) 555-0100' });
    const warnings: object[] = [];
    const log = { ...h.runtime.log, warn: (obj: object) => warnings.push(obj) };
    const summary = await runReminders({ ...h.runtime, log, sendCaps: { email: 2, sms: 1 } });
    // The capped owner: 4 licences, so 2 e-mails and 1 SMS; the other owner is not held back.
    expect(summary.delivered).toMatchObject({ sent: 5, skipped: 5 });
    expect(h.smtp.messages).toHaveLength(3);
    expect(h.twilio.messages.map((m) => m.to).sort()).toEqual(['+14165550100', '+14165550199']);
    const skipped = (await errorsOf('email'))
      .concat(await errorsOf('sms'))
      .filter((e) => e.startsWith('skipped'));
    expect(skipped.sort()).toEqual([
      'skipped: the account reached its daily cap of 1 sms messages',
      'skipped: the account reached its daily cap of 1 sms messages',
      'skipped: the account reached its daily cap of 1 sms messages',
      'skipped: the account reached its daily cap of 2 email messages',
      'skipped: the account reached its daily cap of 2 email messages',
    ]);
    expect(warnings.filter((w) => (w as { userId?: string }).userId === owner.id)).toHaveLength(5);
    const { items: counts, total } = await sendsToday(h.db, new Date(NOW));
    expect(total).toBe(4);
    expect(
      counts.filter((c) => c.userId === owner.id).sort((a, b) => a.channel.localeCompare(b.channel)),
    ).toEqual([
      { userId: owner.id, email: owner.email, channel: 'email', sent: 2, refused: 2 },
      { userId: owner.id, email: owner.email, channel: 'sms', sent: 1, refused: 3 },
    ]);
    expect(counts.filter((c) => c.userId === other.owner.id).map((c) => c.sent)).toEqual([1, 1]);
    // The capped owner comes first (most messages), and a page holds what it asks for.
    expect((await sendsToday(h.db, new Date(NOW), { limit: 1, offset: 0 })).items[0]).toMatchObject({
      userId: owner.id,
      channel: 'email',
    });
  });

  it('texts no premium or Caribbean number, and no more than the server budget (issue 31)', async () => {
    await seedLicensee(h.db, { expiryDate: EXPIRY, phoneNumber: '(416) 555-0101' });
    await seedLicensee(h.db, { expiryDate: EXPIRY, phoneNumber: '(604) 555-0102' });
    // A number saved and verified before the rule: the reminder must not reach it either.
    const jamaica = await seedLicensee(h.db, { expiryDate: EXPIRY, phoneNumber: null });
    await h.db
      .update(users)
      .set({ phoneNumber: '+1 876 555 0103', phoneVerifiedNumber: '+18765550103' })
      .where(eq(users.id, jamaica.owner.id));
    const sendCaps = { email: 50, sms: 10, smsPerServer: 1 };
    expect((await runReminders({ ...h.runtime, sendCaps })).delivered).toMatchObject({ sent: 4, skipped: 2 });
    expect(h.smtp.messages).toHaveLength(3);
    expect(h.twilio.messages).toHaveLength(1);
    expect(h.twilio.refused).toEqual([]);
    expect((await errorsOf('sms')).filter((e) => e.startsWith('skipped')).sort()).toEqual([
      'skipped: the server reached its daily budget of 1 SMS (SMS_DAILY_BUDGET)',
      'skipped: the user has no valid phone number',
    ]);
  });
});
