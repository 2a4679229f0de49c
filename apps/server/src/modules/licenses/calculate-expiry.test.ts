import { BUSINESS_TYPES } from '@lt/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import {
  type ApiClient,
  apiClient,
  createBusiness,
  createLicense,
  TEST_ENV,
} from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { licenseTemplates } from '../../db/schema';
import { fixedClock } from '../../lib/clock';

const URL = '/api/licenses/calculate-expiry/';

describe.each(DB_KINDS)('POST /api/licenses/calculate-expiry/ (%s)', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let monthlyTemplate: string;
  let registration: string;
  let vancouverLicence: string;
  beforeAll(async () => {
    // "Today" before every issue date below, so no expiry is rolled forward unless a test means it.
    t = await buildTestApp(kind, { env: TEST_ENV, clock: fixedClock('2023-06-01T15:00:00Z') });
    api = apiClient(t.app, (await t.signIn()).headers);
    // A template an administrator could add: monthly, for one small town, to see month ends clamp.
    const [row] = await t.database.db
      .insert(licenseTemplates)
      .values({
        name: 'Monthly market stall permit',
        level: 'municipal',
        businessTypes: [...BUSINESS_TYPES],
        province: 'SK',
        city: 'Moose Jaw',
        defaultValidityMonths: 1,
        renewalRule: { kind: 'term', months: 1 },
        description: 'Renew every month.',
      })
      .returning();
    monthlyTemplate = row!.id;
    const [never] = await t.database.db
      .insert(licenseTemplates)
      .values({
        name: 'Test registration',
        level: 'federal',
        businessTypes: [...BUSINESS_TYPES],
        defaultValidityMonths: 12,
        renewalRule: { kind: 'none' },
      })
      .returning();
    registration = never!.id;
    // Vancouver's business licence as the city states it, written here so the catalogue's research
    // does not move what these tests check.
    const [vancouver] = await t.database.db
      .insert(licenseTemplates)
      .values({
        name: 'Business licence',
        level: 'municipal',
        businessTypes: [...BUSINESS_TYPES],
        province: 'BC',
        city: 'Vancouver',
        defaultValidityMonths: 12,
        renewalRule: { kind: 'fixed_date', month: 12, day: 31 },
        issuingAuthority: 'City of Vancouver',
        sourceUrl: 'https://vancouver.ca/doing-business/business-licence.aspx',
      })
      .returning();
    vancouverLicence = vancouver!.id;
  });
  afterAll(() => t?.close());

  const calculate = (body: Record<string, unknown>) => api.post(URL, body);

  it('uses the rule of the template chosen: Vancouver’s business licence renews every 31 December', async () => {
    const body = {
      business_type: 'Restaurant',
      province: 'BC',
      city: 'Vancouver',
      level: 'municipal',
      template_id: vancouverLicence,
    };
    const response = await calculate({ ...body, issued_date: '2026-03-15' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      expiry_date: '2026-12-31',
      expiry_estimated: false,
      template_id: vancouverLicence,
      template_name: 'Business licence',
      renewal_rule: { kind: 'fixed_date', month: 12, day: 31 },
      authority: expect.stringContaining('City of Vancouver'),
      source_url: expect.stringMatching(/^https?:\/\/.*vancouver\.ca/),
    });
    // The first 31 December strictly after the issue date.
    expect((await calculate({ ...body, issued_date: '2026-12-31' })).json().expiry_date).toBe('2027-12-31');
    expect((await calculate({ ...body, issued_date: '2026-12-30' })).json().expiry_date).toBe('2026-12-31');
    expect((await calculate({ ...body, issued_date: '2024-01-01' })).json().expiry_date).toBe('2024-12-31');
    // The licence's own rule wins over its template's, whose name, authority and link still come back.
    const own = await calculate({
      ...body,
      issued_date: '2026-03-15',
      renewal_rule: { kind: 'term', months: 6 },
    });
    expect(own.json()).toMatchObject({ expiry_date: '2026-09-15', template_name: 'Business licence' });
  });

  it('chooses no template by place, level or name (decision 042): 12 months, no authority, no link', async () => {
    const noTemplate = {
      expiry_estimated: false,
      template_id: null,
      template_name: null,
      renewal_rule: { kind: 'term', months: 12 },
      authority: null,
      source_url: null,
    };
    for (const body of [
      { business_type: 'Restaurant', province: 'BC', city: 'Vancouver', level: 'municipal' },
      { business_type: 'Restaurant', province: 'ON', city: 'Toronto', level: 'municipal' },
      { business_type: 'Restaurant', province: 'QC', city: 'Québec', level: 'municipal' },
      {
        business_type: 'Restaurant',
        province: 'ON',
        city: 'Toronto',
        level: 'provincial',
        license_name: 'Liquor sales licence',
      },
      {
        business_type: 'Restaurant',
        province: 'QC',
        city: 'Montréal',
        level: 'federal',
        license_name: 'GST/HST registration (RT program account)',
      },
      // The one SK town with a monthly template: it is not chosen for a licence that did not choose it.
      { business_type: 'Retail', province: 'SK', city: 'Moose Jaw', level: 'municipal' },
    ]) {
      const response = await calculate({ ...body, issued_date: '2026-02-10' });
      expect(response.statusCode, JSON.stringify(body)).toBe(200);
      expect(response.json(), JSON.stringify(body)).toEqual({ ...noTemplate, expiry_date: '2027-02-10' });
    }
  });

  it('falls back to 12 months when no template is chosen, clamping 29 February', async () => {
    const body = { business_type: 'Technology', province: 'ON', city: 'Kapuskasing', level: 'municipal' };
    const response = await calculate({ ...body, issued_date: '2026-05-20' });
    expect(response.json()).toEqual({
      expiry_date: '2027-05-20',
      expiry_estimated: false,
      template_id: null,
      template_name: null,
      renewal_rule: { kind: 'term', months: 12 },
      authority: null,
      source_url: null,
    });
    expect((await calculate({ ...body, issued_date: '2024-02-29' })).json().expiry_date).toBe('2025-02-28');
    expect(
      (await calculate({ ...body, city: null, template_id: null, issued_date: '2024-02-29' })).json()
        .template_id,
    ).toBeNull();
  });

  it('answers no date for a rule with no known term: the date printed on the licence is the user’s', async () => {
    const response = await calculate({
      issued_date: '2019-03-01',
      business_type: 'Retail',
      province: 'QC',
      city: 'Québec',
      level: 'municipal',
      renewal_rule: { kind: 'printed' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      expiry_date: null,
      expiry_estimated: false,
      renewal_rule: { kind: 'printed' },
    });
  });

  it('refuses a template id that names no template', async () => {
    const response = await calculate({
      issued_date: '2026-01-01',
      business_type: 'Retail',
      province: 'ON',
      level: 'municipal',
      template_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'template_id: no such license template' });
  });

  it.each([
    ['2024-01-31', '2024-02-29'],
    ['2025-01-31', '2025-02-28'],
    ['2024-03-31', '2024-04-30'],
    ['2024-12-31', '2025-01-31'],
    ['2024-02-29', '2024-03-29'],
  ])('clamps month ends: %s + 1 month = %s', async (issued, expected) => {
    const response = await calculate({
      issued_date: issued,
      business_type: 'Retail',
      province: 'SK',
      city: 'Moose Jaw',
      level: 'municipal',
      template_id: monthlyTemplate,
    });
    expect(response.json()).toMatchObject({ expiry_date: expected, template_id: monthlyTemplate });
  });

  it('stores the same clamped date on a licence made from that template without an expiry', async () => {
    const business = await createBusiness(api, {
      business_name: 'Stall',
      business_type: 'Retail',
      city: 'Moose Jaw',
      province: 'SK',
    });
    const licence = await createLicense(api, business.id, {
      issued_date: '2024-01-31',
      expiry_date: '',
      template_id: monthlyTemplate,
    });
    expect(licence).toMatchObject({ expiry_date: '2024-02-29', is_manually_changed: false });
    // The same licence typed by hand has no template: 12 months.
    const typed = await createLicense(api, business.id, { issued_date: '2024-01-31', expiry_date: '' });
    expect(typed).toMatchObject({ template_id: null, expiry_date: '2025-01-31' });
  });

  it('answers no expiry for a chosen registration that never expires, whatever the issue date', async () => {
    const response = await calculate({
      issued_date: '2019-03-01',
      business_type: 'Restaurant',
      province: 'QC',
      city: 'Montréal',
      level: 'federal',
      template_id: registration,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      expiry_date: null,
      expiry_estimated: false,
      template_name: 'Test registration',
      renewal_rule: { kind: 'none' },
    });
  });

  it('rolls an old issue date forward past today and marks the expiry estimated', async () => {
    const body = { business_type: 'Technology', province: 'ON', city: 'Kapuskasing', level: 'municipal' };
    // Today is 2023-06-01: the anniversaries of 2020-06-15 run 2021, 2022, then 2023-06-15.
    expect((await calculate({ ...body, issued_date: '2020-06-15' })).json()).toMatchObject({
      expiry_date: '2023-06-15',
      expiry_estimated: true,
    });
    // The licence's own rule: every year on 31 March.
    const own = await calculate({
      ...body,
      issued_date: '2021-04-10',
      renewal_rule: { kind: 'fixed_date', month: 3, day: 31 },
    });
    expect(own.json()).toMatchObject({
      expiry_date: '2024-03-31',
      expiry_estimated: true,
      renewal_rule: { kind: 'fixed_date', month: 3, day: 31 },
    });
    const none = await calculate({ ...body, issued_date: '2021-04-10', renewal_rule: { kind: 'none' } });
    expect(none.json()).toMatchObject({ expiry_date: null, expiry_estimated: false });
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'a rule of an unknown kind',
      { renewal_rule: { kind: 'months', months: 12 } },
      'renewal_rule.kind: must be a renewal rule',
    ],
    ['a term of 0 months', { renewal_rule: { kind: 'term', months: 0 } }, 'renewal_rule: Months must be'],
    [
      'a fixed date of 30 February',
      { renewal_rule: { kind: 'fixed_date', month: 2, day: 30 } },
      'renewal_rule: Day must be',
    ],
    ['an impossible date', { issued_date: '2025-02-30' }, 'issued_date: must be a real calendar date'],
    ['a missing date', { issued_date: undefined }, 'issued_date: is required'],
    ['a date in another form', { issued_date: '15/03/2026' }, 'issued_date: must be a real calendar date'],
    ['an unknown level', { level: 'regional' }, 'level: must be one of municipal, provincial, federal'],
    ['an unknown business type', { business_type: 'Bakery' }, 'business_type: must be one of'],
    ['an unknown province', { province: 'XX' }, 'province: must be one of'],
    ['a huge city', { city: 'c'.repeat(100_000) }, 'city: must be at most 120 characters'],
    ['an unknown field', { business_id: 'x' }, 'Unknown field: business_id'],
    ['a date past 9999', { issued_date: '9999-06-01' }, 'issued_date: is too late'],
  ])('refuses %s with a 400 naming the field', async (_label, change, detail) => {
    const response = await calculate({
      issued_date: '2026-01-01',
      business_type: 'Retail',
      province: 'ON',
      city: 'Toronto',
      level: 'municipal',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(detail);
  });
});
