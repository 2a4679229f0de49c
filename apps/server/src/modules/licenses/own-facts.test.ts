import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import {
  type ApiClient,
  apiClient,
  type BusinessJson,
  createBusiness,
  licenseBody,
  TEST_ENV,
  TORONTO_RESTAURANT,
} from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { multipartForm } from '../../../test/support/multipart';
import { licenseTemplates } from '../../db/schema';
import { fixedClock } from '../../lib/clock';

/**
 * Decision 042: a licence has a template only when the user chose one. Without one, its renewal
 * rule, authority and link are exactly what was given (a 12-month term and none when none was
 * given), in Québec as in Ontario; with one, the template's, with its French name and authority.
 */
const QUEBEC_SHOP = {
  business_name: 'Boutique du Vieux',
  business_type: 'Retail',
  address: '1 rue Saint-Paul',
  city: 'Québec',
  province: 'QC',
  postal_code: 'G1K 3V9',
};
const PRINTED_DETAIL = 'expiry_date: enter the expiry date printed on the licence; its term is not known';

describe.each(DB_KINDS)('a licence’s facts are its own (%s)', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let headers: { authorization: string };
  let quebec: BusinessJson;
  let toronto: BusinessJson;
  let places: [string, BusinessJson][];
  let patioTemplate: string;

  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV, clock: fixedClock('2026-11-22T15:00:00Z') });
    ({ headers } = await t.signIn());
    api = apiClient(t.app, headers);
    quebec = await createBusiness(api, QUEBEC_SHOP);
    toronto = await createBusiness(api, TORONTO_RESTAURANT);
    places = [
      ['Québec', quebec],
      ['Toronto', toronto],
    ];
    const [row] = await t.database.db
      .insert(licenseTemplates)
      .values({
        name: 'Patio permit',
        nameFr: 'Permis de terrasse',
        level: 'municipal',
        businessTypes: ['Restaurant'],
        province: 'ON',
        city: 'Toronto',
        defaultValidityMonths: 12,
        renewalRule: { kind: 'fixed_date', month: 4, day: 30 },
        issuingAuthority: 'City of Toronto',
        issuingAuthorityFr: 'Ville de Toronto',
        sourceUrl: 'https://www.toronto.ca/patio',
      })
      .returning();
    patioTemplate = row!.id;
  });
  afterAll(() => t?.close());

  const post = (business: BusinessJson, overrides: Record<string, unknown>) =>
    api.post('/api/licenses/', licenseBody(business.id, overrides));

  it('takes a municipal licence with an expiry date in Québec as in Ontario, borrowing nothing', async () => {
    for (const [place, business] of places) {
      const response = await post(business, {
        license_name: 'Food handler certificate',
        expiry_date: '2027-06-30',
      });
      expect(response.statusCode, `${place}: ${response.body}`).toBe(201);
      expect(response.json(), place).toMatchObject({
        template_id: null,
        license_name_fr: null,
        renewal_rule: { kind: 'term', months: 12 },
        expiry_date: '2027-06-30',
        authority: null,
        authority_fr: null,
        source_url: null,
      });
    }
  });

  it('gives a licence with only an issue date 12 months, and keeps exactly the rule, authority and link given', async () => {
    for (const [place, business] of places) {
      const plain = (await post(business, { license_name: 'Sign permit', issued_date: '2026-03-01' })).json();
      expect(plain, place).toMatchObject({
        renewal_rule: { kind: 'term', months: 12 },
        expiry_date: '2027-03-01',
        is_manually_changed: false,
        authority: null,
        source_url: null,
      });
      const given = {
        license_name: 'Alarm permit',
        level: 'provincial',
        issued_date: '2026-03-01',
        renewal_rule: { kind: 'none' },
        authority: 'My own authority',
        source_url: 'https://example.test/alarm',
      };
      const response = await post(business, given);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json(), place).toMatchObject({
        template_id: null,
        renewal_rule: { kind: 'none' },
        expiry_date: null,
        authority: 'My own authority',
        authority_fr: null,
        source_url: 'https://example.test/alarm',
      });
    }
  });

  it('takes the chosen template’s rule, authority, link and French names, and forgets the French of a renamed licence', async () => {
    const response = await post(toronto, {
      template_id: patioTemplate,
      license_name: 'Patio permit',
      issued_date: '2026-05-01',
    });
    expect(response.statusCode, response.body).toBe(201);
    const licence = response.json();
    expect(licence).toMatchObject({
      template_id: patioTemplate,
      license_name_fr: 'Permis de terrasse',
      renewal_rule: { kind: 'fixed_date', month: 4, day: 30 },
      expiry_date: '2027-04-30',
      authority: 'City of Toronto',
      authority_fr: 'Ville de Toronto',
      source_url: 'https://www.toronto.ca/patio',
    });
    const url = `/api/licenses/${licence.id}/`;
    const body = licenseBody(toronto.id, { license_name: 'Patio permit', issued_date: '2026-05-01' });
    const same = (await api.put(url, body)).json();
    expect(same).toMatchObject({ license_name_fr: 'Permis de terrasse', authority_fr: 'Ville de Toronto' });
    const renamed = (
      await api.put(url, { ...body, license_name: 'Back patio', authority: 'Toronto MLS' })
    ).json();
    expect(renamed).toMatchObject({
      template_id: patioTemplate,
      license_name: 'Back patio',
      license_name_fr: null,
      authority: 'Toronto MLS',
      authority_fr: null,
    });
  });

  it('needs the printed expiry date of a licence with no known term, on create, update and renewal', async () => {
    const printed = { license_name: 'Terrasse', renewal_rule: { kind: 'printed' } };
    const refused = await post(quebec, { ...printed, expiry_date: null });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: PRINTED_DETAIL });

    const created = await post(quebec, { ...printed, issued_date: '2026-05-01', expiry_date: '2027-05-15' });
    expect(created.statusCode, created.body).toBe(201);
    const licence = created.json();
    expect(licence).toMatchObject({
      renewal_rule: { kind: 'printed' },
      expiry_date: '2027-05-15',
      expiry_estimated: false,
      is_manually_changed: false,
    });
    const url = `/api/licenses/${licence.id}/`;
    const update = await api.put(url, licenseBody(quebec.id, { license_name: 'Terrasse', expiry_date: '' }));
    expect(update.statusCode).toBe(400);
    expect(update.json()).toEqual({ detail: PRINTED_DETAIL });

    const renewal = await api.post(`${url}renew/`, {});
    expect(renewal.statusCode).toBe(400);
    expect(renewal.json()).toEqual({ detail: PRINTED_DETAIL });
    const renewed = await api.post(`${url}renew/`, { expiry_date: '2028-05-20' });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json()).toMatchObject({
      issued_date: '2027-05-15',
      expiry_date: '2028-05-20',
      renewal_rule: { kind: 'printed' },
      is_manually_changed: false,
    });
  });

  it('imports the same sheet alike in Québec and Ontario, each row keeping exactly its own facts', async () => {
    const sheet = (business: string) =>
      [
        'Business,Licence name,Level,Issue date,Expiry date,Renewal rule,Authority,Source',
        `${business},Food handler certificate,municipal,2026-01-10,2027-01-31,,,`,
        `${business},Sign permit,municipal,2026-02-01,,,,`,
        `${business},Occupancy certificate,municipal,2026-02-01,,no expiry,City hall,https://example.test/co`,
        `${business},Market stall permit,municipal,2026-02-01,2026-09-30,date printed,,`,
        `${business},Fire inspection,municipal,2026-02-01,,date printed,,`,
      ].join('\n');
    const upload = async (business: BusinessJson) => {
      const form = await multipartForm(
        { name: 'licences.csv', bytes: sheet(business.business_name) },
        { mode: 'valid_rows' },
      );
      return t.app.inject({
        method: 'POST',
        url: '/api/licenses/import/',
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
    };
    // Businesses of their own: the licences of the tests above do not take part.
    const sheetPlaces: [string, BusinessJson][] = [
      ['Québec', await createBusiness(api, { ...QUEBEC_SHOP, business_name: 'Sheet QC' })],
      ['Toronto', await createBusiness(api, { ...TORONTO_RESTAURANT, business_name: 'Sheet ON' })],
    ];
    const outcomes = [];
    for (const [place, business] of sheetPlaces) {
      const response = await upload(business);
      expect(response.statusCode, `${place}: ${response.body}`).toBe(200);
      outcomes.push(response.json());
    }
    for (const summary of outcomes) {
      expect(summary).toMatchObject({ rows: 5, created: 4, skipped: [{ row: 6, reason: PRINTED_DETAIL }] });
    }
    const imported = (await api.get('/api/licenses/?limit=500')).json() as Record<string, unknown>[];
    const facts = (business: BusinessJson) =>
      imported
        .filter((l) => l.business_id === business.id && l.notes === null)
        .map(({ license_name, renewal_rule, expiry_date, authority, source_url, template_id }) => ({
          license_name,
          renewal_rule,
          expiry_date,
          authority,
          source_url,
          template_id,
        }))
        .sort((a, b) => String(a.license_name).localeCompare(String(b.license_name)));
    const expected = [
      {
        license_name: 'Food handler certificate',
        renewal_rule: { kind: 'term', months: 12 },
        expiry_date: '2027-01-31',
        authority: null,
        source_url: null,
        template_id: null,
      },
      {
        license_name: 'Market stall permit',
        renewal_rule: { kind: 'printed' },
        expiry_date: '2026-09-30',
        authority: null,
        source_url: null,
        template_id: null,
      },
      {
        license_name: 'Occupancy certificate',
        renewal_rule: { kind: 'none' },
        expiry_date: null,
        authority: 'City hall',
        source_url: 'https://example.test/co',
        template_id: null,
      },
      {
        license_name: 'Sign permit',
        renewal_rule: { kind: 'term', months: 12 },
        expiry_date: '2027-02-01',
        authority: null,
        source_url: null,
        template_id: null,
      },
    ];
    expect(facts(sheetPlaces[0]![1])).toEqual(expected);
    expect(facts(sheetPlaces[1]![1])).toEqual(expected);
  });

  it('keeps the template of a licence a sheet re-imports, and nothing else is matched to one', async () => {
    const [template] = await t.database.db
      .select()
      .from(licenseTemplates)
      .where(eq(licenseTemplates.id, patioTemplate));
    const created = (
      await post(toronto, {
        template_id: patioTemplate,
        license_name: template!.name,
        license_type: null,
        notes: 'kept',
      })
    ).json();
    const form = await multipartForm({
      name: 'licences.csv',
      bytes: [
        'ID,Business,Licence name,Level,Issue date,Notes',
        `${created.id},${toronto.business_name},Patio permit,municipal,2026-01-15,kept`,
      ].join('\n'),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/licenses/import/',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(response.json()).toMatchObject({ unchanged: 1, created: 0, updated: 0 });
    expect((await api.get(`/api/licenses/${created.id}/`)).json()).toMatchObject({
      template_id: patioTemplate,
      license_name_fr: 'Permis de terrasse',
      authority_fr: 'Ville de Toronto',
    });
  });
});
