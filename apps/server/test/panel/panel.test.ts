// Issue 27's correctness panel: 40+ business profiles across every province and territory, each
// with cited expectations (official page + quotation) about catalogue templates, checked against
// the real onboarding API (GET /api/onboarding/license-templates) — one app per database, one
// request per profile. A failure names the profile, the template, what was expected and the source.
// See README.md in this folder for how to add a profile.
import { licenseTemplates } from '@lt/catalog';
import { ACTIVITY_QUESTION_KEYS, activityByKey, type OnboardingTemplates, PROVINCE_CODES } from '@lt/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenseTemplates as templatesTable } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/app';
import { TEST_ENV } from '../support/businesses';
import { DB_KINDS } from '../support/database';
import { failures, untranslated } from './panel-check';
import { LIMITATIONS, type Limitation } from './panel-limitations';
import { PROFILES } from './panel-profiles';
import type { Profile } from './panel-types';

const catalogueKeys = new Set(licenseTemplates().map((t) => t.key));
const questionKeys = new Set<string>(ACTIVITY_QUESTION_KEYS);

describe('the panel itself', () => {
  it('has at least 40 profiles with distinct ids, in all 13 provinces and territories', () => {
    expect(PROFILES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(PROFILES.map((p) => p.id)).size).toBe(PROFILES.length);
    expect(new Set(PROFILES.map((p) => p.province))).toEqual(new Set(PROVINCE_CODES));
  });

  it('speaks French too', () => {
    expect(PROFILES.filter((p) => p.language === 'fr').length).toBeGreaterThanOrEqual(5);
  });

  it.each(PROFILES)('$id: its activity and answers are the taxonomy’s', (profile: Profile) => {
    expect(
      activityByKey(profile.activity),
      `${profile.id}: unknown activity ${profile.activity}`,
    ).toBeDefined();
    const unknown = Object.keys(profile.answers).filter((key) => !questionKeys.has(key));
    expect(unknown, `${profile.id}: answers to questions that do not exist`).toEqual([]);
    expect(profile.expect.length, `${profile.id}: expects nothing`).toBeGreaterThan(0);
  });

  it.each(PROFILES)(
    '$id: every expectation names a catalogue template and cites an https source with a quote',
    (profile: Profile) => {
      for (const e of profile.expect) {
        const where = `${profile.id} → ${e.template}`;
        // The panel cannot drift from the catalogue silently: a renamed or removed key fails here.
        expect(catalogueKeys.has(e.template), `${where}: not a key of the catalogue`).toBe(true);
        expect(new URL(e.source).protocol, `${where}: ${e.source}`).toBe('https:');
        expect(e.quote.trim().length, `${where}: no quotation`).toBeGreaterThanOrEqual(15);
        expect(e.why.trim(), `${where}: no reason`).not.toBe('');
      }
    },
  );
});

describe('the catalogue’s known limitations', () => {
  const notesOf = new Map(licenseTemplates().map((t) => [t.key, t.notes]));

  it.each(LIMITATIONS)(
    '$template: its notes state the rule the questions cannot ask',
    (limitation: Limitation) => {
      expect(notesOf.get(limitation.template), limitation.rule).toContain(limitation.notesSay);
      expect(new URL(limitation.source).protocol).toBe('https:');
      expect(limitation.quote.trim().length).toBeGreaterThanOrEqual(15);
      if (limitation.profile) {
        const profile = PROFILES.find((p) => p.id === limitation.profile);
        const expectation = profile?.expect.find((e) => e.template === limitation.template);
        expect(expectation?.why, `${limitation.profile} → ${limitation.template}`).toMatch(
          /^Known limitation/,
        );
      }
    },
  );
});

describe.each(DB_KINDS)('the correctness panel against onboarding (%s)', (kind) => {
  let t: TestApp;
  let headers: { authorization: string };
  /** Catalogue key → template id in this database: the API answers with ids. */
  let idOfKey: Map<string, string>;

  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV });
    headers = (await t.signIn()).headers;
    const rows = await t.database.db
      .select({ id: templatesTable.id, key: templatesTable.catalogKey })
      .from(templatesTable);
    idOfKey = new Map(rows.filter((r) => r.key !== null).map((r) => [r.key!, r.id]));
  });
  afterAll(() => t?.close());

  async function templatesFor(profile: Profile): Promise<OnboardingTemplates> {
    const query = new URLSearchParams({
      activity: profile.activity,
      province: profile.province,
      city: profile.city,
      answers: JSON.stringify(profile.answers),
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/onboarding/license-templates?${query}`,
      headers: { ...headers, 'accept-language': profile.language === 'fr' ? 'fr-CA' : 'en-CA' },
    });
    expect(response.statusCode, `${profile.id}: ${response.body}`).toBe(200);
    return response.json();
  }

  // Issue 28: the payroll questions reach onboarding (the web lists what the API sends) only where
  // an employer health tax depends on them, and only once the business says it has employees.
  it('asks an Ontario employer about a $1 million payroll, in French too, and nobody in Yukon', async () => {
    const base = { id: 'q', description: '', activity: 'general_retail', expect: [] };
    const ask = async (province: string, city: string, answers: Record<string, boolean>, fr = false) =>
      (await templatesFor({ ...base, language: fr ? 'fr' : 'en', province, city, answers })).questions.map(
        (q): [string, string] => [q.key, fr ? q.text_fr : q.text],
      );
    const payroll = (asked: [string, string][]) => asked.filter(([key]) => key.startsWith('payroll_'));
    expect(payroll(await ask('ON', 'Ottawa', { has_employees: true }))).toEqual([
      ['payroll_over_1m', 'Is your total annual payroll over $1 million?'],
    ]);
    expect(payroll(await ask('ON', 'Ottawa', { has_employees: true }, true))).toEqual([
      ['payroll_over_1m', 'Votre masse salariale annuelle totale dépasse-t-elle 1 million de dollars?'],
    ]);
    expect(payroll(await ask('MB', 'Winnipeg', { has_employees: true }))).toEqual([
      ['payroll_over_2_25m', 'Is your total annual payroll over $2.25 million?'],
    ]);
    expect(payroll(await ask('ON', 'Ottawa', { has_employees: false }))).toEqual([]);
    expect(payroll(await ask('YT', 'Whitehorse', { has_employees: true }))).toEqual([]);
  });

  it.each(PROFILES)('$id', async (profile: Profile) => {
    const answer = await templatesFor(profile);
    expect(failures(profile, answer, idOfKey)).toEqual([]);
    if (profile.language === 'fr') {
      expect(untranslated(answer), `${profile.id}: templates a French reader would read in English`).toEqual(
        [],
      );
    }
  });
});
