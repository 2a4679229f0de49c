import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../test/support/database';
import { seedLicensee } from '../../test/support/reminders/fixtures';
import { type ReminderHarness, reminderHarness } from '../../test/support/reminders/harness';
import { recipientOf } from '../../test/support/reminders/smtp-fake';
import { reminderDeliveries } from '../db/schema';
import { sweep } from './sweep';

describe.each(DB_KINDS)('when reminders are due (%s)', (kind) => {
  let h: ReminderHarness;
  beforeEach(async () => {
    h = await reminderHarness(kind, { now: '2026-06-01T13:00:00Z' });
  });
  afterEach(() => h.close());

  const thresholdsOf = async (licenseId: string) =>
    (await h.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.licenseId, licenseId)))
      .map((d) => `${d.thresholdDays}:${d.channel}`)
      .sort();

  it('after 20 days of downtime sends only the most recent missed threshold, the 7-day one', async () => {
    const { license } = await seedLicensee(h.db, { expiryDate: '2026-07-01' });
    expect(await h.run('2026-06-01T13:00:00Z')).toMatchObject({ created: 2, delivered: { sent: 2 } });
    expect(await h.run('2026-06-05T13:00:00Z')).toMatchObject({ created: 0 });
    // Down from 2026-06-05 to 2026-06-25: the 14-day (06-17) and 7-day (06-24) moments pass.
    const back = await h.run('2026-06-25T14:00:00Z');
    expect(back).toMatchObject({ created: 2, delivered: { sent: 2 } });
    expect(await thresholdsOf(license.id)).toEqual(['30:email', '30:sms', '7:email', '7:sms']);
    expect(h.smtp.messages.map((m) => m.subject)).toEqual([
      'Reminder: Business licence expires in 30 days',
      'Reminder: Business licence expires in 6 days',
    ]);
    // And the skipped 14-day reminder never comes later; the next one is on the expiry day.
    for (const day of ['2026-06-26', '2026-06-30']) {
      expect(await h.run(`${day}T20:00:00Z`)).toMatchObject({ created: 0 });
    }
    expect(await h.run('2026-07-01T13:00:00Z')).toMatchObject({ created: 2, delivered: { sent: 2 } });
    expect(h.smtp.messages.at(-1)!.subject).toBe('Reminder: Business licence expires today');
  });

  it('reminds a licence added late at the next sweep, with the days really left', async () => {
    const { license } = await seedLicensee(h.db, { expiryDate: '2026-06-11', channels: ['email'] });
    expect(await h.run('2026-06-01T13:00:00Z')).toMatchObject({ created: 1 });
    expect(await thresholdsOf(license.id)).toEqual(['14:email']);
    expect(h.smtp.messages[0]!.subject).toBe('Reminder: Business licence expires in 10 days');
  });

  it('reminds of a licence that expired yesterday with the days really past, and never after the last overdue week', async () => {
    const { license } = await seedLicensee(h.db, { expiryDate: '2026-05-31', channels: ['email'] });
    await seedLicensee(h.db, { expiryDate: '2026-04-27', channels: ['email'] });
    expect(await h.run('2026-06-01T13:00:00Z')).toMatchObject({ created: 1 });
    expect(await thresholdsOf(license.id)).toEqual(['0:email']);
    expect(h.smtp.messages[0]!.subject).toBe('Overdue: Business licence expired 1 day ago');
  });

  it('is due on the expiry day itself at 09:00', async () => {
    const { license } = await seedLicensee(h.db, { expiryDate: '2026-06-01', channels: ['email'] });
    expect(await h.run('2026-05-31T13:00:00Z')).toMatchObject({ created: 1 });
    expect(await h.run('2026-06-01T12:59:00Z')).toMatchObject({ created: 0 });
    expect(await h.run('2026-06-01T13:00:00Z')).toMatchObject({ created: 1 });
    expect(await thresholdsOf(license.id)).toEqual(['0:email', '7:email']);
    expect(h.smtp.messages.map((m) => m.subject)).toEqual([
      'Reminder: Business licence expires tomorrow',
      'Reminder: Business licence expires today',
    ]);
  });

  describe.each([
    {
      change: 'daylight saving time starts (2027-03-14)',
      expiry: '2027-04-13',
      // 09:00 NDT (UTC−2:30) in St. John's; 09:00 CST (UTC−6, no DST) in Regina.
      stJohns: '2027-03-14T11:30:00Z',
      regina: '2027-03-14T15:00:00Z',
    },
    {
      change: 'daylight saving time ends (2026-11-01)',
      expiry: '2026-12-01',
      // 09:00 NST (UTC−3:30) in St. John's.
      stJohns: '2026-11-01T12:30:00Z',
      regina: '2026-11-01T15:00:00Z',
    },
  ])('when $change', ({ expiry, stJohns, regina }) => {
    it("sends at 09:00 on the right local day in St. John's and in Regina", async () => {
      const nl = await seedLicensee(h.db, {
        expiryDate: expiry,
        province: 'NL',
        city: "St. John's",
        channels: ['email'],
      });
      const sk = await seedLicensee(h.db, {
        expiryDate: expiry,
        province: 'SK',
        city: 'Regina',
        channels: ['email'],
      });
      expect(nl.business.timeZone).toBe('America/St_Johns');
      expect(sk.business.timeZone).toBe('America/Regina');
      const minute = 60_000;
      const at = (iso: string, delta: number) => new Date(Date.parse(iso) + delta).toISOString();

      // The day before, at the same UTC instants: nothing.
      expect(await sweep(h.db, new Date(at(stJohns, -24 * 60 * minute)))).toBe(0);
      expect(await sweep(h.db, new Date(at(regina, -24 * 60 * minute)))).toBe(0);
      expect(await sweep(h.db, new Date(at(stJohns, -minute)))).toBe(0);
      expect(await h.run(stJohns)).toMatchObject({ created: 1, delivered: { sent: 1 } });
      expect(recipientOf(h.smtp.messages[0]!)).toBe(nl.owner.email);
      expect(await sweep(h.db, new Date(at(regina, -minute)))).toBe(0);
      expect(await h.run(regina)).toMatchObject({ created: 1, delivered: { sent: 1 } });
      expect(recipientOf(h.smtp.messages[1]!)).toBe(sk.owner.email);
      for (const mail of h.smtp.messages) expect(mail.subject).toMatch(/expires in 30 days$/);
    });
  });
});
