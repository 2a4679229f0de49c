// Reminders that follow the licence (decision 013): its own lead times, the expiry day, weekly after
// expiry until renewed, never without an expiry date. Pinned clock, real SMTP and Twilio fakes.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../test/support/database';
import { renew, seedLicensee } from '../../test/support/reminders/fixtures';
import { type ReminderHarness, reminderHarness } from '../../test/support/reminders/harness';
import { reminderDeliveries } from '../db/schema';

const DAY = 86_400_000;
/** 09:00 in Toronto (EDT) on a summer day. */
const nineAm = (day: string) => `${day}T13:00:00Z`;
const plus = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY).toISOString();

describe.each(DB_KINDS)('reminders that follow the licence (%s)', (kind) => {
  let h: ReminderHarness;
  beforeEach(async () => {
    h = await reminderHarness(kind, { now: '2026-06-01T13:00:00Z' });
  });
  afterEach(() => h.close());

  const thresholdsOf = async (licenseId: string) =>
    (await h.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.licenseId, licenseId)))
      .map((d) => d.thresholdDays)
      .sort((a, b) => b - a);

  it('with reminder_days [90] reminds at 90 days and not at 30', async () => {
    const { license } = await seedLicensee(h.db, {
      expiryDate: '2026-08-30',
      reminderDays: [90],
      channels: ['email'],
    });
    expect(await h.run('2026-06-01T12:59:00Z')).toMatchObject({ created: 0 });
    expect(await h.run(nineAm('2026-06-01'))).toMatchObject({ created: 1, delivered: { sent: 1 } });
    expect(h.smtp.messages[0]!.subject).toBe('Reminder: Business licence expires in 90 days');
    for (const day of ['2026-07-01', '2026-07-31', '2026-08-16', '2026-08-23', '2026-08-29']) {
      expect(await h.run(nineAm(day)), day).toMatchObject({ created: 0 });
    }
    expect(await thresholdsOf(license.id)).toEqual([90]);
  });

  it('reminds on the expiry day, then once a week for four weeks, then never again', async () => {
    const { license } = await seedLicensee(h.db, { expiryDate: '2026-06-01', reminderDays: [1] });
    let at = '2026-05-31T20:00:00Z';
    for (let day = 0; day < 60; day++, at = plus(at, 1)) await h.run(at);
    // E-mail and SMS each.
    expect(await thresholdsOf(license.id)).toEqual([1, 1, 0, 0, -7, -7, -14, -14, -21, -21, -28, -28]);
    expect(h.smtp.messages.map((m) => m.subject)).toEqual([
      'Reminder: Business licence expires tomorrow',
      'Reminder: Business licence expires today',
      'Overdue: Business licence expired 7 days ago',
      'Overdue: Business licence expired 14 days ago',
      'Overdue: Business licence expired 21 days ago',
      'Overdue: Business licence expired 28 days ago',
    ]);
    expect(h.twilio.messages.map((m) => m.body.match(/expire[sd] [^.,]+/)![0])).toEqual([
      'expires tomorrow',
      'expires today',
      'expired 7 days ago',
      'expired 14 days ago',
      'expired 21 days ago',
      'expired 28 days ago',
    ]);
  });

  it('stops the overdue reminders when the licence is renewed, and reminds of the new expiry afresh', async () => {
    const { license } = await seedLicensee(h.db, { expiryDate: '2026-05-25', channels: ['email'] });
    expect(await h.run(nineAm('2026-06-01'))).toMatchObject({ created: 1, delivered: { sent: 1 } });
    await renew(h.db, license.id, '2026-07-15', new Date('2026-06-02T15:00:00Z'));
    // The old period's −14 (06-08) never comes.
    for (const day of ['2026-06-08', '2026-06-14']) {
      expect(await h.run(nineAm(day)), day).toMatchObject({ created: 0 });
    }
    const rows = await h.db
      .select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.licenseId, license.id));
    expect(rows.map((r) => [r.expiryDate, r.thresholdDays])).toEqual([['2026-05-25', -7]]);
    // The new period's first lead time: 30 days before 2026-07-15.
    expect(await h.run(nineAm('2026-06-15'))).toMatchObject({ created: 1 });
    expect(h.smtp.messages.at(-1)!.subject).toBe('Reminder: Business licence expires in 30 days');
    // Nor its −21 and −28 (06-15, 06-22).
    expect(await h.run(nineAm('2026-06-22'))).toMatchObject({ created: 0 });
    expect(await thresholdsOf(license.id)).toEqual([30, -7]);
  });

  it('cancels an overdue reminder still pending when the licence is renewed before it goes out', async () => {
    const { license } = await seedLicensee(h.db, { expiryDate: '2026-05-25', channels: ['email'] });
    h.smtp.failNext(1);
    expect(await h.run(nineAm('2026-06-01'))).toMatchObject({ created: 1, delivered: { retry: 1 } });
    await renew(h.db, license.id, '2027-05-25', new Date('2026-06-01T13:00:30Z'));
    expect(await h.run('2026-06-01T13:05:00Z')).toMatchObject({ created: 0, delivered: { cancelled: 1 } });
    expect(h.smtp.messages).toHaveLength(0);
  });

  it('never reminds of a licence without an expiry date', async () => {
    const { license } = await seedLicensee(h.db, { expiryDate: null, reminderDigest: 'weekly' });
    let at = '2026-05-01T13:00:00Z';
    for (let day = 0; day < 45; day++, at = plus(at, 1)) {
      expect(await h.run(at)).toMatchObject({ created: 0 });
    }
    expect(await thresholdsOf(license.id)).toEqual([]);
    expect(await h.db.select().from(reminderDeliveries)).toEqual([]);
  });
});
