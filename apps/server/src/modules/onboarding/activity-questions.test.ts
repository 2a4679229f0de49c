// Issues 19 and 27: step 4 offers only what applies to the business's activity, asks only the
// questions that decide it, and every template names its authority and source.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { type ApiClient, apiClient, TEST_ENV } from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { licenseTemplates } from '../../db/schema';

interface Offered {
  id: string;
  name: string;
  applies: boolean | null;
  question: string | null;
  issuing_authority: string | null;
  source_url: string | null;
  renewal_rule: { kind: string; month?: number; day?: number };
}
interface Step4 {
  federal: Offered[];
  provincial: Offered[];
  municipal: Offered[];
  questions: { key: string; text: string; text_fr: string }[];
  no_general_licence: boolean;
  municipal_note: { text: string; text_fr: string } | null;
}

const SASKATOON_RETAIL = 'activity=general_retail&province=SK&city=Saskatoon';
const NO_TO_RISKY = { sells_firearms: false, sells_cannabis: false, sells_fuel: false, handles_drugs: false };

describe.each(DB_KINDS)('onboarding step 4 with activity questions (%s)', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV });
    api = apiClient(t.app, (await t.signIn()).headers);
  });
  afterAll(() => t?.close());

  const step4 = async (query: string, answers?: Record<string, boolean>): Promise<Step4> => {
    const encoded = answers ? `&answers=${encodeURIComponent(JSON.stringify(answers))}` : '';
    const response = await api.get(`/api/onboarding/license-templates?${query}${encoded}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const all = (result: Step4) => [...result.federal, ...result.provincial, ...result.municipal];
  const applying = (result: Step4) =>
    all(result)
      .filter((x) => x.applies === true)
      .map((x) => x.name);

  it('offers a Saskatoon retail shop no cannabis, fuel or pharmacy licence, and firearms only on a yes', async () => {
    const before = await step4(SASKATOON_RETAIL);
    const keys = before.questions.map((q) => q.key);
    expect(keys).toContain('sells_firearms');
    // Its activity rules these out: they are not even asked.
    expect(keys).not.toContain('sells_cannabis');
    expect(keys).not.toContain('handles_drugs');
    expect(all(before).map((x) => x.name)).not.toContain('Cannabis retail permit');
    expect(all(before).map((x) => x.name)).not.toContain('Pharmacy permit');
    // Unanswered: nothing conditional is offered as applying yet.
    const firearms = all(before).find((x) => x.name === 'Firearms business licence')!;
    expect(firearms).toMatchObject({ applies: null, question: 'sells_firearms' });

    const after = await step4(SASKATOON_RETAIL, NO_TO_RISKY);
    const names = applying(after);
    expect(names).not.toContain('Firearms business licence');
    expect(names).not.toContain('Cannabis retail permit');
    expect(names).not.toContain('Pharmacy permit');
    expect(names.some((n) => /petroleum/i.test(n))).toBe(false);
    for (const x of all(after).filter((x) => x.question && x.question in NO_TO_RISKY)) {
      expect(x.applies, x.name).toBe(false);
    }
    // What always applies still does.
    expect(names).toEqual(expect.arrayContaining(['Business Number (BN) registration']));
  });

  it('adds the liquor permit when a convenience store sells alcohol', async () => {
    const store = 'activity=convenience_store&province=SK&city=Saskatoon';
    const no = applying(await step4(store, { ...NO_TO_RISKY, sells_alcohol: false }));
    const yes = applying(await step4(store, { ...NO_TO_RISKY, sells_alcohol: true }));
    expect(no).not.toContain('Retail store permit (liquor)');
    expect(yes).toContain('Retail store permit (liquor)');
  });

  it('resolves the storefront and home-based licences by one answer', async () => {
    const municipal = async (home: boolean) =>
      (await step4(SASKATOON_RETAIL, { home_based: home })).municipal
        .filter((x) => x.applies)
        .map((x) => x.name);
    expect(await municipal(true)).toEqual(['Home based business licence']);
    expect(await municipal(false)).toEqual(['Business licence']);
    const questions = (await step4(SASKATOON_RETAIL)).questions;
    expect(questions.find((q) => q.key === 'home_based')).toEqual({
      key: 'home_based',
      text: 'Is the business run from home?',
      text_fr: 'L’entreprise est-elle exploitée à domicile?',
    });
  });

  it('does not ask a restaurant whether it prepares food', async () => {
    const result = await step4('activity=full_service_restaurant&province=ON&city=Toronto');
    expect(result.questions.map((q) => q.key)).not.toContain('sells_food');
    expect(result.questions.map((q) => q.key)).toContain('sells_alcohol');
    const eating = result.municipal.find((x) => x.name === 'Eating or drinking establishment licence');
    expect(eating?.applies).toBe(true);
  });

  it('asks every business whether it has employees and is incorporated, and federally once it is', async () => {
    const keys = async (answers?: Record<string, boolean>) =>
      (await step4('activity=software_it&province=ON&city=Toronto', answers)).questions.map((q) => q.key);
    expect((await keys()).slice(0, 2)).toEqual(['has_employees', 'incorporated']);
    expect(await keys()).not.toContain('federally_incorporated');
    expect(await keys({ incorporated: true })).toContain('federally_incorporated');
  });

  it('takes the type from the activity, and refuses an activity and a type that disagree', async () => {
    const salon = await step4('activity=hair_salon_barber&province=ON&city=Toronto');
    expect(all(salon).length).toBeGreaterThan(0);
    const mismatch = await api.get(
      '/api/onboarding/license-templates?activity=hair_salon_barber&business_type=Restaurant&province=ON',
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().detail).toBe(
      'business_type: must be Other for the activity hair_salon_barber (or left out)',
    );
    const unknown = await api.get('/api/onboarding/license-templates?activity=juggling&province=ON');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toMatch(/^activity: /);
    const neither = await api.get('/api/onboarding/license-templates?province=ON');
    expect(neither.statusCode).toBe(400);
    expect(neither.json().detail).toBe('business_type: is required (or give an activity)');
  });

  it('leaves a template of some activities undecided for a business that gave only its type', async () => {
    const typed = await step4('business_type=Retail&province=SK&city=Saskatoon', { sells_alcohol: true });
    // Retail's activities include the liquor store: offered, but only as "may apply".
    const liquor = all(typed).find((x) => x.name === 'Retail store permit (liquor)');
    expect(liquor?.applies).toBeNull();
  });

  it('gives Victoria’s business licence its fixed 15 January renewal, with its authority and source', async () => {
    const result = await step4('business_type=Retail&province=BC&city=Victoria');
    const licence = result.municipal.find((x) => x.name === 'Business licence');
    expect(licence).toMatchObject({
      renewal_rule: { kind: 'fixed_date', month: 1, day: 15 },
      issuing_authority: expect.stringContaining('City of Victoria'),
      source_url: expect.stringMatching(/^https:\/\//),
    });
  });

  it('says so where the municipality issues no general business licence', async () => {
    const halifax = await step4('business_type=Technology&province=NS&city=Halifax');
    expect(halifax.no_general_licence).toBe(true);
    expect(halifax.municipal_note?.text).toContain('no general business licence');
    expect(halifax.municipal_note?.text_fr).toContain('permis d’entreprise général');
    const toronto = await step4('business_type=Technology&province=ON&city=Toronto');
    expect(toronto).toMatchObject({ no_general_licence: false, municipal_note: null });
  });

  it.each([
    ['not JSON', '{sells_alcohol:true}', /JSON object/],
    ['a list', '[true]', /JSON object/],
    ['an unknown question', '{"sells_boats":true}', /sells_boats/],
    ['a non-boolean answer', '{"sells_alcohol":"yes"}', /true or false/],
  ])('refuses answers that are %s with a 400 naming the field', async (_label, answers, detail) => {
    const response = await api.get(
      `/api/onboarding/license-templates?${SASKATOON_RETAIL}&answers=${encodeURIComponent(answers)}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/^answers: /);
    expect(response.json().detail).toMatch(detail);
  });

  it('has an authority and a source for every template, and no licence twice at a level and place', async () => {
    const rows = await t.database.db.select().from(licenseTemplates);
    expect(rows.length).toBeGreaterThan(150);
    for (const row of rows) {
      expect(row.issuingAuthority?.trim(), row.name).toBeTruthy();
      expect(row.sourceUrl, row.name).toMatch(/^https?:\/\//);
    }
    const duplicates = await t.database.db.execute(sql`
      select name, level, province, city from license_templates
      group by name, level, province, city having count(*) > 1`);
    expect((duplicates as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
