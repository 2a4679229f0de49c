import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import {
  type ApiClient,
  apiClient,
  type BusinessJson,
  createBusiness,
  createLicense,
  licenseBody,
  TEST_ENV,
} from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { licenseTemplates } from '../../db/schema';
import { fixedClock } from '../../lib/clock';

/**
 * Issue 12 / decision 013 through the API: registrations that never expire, expiries estimated from
 * old issue dates, fixed-date rules (renewal.test.ts: renewals and their history). Today is 22
 * November 2026 (Toronto).
 */
const NOW = '2026-11-22T15:00:00.000Z';
const NOTHING_TO_RENEW = 'This licence has no expiry date; there is nothing to renew.';

describe.each(DB_KINDS)('licence lifecycle (%s)', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let toronto: BusinessJson;
  let gstTemplate: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV, clock: fixedClock(NOW) });
    api = apiClient(t.app, (await t.signIn()).headers);
    toronto = await createBusiness(api);
    const [gst] = await t.database.db
      .select()
      .from(licenseTemplates)
      .where(eq(licenseTemplates.name, 'GST/HST registration (RT program account)'));
    gstTemplate = gst!.id;
  });
  afterAll(() => t?.close());

  const renew = (id: string, body?: unknown) => api.post(`/api/licenses/${id}/renew/`, body);

  it('gives a GST/HST registration issued in 2019 no expiry: never expired, never expiring', async () => {
    const gst = await createLicense(api, toronto.id, {
      license_name: 'GST/HST registration',
      level: 'federal',
      template_id: gstTemplate,
      issued_date: '2019-03-01',
      expiry_date: null,
    });
    expect(gst).toMatchObject({
      renewal_rule: { kind: 'none' },
      expiry_date: null,
      expiry_estimated: false,
      is_expired: false,
      is_expiring_soon: false,
      days_until_expiry: null,
      is_manually_changed: false,
      authority: expect.stringContaining('Canada Revenue Agency'),
    });
    expect((await api.get(`/api/licenses/${gst.id}/`)).json()).toEqual(gst);
    // An expiry date for it is refused, naming the field, and nothing changes.
    const dated = await api.put(
      `/api/licenses/${gst.id}/`,
      licenseBody(toronto.id, { level: 'federal', issued_date: '2019-03-01', expiry_date: '2027-03-01' }),
    );
    expect(dated.statusCode).toBe(400);
    expect(dated.json().detail).toBe(
      'expiry_date: must be empty for a licence with no expiry (renewal rule "none")',
    );
    expect((await api.get(`/api/licenses/${gst.id}/`)).json()).toEqual(gst);
    // Nothing to renew.
    const renewed = await renew(gst.id);
    expect(renewed.statusCode).toBe(400);
    expect(renewed.json()).toEqual({ detail: NOTHING_TO_RENEW });
    // A rule given as none with an expiry is refused by the contract too.
    const both = await api.post(
      '/api/licenses/',
      licenseBody(toronto.id, { renewal_rule: { kind: 'none' }, expiry_date: '2027-01-01' }),
    );
    expect(both.statusCode).toBe(400);
    expect(both.json().detail).toContain('expiry_date');
  });

  it('rolls a term licence issued 2020-06-15 forward to its first anniversary after today, estimated', async () => {
    const licence = await createLicense(api, toronto.id, {
      issued_date: '2020-06-15',
      renewal_rule: { kind: 'term', months: 12 },
    });
    expect(licence).toMatchObject({
      issued_date: '2020-06-15',
      expiry_date: '2027-06-15',
      expiry_estimated: true,
      is_expired: false,
      days_until_expiry: 205,
      is_manually_changed: false,
    });
    // The user confirms the date: a given expiry clears the mark, even the same date.
    const url = `/api/licenses/${licence.id}/`;
    const confirmed = await api.put(
      url,
      licenseBody(toronto.id, { issued_date: '2020-06-15', expiry_date: '2027-06-15' }),
    );
    expect(confirmed.json()).toMatchObject({ expiry_date: '2027-06-15', expiry_estimated: false });
    // Left empty again, the expiry is estimated again.
    const again = await api.put(url, licenseBody(toronto.id, { issued_date: '2020-06-15', expiry_date: '' }));
    expect(again.json()).toMatchObject({ expiry_date: '2027-06-15', expiry_estimated: true });
  });

  it('renews every year on 31 March, around year ends and leap years', async () => {
    const rule = { kind: 'fixed_date', month: 3, day: 31 };
    const cases: Array<[string, string, boolean]> = [
      ['2026-04-10', '2027-03-31', false],
      ['2026-03-31', '2027-03-31', false],
      // Its first 31 March (2026) has passed: rolled to the next one, estimated.
      ['2026-03-30', '2027-03-31', true],
      ['2019-04-01', '2027-03-31', true],
    ];
    for (const [issued, expiry, estimated] of cases) {
      const licence = await createLicense(api, toronto.id, { issued_date: issued, renewal_rule: rule });
      expect(licence, issued).toMatchObject({
        expiry_date: expiry,
        expiry_estimated: estimated,
        renewal_rule: rule,
      });
    }
    const leap = await createLicense(api, toronto.id, {
      issued_date: '2026-06-01',
      renewal_rule: { kind: 'fixed_date', month: 2, day: 29 },
    });
    // 29 February falls on 28 February in a common year.
    expect(leap).toMatchObject({ expiry_date: '2027-02-28' });
    const renewed = await renew(leap.id);
    expect(renewed.json()).toMatchObject({ issued_date: '2027-02-28', expiry_date: '2028-02-29' });
  });
});
