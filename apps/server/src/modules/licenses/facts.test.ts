import { licenseTemplates as catalogueTemplates } from '@lt/catalog';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, adminIdentity, templateBody } from '../../../test/support/admin';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import {
  type ApiClient,
  apiClient,
  type BusinessJson,
  createBusiness,
  createLicense,
} from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { joinWorkspace } from '../../../test/support/join-workspace';
import { licenseTemplates } from '../../db/schema';
import { catalogRows, seedCatalog } from '../templates/seed';

/**
 * Decision 044: what an owner needs on the day lives on the template; the administrator edits it,
 * seeding stores it, and GET /licenses/{id}/facts/ answers it for a licence made from a template,
 * nulls for one typed by hand (decision 042), 404 for another user's licence.
 */
const SOURCE = {
  source_kind: 'official',
  confidence: 'high',
  source_url: 'https://www.halifax.ca/business',
  source_checked_on: '2026-11-27',
};
const FACTS = {
  fee: '$150 a year',
  fee_fr: '150 $ par année',
  late_penalty: 'A 10% penalty after 30 days',
  late_penalty_fr: 'Une pénalité de 10 % après 30 jours',
  how_to_renew: 'Online, with your licence number',
  how_to_renew_fr: 'En ligne, avec votre numéro de permis',
  renewal_url: 'https://www.halifax.ca/renew',
};
const NULL_FACTS = {
  fee: null,
  fee_fr: null,
  late_penalty: null,
  late_penalty_fr: null,
  how_to_renew: null,
  how_to_renew_fr: null,
  renewal_url: null,
};
const HALIFAX = {
  business_name: 'Harbour Bytes',
  business_type: 'Technology',
  address: '1 Lower Water St',
  city: 'Halifax',
  province: 'NS',
  postal_code: 'B3J 1R7',
};

describe.each(DB_KINDS)('the facts of the day (%s)', (kind) => {
  let t: TestApp;
  let admin: ApiClient;
  let owner: ApiClient;
  let other: ApiClient;
  let business: BusinessJson;
  let withFacts: string;
  let bare: string;

  beforeAll(async () => {
    t = await buildTestApp(kind, { env: ADMIN_ENV });
    admin = apiClient(t.app, (await t.signIn(adminIdentity())).headers);
    owner = apiClient(t.app, (await t.signIn()).headers);
    other = apiClient(t.app, (await t.signIn()).headers);
    business = await createBusiness(owner, HALIFAX);
    const made = await admin.post('/api/admin/license-templates', templateBody({ ...FACTS, ...SOURCE }));
    expect(made.statusCode, made.body).toBe(201);
    withFacts = made.json().id;
    const plain = await admin.post(
      '/api/admin/license-templates',
      templateBody({ name: 'Halifax sign permit' }),
    );
    expect(plain.statusCode, plain.body).toBe(201);
    bare = plain.json().id;
  });
  afterAll(() => t?.close());

  it('the admin API stores the facts, answers them and edits them; a blank clears one', async () => {
    const listed = await admin.get('/api/admin/license-templates?q=Halifax+tech');
    expect(listed.statusCode, listed.body).toBe(200);
    const shown = listed.json().find((item: { id: string }) => item.id === withFacts);
    expect(shown).toMatchObject({ ...FACTS, source_kind: 'official', confidence: 'high' });

    const edited = await admin.put(
      `/api/admin/license-templates/${withFacts}`,
      templateBody({
        ...FACTS,
        ...SOURCE,
        fee: '$175 a year',
        fee_fr: '175 $ par année',
        late_penalty: '  ',
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      fee: '$175 a year',
      fee_fr: '175 $ par année',
      late_penalty: null,
    });
    const [row] = await t.database.db
      .select()
      .from(licenseTemplates)
      .where(eq(licenseTemplates.id, withFacts));
    expect(row).toMatchObject({ fee: '$175 a year', latePenalty: null, renewalUrl: FACTS.renewal_url });

    // Put back for the tests below.
    expect(
      (await admin.put(`/api/admin/license-templates/${withFacts}`, templateBody({ ...FACTS, ...SOURCE })))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a renewal page that is not a web address, naming the field', async () => {
    const refused = await admin.post(
      '/api/admin/license-templates',
      templateBody({ renewal_url: 'javascript:alert(1)' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toContain('renewal_url');
    const kind = await admin.post('/api/admin/license-templates', templateBody({ source_kind: 'blog' }));
    expect(kind.statusCode).toBe(400);
    expect(kind.json().detail).toContain('source_kind');
  });

  it('answers the chosen template’s facts, with its source, date, confidence and kind', async () => {
    const licence = await createLicense(owner, business.id, {
      template_id: withFacts,
      license_name: 'Halifax tech business permit',
    });
    const res = await owner.get(`/api/licenses/${licence.id}/facts/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      license_id: licence.id,
      template_id: withFacts,
      ...FACTS,
      source_url: 'https://www.halifax.ca/business',
      source_checked_on: '2026-11-27',
      confidence: 'high',
      source_official: true,
    });
  });

  it('answers nulls for the facts a template does not state, and all nulls for a licence typed by hand', async () => {
    const fromBare = await createLicense(owner, business.id, {
      template_id: bare,
      license_name: 'Halifax sign permit',
    });
    expect((await owner.get(`/api/licenses/${fromBare.id}/facts/`)).json()).toEqual({
      license_id: fromBare.id,
      template_id: bare,
      ...NULL_FACTS,
      source_url: null,
      source_checked_on: null,
      confidence: null,
      source_official: null,
    });
    // Same name as the template with facts, but typed by hand: nothing is borrowed (decision 042).
    const byHand = await createLicense(owner, business.id, { license_name: 'Halifax tech business permit' });
    expect((await owner.get(`/api/licenses/${byHand.id}/facts/`)).json()).toEqual({
      license_id: byHand.id,
      template_id: null,
      ...NULL_FACTS,
      source_url: null,
      source_checked_on: null,
      confidence: null,
      source_official: null,
    });
  });

  it('is reached like every licence: another user’s id is a 404, a viewer of the workspace reads it', async () => {
    const licence = await createLicense(owner, business.id, {
      template_id: withFacts,
      license_name: 'Halifax tech business permit',
    });
    const stranger = await other.get(`/api/licenses/${licence.id}/facts/`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().detail).toBe('License not found');
    expect((await owner.get('/api/licenses/00000000-0000-4000-8000-000000000000/facts/')).statusCode).toBe(
      404,
    );
    expect((await owner.get('/api/licenses/not-an-id/facts/')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/licenses/${licence.id}/facts/` })).statusCode,
    ).toBe(401);

    const viewer = apiClient(t.app, (await t.signIn()).headers);
    await joinWorkspace(t, owner, viewer, business.workspace_id, 'viewer');
    const read = await viewer.get(`/api/licenses/${licence.id}/facts/`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().fee).toBe(FACTS.fee);
  });

  it('seeding stores the catalogue’s facts, and a reseed refreshes them', async () => {
    const catalogue = catalogueTemplates();
    const first = catalogue[0]!;
    const withDay = { ...first, ...FACTS, source_kind: 'official' as const };
    await seedCatalog(t.database.db, catalogRows([withDay, ...catalogue.slice(1)]));
    const [row] = await t.database.db
      .select()
      .from(licenseTemplates)
      .where(eq(licenseTemplates.catalogKey, first.key));
    expect(row).toMatchObject({
      fee: FACTS.fee,
      feeFr: FACTS.fee_fr,
      latePenalty: FACTS.late_penalty,
      latePenaltyFr: FACTS.late_penalty_fr,
      howToRenew: FACTS.how_to_renew,
      howToRenewFr: FACTS.how_to_renew_fr,
      renewalUrl: FACTS.renewal_url,
      sourceKind: 'official',
    });
    await seedCatalog(
      t.database.db,
      catalogRows([{ ...withDay, fee: '$200', fee_fr: '200 $' }, ...catalogue.slice(1)]),
    );
    const [again] = await t.database.db
      .select()
      .from(licenseTemplates)
      .where(eq(licenseTemplates.catalogKey, first.key));
    expect(again).toMatchObject({ fee: '$200', feeFr: '200 $', howToRenew: FACTS.how_to_renew });
  });
});
