// Issue 19: the templates tab pages, searches, filters and sorts on the server, lists the licences
// that use a template before it is deleted, and refuses a city that is not a place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, adminIdentity, templateBody } from '../../../test/support/admin';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { apiClient, createBusiness, createLicense } from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';

interface Row {
  id: string;
  name: string;
  name_fr: string | null;
  level: string;
  province: string | null;
  city: string | null;
  business_types: string[];
  renewal_rule: { kind: string; month?: number; day?: number };
}

describe.each(DB_KINDS)('admin template list (%s)', (kind) => {
  let t: TestApp;
  let admin: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: ADMIN_ENV });
    admin = apiClient(t.app, (await t.signIn(adminIdentity())).headers);
  });
  afterAll(() => t?.close());

  const page = async (query: string) => {
    const response = await admin.get(`/api/admin/license-templates?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return { rows: response.json() as Row[], total: Number(response.headers['x-total-count']) };
  };

  it('searches by name in English or French, among all of them', async () => {
    const { rows, total } = await page('q=liquor&limit=5');
    expect(total).toBeGreaterThan(5);
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(row.name.toLowerCase()).toContain('liquor');
    const french = await page(`q=${encodeURIComponent('permis d’alcool')}`);
    expect(french.rows.map((r) => r.name_fr)).toContain('Permis d’alcool pour restaurant ou taverne');
    // A percent sign is searched for, not a wildcard.
    expect((await page('q=%25')).total).toBe(0);
  });

  it('filters by level, province, city and business type, and sorts', async () => {
    const { rows } = await page('level=municipal&province=BC&city=victoria&business_type=Retail&sort=name');
    expect(rows.map((r) => r.name)).toEqual(['Business licence']);
    expect(rows[0]?.renewal_rule).toEqual({ kind: 'fixed_date', month: 1, day: 15 });
    const construction = await page('province=SK&business_type=Construction&limit=100');
    for (const row of construction.rows) {
      expect(row.province).toBe('SK');
      expect(row.business_types).toContain('Construction');
    }
    const byName = (await page('level=federal&sort=-name&limit=100')).rows.map((r) => r.name);
    expect(byName).toEqual([...byName].sort((a, b) => b.localeCompare(a)));
  });

  it.each([
    ['sort=size', 'sort'],
    ['level=global', 'level'],
    ['province=XX', 'province'],
    ['business_type=Bakery', 'business_type'],
    ['limit=0', 'limit'],
  ])('refuses ?%s naming the field', async (query, field) => {
    const response = await admin.get(`/api/admin/license-templates?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(new RegExp(`^${field}: `));
  });

  it('lists the licences made from a template, for the delete confirmation', async () => {
    const owner = apiClient(t.app, (await t.signIn()).headers);
    const business = await createBusiness(owner);
    const created = await admin.post(
      '/api/admin/license-templates',
      templateBody({ name: 'Harbour permit' }),
    );
    const template = created.json() as Row;
    await createLicense(owner, business.id, { template_id: template.id, license_name: 'Harbour permit' });
    const usage = await admin.get(`/api/admin/license-templates/${template.id}/licenses`);
    expect(usage.statusCode).toBe(200);
    expect(usage.json()).toMatchObject({
      total: 1,
      licenses: [{ license_name: 'Harbour permit', business_name: business.business_name }],
    });
    const unknown = await admin.get(
      '/api/admin/license-templates/00000000-0000-4000-8000-000000000000/licenses',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('takes a city from the places list and refuses one that is not a place', async () => {
    const atlantis = await admin.post(
      '/api/admin/license-templates',
      templateBody({ province: 'QC', city: 'Atlantis' }),
    );
    expect(atlantis.statusCode).toBe(400);
    expect(atlantis.json().detail).toMatch(/^city: /);
    const montreal = await admin.post(
      '/api/admin/license-templates',
      templateBody({ province: 'QC', city: 'montreal' }),
    );
    expect(montreal.json()).toMatchObject({ city: 'Montréal' });
  });

  it('edits every field: types or activities, French names, authority, source, conditions and renewal rule', async () => {
    const { rows } = await page('q=Business%20licence&city=Victoria');
    const victoria = rows.find((r) => r.name === 'Business licence')!;
    const body = templateBody({
      name: 'Business licence',
      business_type: undefined,
      business_types: ['Retail', 'Other'],
      name_fr: 'Permis d’entreprise',
      province: 'BC',
      city: 'Victoria',
      issuing_authority: 'City of Victoria',
      source_url: 'https://www.victoria.ca/building-business/business-licensing',
      condition: { key: 'home_based', when: false },
      renewal_rule: { kind: 'fixed_date', month: 1, day: 31 },
      default_validity_months: 12,
    });
    const response = await admin.put(`/api/admin/license-templates/${victoria.id}`, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      business_types: ['Retail', 'Other'],
      name_fr: 'Permis d’entreprise',
      issuing_authority: 'City of Victoria',
      conditions: [{ key: 'home_based', when: false }],
      renewal_rule: { kind: 'fixed_date', month: 1, day: 31 },
    });
    // Types without activities: every activity of those types.
    expect(response.json().activities).toContain('general_retail');
    expect(response.json().activities).toContain('hair_salon_barber');
    expect(response.json().activities).not.toContain('pharmacy');

    // Issue 27: activities and several conditions, the authority in French; the types follow.
    const rulebook = await admin.put(`/api/admin/license-templates/${victoria.id}`, {
      ...body,
      business_types: undefined,
      condition: undefined,
      activities: ['hair_salon_barber', 'pharmacy'],
      conditions: [
        { key: 'has_employees', when: true },
        { key: 'home_based', when: false },
      ],
      issuing_authority_fr: 'Ville de Victoria',
    });
    expect(rulebook.statusCode, rulebook.body).toBe(200);
    expect(rulebook.json()).toMatchObject({
      activities: ['hair_salon_barber', 'pharmacy'],
      business_types: ['Healthcare', 'Other'],
      conditions: [
        { key: 'has_employees', when: true },
        { key: 'home_based', when: false },
      ],
      issuing_authority_fr: 'Ville de Victoria',
    });
    const everyone = await admin.put(`/api/admin/license-templates/${victoria.id}`, {
      ...body,
      business_types: undefined,
      activities: null,
    });
    expect(everyone.json()).toMatchObject({
      activities: null,
      business_types: expect.arrayContaining(['Retail']),
    });
    expect(everyone.json().business_types).toHaveLength(7);
    for (const [field, value, detail] of [
      ['activities', ['juggling'], /^activities\.0: must be an activity key/],
      ['activities', [], /^activities: must name at least one activity/],
      [
        'conditions',
        [
          { key: 'has_employees', when: true },
          { key: 'has_employees', when: false },
        ],
        /^conditions: lists a question twice/,
      ],
      ['conditions', [{ key: 'speaks_latin', when: true }], /^conditions\.0\.key: /],
    ] as const) {
      const refused = await admin.put(`/api/admin/license-templates/${victoria.id}`, {
        ...body,
        [field]: value,
      });
      expect(refused.statusCode, `${field} ${JSON.stringify(value)}`).toBe(400);
      expect(refused.json().detail, field).toMatch(detail);
    }
    const bad = await admin.put(`/api/admin/license-templates/${victoria.id}`, {
      ...body,
      source_url: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/^source_url: /);
  });
});
