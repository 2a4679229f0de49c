// The "I'm on it" link, read from the captured e-mail and SMS and followed signed out.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../test/support/database';
import { reminderApi } from '../../test/support/reminders/api';
import { renew, seedDelivery, seedLicensee } from '../../test/support/reminders/fixtures';
import { rawHeader } from '../../test/support/reminders/smtp-fake';
import { licensePeriods, licenses, reminderDeliveries } from '../db/schema';

describe.each(DB_KINDS)("the I'm on it link (%s)", (kind) => {
  let r: Awaited<ReturnType<typeof reminderApi>>;
  beforeAll(async () => {
    r = await reminderApi(kind, '2026-06-01T13:00:00Z');
  });
  afterAll(() => r?.close());

  const db = () => r.t.database.db;
  const inject = (method: 'GET' | 'POST', url: string) => r.t.app.inject({ method, url });
  /** An overdue licence reminded by e-mail and SMS at 2026-06-01 09:00 Toronto; its link. */
  async function remindedOverdue() {
    r.clock.set('2026-06-01T13:00:00Z');
    const seeded = await seedLicensee(db(), { expiryDate: '2026-05-25' });
    const before = r.smtp.messages.length;
    await r.run();
    const mail = r.smtp.messages.slice(before).find((m) => m.text?.includes(seeded.owner.fullName!))!;
    const link = mail.text!.match(/I'm on it: (\S+)/)![1]!;
    return { ...seeded, mail, link, url: r.local(link) };
  }
  const licenceRow = async (id: string) =>
    (await db().select().from(licenses).where(eq(licenses.id, id)))[0]!;
  const periodOf = async (id: string) =>
    (await db().select().from(licensePeriods).where(eq(licensePeriods.licenseId, id)))[0]!;

  it('asks on GET, records on POST without signing in, is idempotent, and stops the overdue reminders', async () => {
    const { license, owner, mail, url } = await remindedOverdue();
    expect(mail.subject).toBe('Overdue: Business licence expired 7 days ago');
    // The e-mail's link names its delivery (issue 30); the SMS's names the period.
    expect(url).toMatch(/^\/on-it\/[A-Za-z0-9_-]{38}$/);
    expect(r.twilio.messages.at(-1)!.body).toMatch(/\/on-it\/[A-Za-z0-9_-]{43}$/);
    // A delivery of this period still waiting for its retry is cancelled by the acknowledgement.
    const pending = await seedDelivery(db(), {
      licenseId: license.id,
      userId: owner.id,
      expiryDate: '2026-05-25',
      thresholdDays: -14,
      status: 'pending',
      at: '2026-06-01T13:00:00Z',
    });

    // Opening the link (as a mail scanner would) changes nothing: it asks first.
    const page = await inject('GET', url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(`<form method="post" action="${url}">`);
    expect(page.body).toContain("I'm on it</button>");
    expect(page.body).toContain('May 25, 2026');
    expect((await licenceRow(license.id)).remindersAcknowledgedAt).toBeNull();

    r.clock.set('2026-06-01T15:00:00Z');
    const done = await r.t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('you&#39;re on it');
    const at = new Date('2026-06-01T15:00:00Z');
    expect((await licenceRow(license.id)).remindersAcknowledgedAt).toEqual(at);
    expect((await periodOf(license.id)).acknowledgedAt).toEqual(at);
    const [cancelled] = await db()
      .select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.id, pending.id));
    expect(cancelled).toMatchObject({ status: 'cancelled', lastError: 'the owner said they are on it' });

    // A second click is harmless and keeps the first moment.
    r.clock.set('2026-06-02T15:00:00Z');
    const again = await inject('POST', url);
    expect(again.statusCode).toBe(200);
    expect((await licenceRow(license.id)).remindersAcknowledgedAt).toEqual(at);

    // No more reminders for this period: the −14, −21 and −28 weeks pass in silence.
    const sent = r.smtp.messages.length + r.twilio.messages.length;
    for (const day of ['2026-06-08', '2026-06-15', '2026-06-22', '2026-06-29']) {
      r.clock.set(`${day}T13:00:00Z`);
      expect(await r.run(), day).toMatchObject({ created: 0 });
    }
    expect(r.smtp.messages.length + r.twilio.messages.length).toBe(sent);
  });

  it('after a renewal, an old link changes nothing and says so; the new period is reminded', async () => {
    const { license, url } = await remindedOverdue();
    await renew(db(), license.id, '2026-07-01', new Date('2026-06-01T14:00:00Z'));
    for (const method of ['GET', 'POST'] as const) {
      const response = await inject(method, url);
      expect(response.statusCode, method).toBe(409);
      expect(response.body).toContain('This reminder is out of date');
      expect(response.body).toContain('July 1, 2026');
    }
    expect((await licenceRow(license.id)).remindersAcknowledgedAt).toBeNull();
    const periods = await db().select().from(licensePeriods).where(eq(licensePeriods.licenseId, license.id));
    expect(periods.map((p) => p.acknowledgedAt)).toEqual([null, null]);
    r.clock.set('2026-06-01T15:00:00Z');
    expect(await r.run()).toMatchObject({ created: 2 });
  });

  it('refuses a forged, tampered or other-purpose token, and changes nothing', async () => {
    const { license, mail, url } = await remindedOverdue();
    const token = url.slice('/on-it/'.length);
    const unsubscribe = decodeURIComponent(
      rawHeader(mail, 'List-Unsubscribe')!.slice(1, -1).split('token=')[1]!,
    );
    const flipped = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
    for (const bad of [
      `/on-it/${flipped}`,
      `/on-it/${token}x`,
      `/on-it/${token.slice(0, -1)}`,
      `/on-it/${encodeURIComponent(unsubscribe)}`,
      '/on-it/not-a-token',
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await inject(method, bad);
        expect(response.statusCode, `${method} ${bad}`).toBe(400);
        expect(response.body).toContain('This link does not work');
      }
    }
    // And the other way round: the "I'm on it" token does not unsubscribe.
    for (const method of ['GET', 'POST'] as const) {
      expect((await inject(method, `/unsubscribe?token=${token}`)).statusCode).toBe(400);
    }
    expect((await licenceRow(license.id)).remindersAcknowledgedAt).toBeNull();
  });

  it('says so when the licence was deleted', async () => {
    const { license, url } = await remindedOverdue();
    await db().delete(licenses).where(eq(licenses.id, license.id));
    const response = await inject('POST', url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('no longer tracked');
  });

  it('has a FR/EN link, and the French page’s button answers in French', async () => {
    const { url } = await remindedOverdue();
    const english = await inject('GET', url);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain(`<a href="${url}?lang=fr" lang="fr" hreflang="fr"`);
    const french = await inject('GET', `${url}?lang=fr`);
    expect(french.body).toContain('<html lang="fr">');
    expect(french.body).toContain(`<form method="post" action="${url}?lang=fr">`);
    expect(french.body).toContain(`<a href="${url}?lang=en" lang="en"`);
    const done = await inject('POST', `${url}?lang=fr`);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Merci — vous vous en occupez');
    expect(done.body).not.toContain('hreflang');
  });
});
