import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { apiClient, createBusiness, createLicense, TEST_ENV } from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { fixedClock } from '../../lib/clock';
import { escapeText, foldLine } from '../../lib/icalendar';

describe('iCalendar text', () => {
  it('escapes TEXT and folds at 75 octets without splitting a character', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });
});

describe.each(DB_KINDS)('calendar feed (%s)', (kind) => {
  let t: TestApp;
  let headers: { authorization: string };
  let licenceId: string;

  const feedPath = (url: string) => new URL(url).pathname;
  const getFeed = (path: string) => t.app.inject({ method: 'GET', url: path });

  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV, clock: fixedClock('2026-11-22T15:00:00Z') });
    ({ headers } = await t.signIn());
    const api = apiClient(t.app, headers);
    const business = await createBusiness(api);
    const licence = await createLicense(api, business.id, {
      license_name: 'Patio permit; east side, "big"',
      license_number: 'P-77',
      expiry_date: '2027-03-31',
      reminder_days: [60, 14],
    });
    licenceId = licence.id;
    await createLicense(api, business.id, {
      license_name: 'GST/HST account',
      renewal_rule: { kind: 'none' },
    });
    await createLicense(api, business.id, {
      license_name: 'Quiet one',
      reminder_enabled: false,
      expiry_date: '2027-01-15',
    });
  });
  afterAll(() => t?.close());

  it('answers the same private address until rotated, which retires the old one', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/users/calendar/', headers });
    expect(first.statusCode).toBe(200);
    const { url } = first.json();
    expect(url).toMatch(
      /^http:\/\/localhost:\d+\/api\/calendar\/[A-Za-z0-9_-]{65}\.ics$|^https?:\/\/.+\/api\/calendar\/[A-Za-z0-9_-]{65}\.ics$/,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/users/calendar/', headers })).json().url).toBe(
      url,
    );
    expect((await getFeed(feedPath(url))).statusCode).toBe(200);

    const rotated = (
      await t.app.inject({ method: 'POST', url: '/api/users/calendar/rotate/', headers })
    ).json().url;
    expect(rotated).not.toBe(url);
    expect((await getFeed(feedPath(url))).statusCode).toBe(404);
    expect((await getFeed(feedPath(rotated))).statusCode).toBe(200);
    // Not a token, or nobody's: the same 404.
    expect((await getFeed('/api/calendar/nothing.ics')).statusCode).toBe(404);
    expect((await getFeed(`/api/calendar/${'A'.repeat(65)}.ics`)).statusCode).toBe(404);
    // The database holds only the hash of the token.
    const token = feedPath(rotated).split('/').pop()!.replace('.ics', '');
    const rows = await t.database.db.execute(`select token_hash from calendar_feeds`);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('is an iCalendar an independent parser reads: events, alarms and descriptions right', async () => {
    const { url } = (await t.app.inject({ method: 'GET', url: '/api/users/calendar/', headers })).json();
    const response = await getFeed(feedPath(url));
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    for (const line of response.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    // The licence with no expiry has no event.
    expect(events.map((e) => e.summary).sort()).toEqual([
      'Expires: Patio permit; east side, "big" (Maple Diner)',
      'Expires: Quiet one (Maple Diner)',
    ]);
    const patio = events.find((e) => e.summary.startsWith('Expires: Patio'))!;
    expect(patio.uid).toBe(`licence-${licenceId}-2027-03-31@${new URL(url).host}`);
    expect(patio.startDate.isDate).toBe(true);
    expect(patio.startDate.toString()).toBe('2027-03-31');
    expect(patio.endDate.toString()).toBe('2027-04-01');
    expect(patio.description).toContain('Licence: Patio permit; east side, "big"');
    expect(patio.description).toContain('Number: P-77');
    expect(patio.description).toContain('/app/licenses');
    const alarms = patio.component.getAllSubcomponents('valarm');
    expect(alarms.map((a) => a.getFirstPropertyValue('trigger')?.toString())).toEqual(['-P60D', '-P14D']);
    expect(alarms.map((a) => a.getFirstPropertyValue('action'))).toEqual(['DISPLAY', 'DISPLAY']);
    const quiet = events.find((e) => e.summary.startsWith('Expires: Quiet'))!;
    expect(quiet.component.getAllSubcomponents('valarm')).toEqual([]);
  });

  it('gives the address only to its owner, and one user’s feed holds none of another’s licences', async () => {
    const other = await t.signIn();
    const otherUrl = (
      await t.app.inject({ method: 'GET', url: '/api/users/calendar/', headers: other.headers })
    ).json().url;
    const mine = (await t.app.inject({ method: 'GET', url: '/api/users/calendar/', headers })).json().url;
    expect(otherUrl).not.toBe(mine);
    const body = (await getFeed(feedPath(otherUrl))).body;
    expect(body).toContain('BEGIN:VCALENDAR');
    expect(body).not.toContain('VEVENT');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/calendar/' })).statusCode).toBe(401);
  });
});
