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
  });
  afterAll(() => t?.close());

  const calculate = (body: Record<string, unknown>) => api.post(URL, body);

  it('uses the city’s municipal template: Vancouver’s business licence renews every 31 December', async () => {
    const body = { business_type: 'Restaurant', province: 'BC', city: 'Vancouver', level: 'municipal' };
    const response = await calculate({ ...body, issued_date: '2026-03-15' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      expiry_date: '2026-12-31',
      expiry_estimated: false,
      template_id: expect.any(String),
      template_name: 'Business licence',
      renewal_rule: { kind: 'fixed_date', month: 12, day: 31 },
      authority: expect.stringContaining('City of Vancouver'),
      source_url: expect.stringMatching(/^https?:\/\/.*vancouver\.ca/),
    });
    // The first 31 December strictly after the issue date.
    expect((await calculate({ ...body, issued_date: '2026-12-31' })).json().expiry_date).toBe('2027-12-31');
    expect((await calculate({ ...body, issued_date: '2026-12-30' })).json().expiry_date).toBe('2026-12-31');
    expect((await calculate({ ...body, issued_date: '2024-01-01' })).json().expiry_date).toBe('2024-12-31');
    // City names match without regard to case or accents.
    expect(
      (await calculate({ ...body, city: 'VANCOUVER', issued_date: '2026-03-15' })).json().template_name,
    ).toBe('Business licence');
  });

  it('uses Toronto’s eating establishment licence (12 months) for a Toronto restaurant', async () => {
    const response = await calculate({
      issued_date: '2026-02-10',
      business_type: 'Restaurant',
      province: 'ON',
      city: 'Toronto',
      level: 'municipal',
    });
    expect(response.json()).toMatchObject({
      expiry_date: '2027-02-10',
      template_name: 'Eating or drinking establishment licence',
      renewal_rule: { kind: 'term', months: 12 },
    });
  });

  it('uses a provincial template of the province, preferring the one named', async () => {
    const response = await calculate({
      issued_date: '2026-02-10',
      business_type: 'Restaurant',
      province: 'ON',
      city: 'Toronto',
      level: 'provincial',
      license_name: 'liquor sales licence',
    });
    expect(response.json()).toMatchObject({
      expiry_date: '2028-02-10',
      template_name: 'Liquor sales licence',
      renewal_rule: { kind: 'term', months: 24 },
    });
  });

  it('uses a federal template wherever the business is', async () => {
    const trademark = await calculate({
      issued_date: '2026-02-10',
      business_type: 'Technology',
      province: 'NU',
      level: 'federal',
      license_name: 'Trademark registration',
    });
    expect(trademark.json()).toMatchObject({
      expiry_date: '2036-02-10',
      template_name: 'Trademark registration',
      renewal_rule: { kind: 'term', months: 120 },
    });
    const drugs = await calculate({
      issued_date: '2026-04-01',
      business_type: 'Healthcare',
      province: 'QC',
      city: 'Montréal',
      level: 'federal',
      license_name: 'Drug Establishment Licence (DEL)',
    });
    expect(drugs.json()).toMatchObject({
      expiry_date: '2027-03-31',
      renewal_rule: { kind: 'fixed_date', month: 3, day: 31 },
    });
  });

  it('falls back to 12 months when no template applies, clamping 29 February', async () => {
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
      (await calculate({ ...body, city: null, issued_date: '2024-02-29' })).json().template_id,
    ).toBeNull();
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
    });
    expect(response.json()).toMatchObject({ expiry_date: expected, template_id: monthlyTemplate });
  });

  it('clamps month ends for a catalogue rule too: WorkSafeBC clearance (3 months) from 30 November', async () => {
    const response = await calculate({
      issued_date: '2023-11-30',
      business_type: 'Construction',
      province: 'BC',
      city: 'Burnaby',
      level: 'provincial',
      license_name: 'WorkSafeBC clearance letter',
    });
    expect(response.json()).toMatchObject({
      expiry_date: '2024-02-29',
      renewal_rule: { kind: 'term', months: 3 },
    });
  });

  it('stores the same clamped date on a licence created without an expiry', async () => {
    const business = await createBusiness(api, {
      business_name: 'Stall',
      business_type: 'Retail',
      city: 'Moose Jaw',
      province: 'SK',
    });
    const licence = await createLicense(api, business.id, { issued_date: '2024-01-31', expiry_date: '' });
    expect(licence).toMatchObject({ expiry_date: '2024-02-29', is_manually_changed: false });
  });

  it('answers no expiry for a registration that never expires (GST/HST), whatever the issue date', async () => {
    const response = await calculate({
      issued_date: '2019-03-01',
      business_type: 'Restaurant',
      province: 'QC',
      city: 'Montréal',
      level: 'federal',
      license_name: 'GST/HST registration (RT program account)',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      expiry_date: null,
      expiry_estimated: false,
      template_name: 'GST/HST registration (RT program account)',
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
    // The licence's own rule wins over the template: every year on 31 March.
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
