// Issue 30: "I'm on it" is seen by everyone — who said it, on the licence list, the licence and the
// dashboard — and a reminder skipped for an unconfirmed address goes out once it is confirmed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../test/support/database';
import { reminderApi } from '../../test/support/reminders/api';
import { renew, seedLicensee } from '../../test/support/reminders/fixtures';
import { recipientOf } from '../../test/support/reminders/smtp-fake';
import { reminderDeliveries, users } from '../db/schema';

// 09:00 in Toronto (EDT), 30 days before 2026-07-01.
const NOW = '2026-06-01T13:00:00Z';
const EXPIRY = '2026-07-01';

describe.each(DB_KINDS)('"I\'m on it", seen by everyone (%s)', (kind) => {
  let r: Awaited<ReturnType<typeof reminderApi>>;
  beforeAll(async () => {
    r = await reminderApi(kind, NOW);
  });
  afterAll(() => r?.close());
  const db = () => r.t.database.db;
  const post = (url: string) => r.t.app.inject({ method: 'POST', url: r.local(url) });

  it('names who followed their e-mail link on the list, the licence and the dashboard, until a renewal', async () => {
    r.clock.set(NOW);
    const owner = await r.owner(EXPIRY);
    await db().update(users).set({ fullName: 'Marie Tremblay' }).where(eq(users.email, owner.identity.email));
    const before = r.smtp.messages.length;
    await r.run();
    const mail = r.smtp.messages.slice(before).find((m) => recipientOf(m) === owner.identity.email)!;
    const link = mail.text!.match(/I'm on it: (\S+)/)![1]!;
    // The e-mail's link names its delivery (shorter than a period's); the SMS keeps the period's.
    expect(r.local(link)).toMatch(/^\/on-it\/[A-Za-z0-9_-]{38}$/);
    expect(r.twilio.messages.at(-1)!.body).toMatch(/\/on-it\/[A-Za-z0-9_-]{43}$/);

    const onItNow = async () => {
      const list = (await owner.api.get('/api/licenses/?limit=50')).json();
      const detail = (await owner.api.get(`/api/licenses/${owner.license.id}/`)).json();
      const dashboard = (await owner.api.get('/api/dashboard/summary/')).json();
      const inList = list.find((l: { id: string }) => l.id === owner.license.id);
      const onDashboard = dashboard.levels
        .flatMap((level: { top: { id: string }[] }) => level.top)
        .find((l: { id: string }) => l.id === owner.license.id);
      expect(inList.on_it).toEqual(detail.on_it);
      expect(onDashboard.on_it).toEqual(detail.on_it);
      return detail.on_it;
    };
    expect(await onItNow()).toBeNull();

    r.clock.set('2026-06-01T15:30:00Z');
    expect((await post(link)).statusCode).toBe(200);
    expect(await onItNow()).toEqual({ by_name: 'Marie Tremblay', at: '2026-06-01T15:30:00.000Z' });
    // The delivery's log shows sends only, not the acknowledgement kept beside them.
    const log = (await owner.api.get(`/api/licenses/${owner.license.id}/reminders/`)).json();
    expect(
      log.flatMap((d: { history: { outcome: string }[] }) => d.history.map((h) => h.outcome)),
    ).not.toContain('acknowledged');

    // A renewal starts a new period: nobody is on it yet.
    await renew(db(), owner.license.id, '2027-07-01', new Date('2026-06-02T14:00:00Z'));
    expect(await onItNow()).toBeNull();
  });

  it('an SMS or digest link names nobody: the licence is on, without a name', async () => {
    r.clock.set(NOW);
    const owner = await r.owner(EXPIRY);
    await r.run();
    const sms = r.twilio.messages.at(-1)!.body.match(/I'm on it: (\S+)/)![1]!;
    r.clock.set('2026-06-01T16:00:00Z');
    expect((await post(sms)).statusCode).toBe(200);
    const detail = (await owner.api.get(`/api/licenses/${owner.license.id}/`)).json();
    expect(detail.on_it).toEqual({ by_name: null, at: '2026-06-01T16:00:00.000Z' });
  });

  it('sends a reminder skipped for an unconfirmed address once it is confirmed, once, while still due', async () => {
    r.clock.set(NOW);
    const late = await seedLicensee(db(), { expiryDate: EXPIRY, emailVerified: false, channels: ['email'] });
    // Confirmed only after the next threshold (14 days) came: that one goes, the 30-day one stays skipped.
    const superseded = await seedLicensee(db(), {
      expiryDate: EXPIRY,
      emailVerified: false,
      channels: ['email'],
    });
    await r.run();
    const statusOf = async (userId: string) =>
      (await db().select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, userId)))
        .map((d) => `${d.thresholdDays}:${d.status}`)
        .sort();
    expect(await statusOf(late.owner.id)).toEqual(['30:skipped']);

    // Confirmed the next day: the next sweep makes it pending, and it goes out once.
    r.clock.set('2026-06-02T14:00:00Z');
    await db().update(users).set({ emailVerified: true }).where(eq(users.id, late.owner.id));
    const sentTo = () => r.smtp.messages.filter((m) => recipientOf(m) === late.owner.email).length;
    await r.run();
    expect(await statusOf(late.owner.id)).toEqual(['30:sent']);
    expect(sentTo()).toBe(1);
    r.clock.set('2026-06-02T15:00:00Z');
    await r.run();
    expect(sentTo()).toBe(1);

    // The other address is confirmed once the 14-day threshold has come: only the newest goes.
    r.clock.set('2026-06-17T14:00:00Z');
    await db().update(users).set({ emailVerified: true }).where(eq(users.id, superseded.owner.id));
    await r.run();
    expect(await statusOf(superseded.owner.id)).toEqual(['14:sent', '30:skipped']);
    expect(r.smtp.messages.filter((m) => recipientOf(m) === superseded.owner.email)).toHaveLength(1);
  });
});
