import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, adminIdentity, HALIFAX_TECH, templateBody } from '../../../test/support/admin';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { apiClient, createBusiness, createLicense } from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { licenseTemplates } from '../../db/schema';
import { seedCatalog } from '../templates/seed';

interface TemplateJson {
  id: string;
  name: string;
  level: string;
  business_types: string[];
  province: string | null;
  city: string | null;
  default_validity_months: number;
  renewal_rule: { kind: string; months?: number; month?: number; day?: number };
  description: string | null;
  edited_by_admin: boolean;
}

describe.each(DB_KINDS)('admin licence templates (%s)', (kind) => {
  let t: TestApp;
  let admin: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: ADMIN_ENV });
    admin = apiClient(t.app, (await t.signIn(adminIdentity())).headers);
  });
  afterAll(() => t?.close());

  /** The most recently changed first, one page of 100. */
  const list = async (): Promise<TemplateJson[]> =>
    (await admin.get('/api/admin/license-templates?sort=-updated_at&limit=100')).json();
  const create = async (overrides: Record<string, unknown> = {}): Promise<TemplateJson> => {
    const response = await admin.post('/api/admin/license-templates', templateBody(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  /** A catalogue template that renews by a term (its validity months are its rule). */
  const seededRow = async () =>
    (await t.database.db.select().from(licenseTemplates).where(isNotNull(licenseTemplates.catalogKey))).find(
      (row) => (row.renewalRule as { kind?: string }).kind === 'term',
    )!;

  it('lists every template a page at a time, the seeded catalogue included', async () => {
    const stats = (await admin.get('/api/admin/stats')).json();
    const seen = new Set<string>();
    for (let offset = 0; offset < stats.total_templates; offset += 100) {
      const page = await admin.get(`/api/admin/license-templates?limit=100&offset=${offset}`);
      expect(page.headers['x-total-count']).toBe(String(stats.total_templates));
      for (const x of page.json() as TemplateJson[]) seen.add(x.id);
    }
    expect(seen.size).toBe(stats.total_templates);
    const first = (await admin.get('/api/admin/license-templates')).json() as TemplateJson[];
    expect(first).toHaveLength(50);
    expect(first[0]).toMatchObject({ level: 'federal', province: null });
  });

  it('creates a municipal template with a months rule, newest first in the list', async () => {
    const created = await create();
    expect(created).toMatchObject({
      id: expect.any(String),
      name: 'Halifax tech business permit',
      level: 'municipal',
      business_types: ['Technology'],
      province: 'NS',
      city: 'Halifax',
      default_validity_months: 24,
      renewal_rule: { kind: 'term', months: 24 },
      description: 'Issued by Halifax Regional Municipality.',
    });
    expect((await list())[0]?.id).toBe(created.id);
  });

  it('offers the new template to a business of that type in that city at onboarding', async () => {
    const created = await create({ name: 'Harbour data permit' });
    const owner = apiClient(t.app, (await t.signIn()).headers);
    const query = 'business_type=Technology&province=NS&city=Halifax';
    const offered = (await owner.get(`/api/onboarding/license-templates?${query}`)).json();
    expect(offered.municipal.map((x: TemplateJson) => x.id)).toContain(created.id);
    const elsewhere = (
      await owner.get('/api/onboarding/license-templates?business_type=Retail&province=NS&city=Halifax')
    ).json();
    expect(elsewhere.municipal.map((x: TemplateJson) => x.id)).not.toContain(created.id);
  });

  it('stores province and city only where the level uses them', async () => {
    const federal = await create({ level: 'federal', business_type: 'All', province: 'ON', city: 'Ottawa' });
    expect(federal).toMatchObject({ level: 'federal', province: null, city: null });
    expect(federal.business_types).toHaveLength(7);
    const provincial = await create({ level: 'provincial', province: 'qc', city: 'Laval' });
    expect(provincial).toMatchObject({ province: 'QC', city: null });
  });

  it('accepts the seven business types and "All", underscores read as spaces', async () => {
    for (const type of [
      'Restaurant',
      'Retail',
      'Construction',
      'Healthcare',
      'Manufacturing',
      'Other',
      'All',
    ]) {
      const types = (await create({ business_type: type })).business_types;
      expect(types).toEqual(type === 'All' ? expect.arrayContaining(['Restaurant', 'Other']) : [type]);
    }
    const several = await create({ business_types: ['Retail', 'Restaurant', 'Retail'] });
    expect(several.business_types).toEqual(['Restaurant', 'Retail']);
    expect((await create({ description: '', business_type: 'Technology' })).description).toBeNull();
  });

  it('updates a template in place and the list shows the change', async () => {
    const created = await create();
    const response = await admin.put(
      `/api/admin/license-templates/${created.id}`,
      templateBody({ name: 'Renamed permit', default_validity_months: 6, city: 'Dartmouth' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      name: 'Renamed permit',
      city: 'Dartmouth',
      default_validity_months: 6,
      renewal_rule: { kind: 'term', months: 6 },
      edited_by_admin: true,
    });
    expect((await list()).find((x) => x.id === created.id)?.name).toBe('Renamed permit');
  });

  it('keeps a fixed-date rule while the validity is unchanged, and switches to months when it changes', async () => {
    const created = await create({ default_validity_months: 12 });
    await t.database.db
      .update(licenseTemplates)
      .set({ renewalRule: { kind: 'fixed_date', month: 3, day: 31 } })
      .where(eq(licenseTemplates.id, created.id));
    const url = `/api/admin/license-templates/${created.id}`;
    const same = await admin.put(url, templateBody({ default_validity_months: 12, name: 'Annual permit' }));
    expect(same.json().renewal_rule).toEqual({ kind: 'fixed_date', month: 3, day: 31 });
    const changed = await admin.put(url, templateBody({ default_validity_months: 18 }));
    expect(changed.json().renewal_rule).toEqual({ kind: 'term', months: 18 });
  });

  it('keeps "no expiry" whatever validity the form sends, and the validity stored with it', async () => {
    const created = await create({ default_validity_months: 12 });
    await t.database.db
      .update(licenseTemplates)
      .set({ renewalRule: { kind: 'none' } })
      .where(eq(licenseTemplates.id, created.id));
    const url = `/api/admin/license-templates/${created.id}`;
    const response = await admin.put(url, templateBody({ default_validity_months: 36 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ renewal_rule: { kind: 'none' }, default_validity_months: 12 });
  });

  it('takes a rule of any kind from the form, its term setting the validity', async () => {
    const created = await create({ default_validity_months: 12 });
    const url = `/api/admin/license-templates/${created.id}`;
    const fixed = await admin.put(
      url,
      templateBody({ renewal_rule: { kind: 'fixed_date', month: 1, day: 15 }, default_validity_months: 12 }),
    );
    expect(fixed.json()).toMatchObject({ renewal_rule: { kind: 'fixed_date', month: 1, day: 15 } });
    const none = await admin.put(url, templateBody({ renewal_rule: { kind: 'none' } }));
    expect(none.json()).toMatchObject({ renewal_rule: { kind: 'none' }, default_validity_months: 12 });
    const term = await admin.put(
      url,
      templateBody({ renewal_rule: { kind: 'term', months: 24 }, default_validity_months: 12 }),
    );
    expect(term.json()).toMatchObject({
      renewal_rule: { kind: 'term', months: 24 },
      default_validity_months: 24,
    });
    const bad = await admin.put(
      url,
      templateBody({ renewal_rule: { kind: 'fixed_date', month: 2, day: 30 } }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('renewal_rule');
    const created2 = await admin.post(
      '/api/admin/license-templates',
      templateBody({ name: 'Registration', renewal_rule: { kind: 'none' }, default_validity_months: 12 }),
    );
    // A new template stores the validity the form sends.
    expect(created2.json()).toMatchObject({ renewal_rule: { kind: 'none' }, default_validity_months: 12 });
  });

  it('protects an edited catalogue template from the seeding at the next start', async () => {
    const seeded = await seededRow();
    const body = templateBody({
      name: 'Edited by the admin',
      level: seeded.level,
      business_types: seeded.businessTypes,
      province: seeded.province,
      city: seeded.city ?? (seeded.level === 'municipal' ? 'Somewhere' : null),
      default_validity_months: 7,
    });
    expect((await admin.put(`/api/admin/license-templates/${seeded.id}`, body)).statusCode).toBe(200);
    await seedCatalog(t.database.db);
    const [after] = await t.database.db
      .select()
      .from(licenseTemplates)
      .where(eq(licenseTemplates.id, seeded.id));
    expect(after).toMatchObject({
      name: 'Edited by the admin',
      defaultValidityMonths: 7,
      editedByAdmin: true,
    });
  });

  it('lets the seeding restore a catalogue template nobody edited in the panel (control)', async () => {
    const rows = await t.database.db
      .select()
      .from(licenseTemplates)
      .where(isNotNull(licenseTemplates.catalogKey));
    const untouched = rows.find((r) => !r.editedByAdmin)!;
    await t.database.db
      .update(licenseTemplates)
      .set({ name: 'Changed behind the panel' })
      .where(eq(licenseTemplates.id, untouched.id));
    await seedCatalog(t.database.db);
    const [after] = await t.database.db
      .select()
      .from(licenseTemplates)
      .where(eq(licenseTemplates.id, untouched.id));
    expect(after?.name).toBe(untouched.name);
  });

  it('keeps a deleted catalogue template deleted when the catalogue is seeded again', async () => {
    const rows = await t.database.db
      .select()
      .from(licenseTemplates)
      .where(isNotNull(licenseTemplates.catalogKey));
    const seeded = rows.find((r) => !r.editedByAdmin)!;
    expect((await admin.delete(`/api/admin/license-templates/${seeded.id}`)).statusCode).toBe(204);
    await seedCatalog(t.database.db);
    const again = await t.database.db
      .select()
      .from(licenseTemplates)
      .where(eq(licenseTemplates.catalogKey, seeded.catalogKey!));
    expect(again).toEqual([]);
    expect((await list()).some((x) => x.name === seeded.name && x.city === seeded.city)).toBe(
      rows.some((r) => r.id !== seeded.id && r.name === seeded.name && r.city === seeded.city),
    );
  });

  it('deletes a template and keeps the licences made from it', async () => {
    const template = await create({ name: 'Harbour signage permit' });
    const owner = apiClient(t.app, (await t.signIn()).headers);
    const business = await createBusiness(owner, HALIFAX_TECH);
    const license = await createLicense(owner, business.id, {
      license_name: 'Harbour signage permit',
      level: 'municipal',
      template_id: template.id,
    });
    expect(license.template_id).toBe(template.id);

    const deleted = await admin.delete(`/api/admin/license-templates/${template.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await list()).some((x) => x.id === template.id)).toBe(false);

    const kept = await owner.get(`/api/licenses/${license.id}/`);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      id: license.id,
      license_name: 'Harbour signage permit',
      expiry_date: license.expiry_date,
      template_id: null,
    });
    expect((await admin.delete(`/api/admin/license-templates/${template.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin.put(`/api/admin/license-templates/${unknown}`, templateBody())).statusCode).toBe(404);
    expect((await admin.delete(`/api/admin/license-templates/${unknown}`)).statusCode).toBe(404);
    expect((await admin.put('/api/admin/license-templates/not-an-id', templateBody())).statusCode).toBe(400);
    expect((await admin.delete('/api/admin/license-templates/not-an-id')).statusCode).toBe(400);
  });
});
