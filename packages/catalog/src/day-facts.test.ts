// The facts an owner needs on the day a reminder arrives (issue 28): fee, late penalty, how to renew
// and the renewal page, from scripts/day-facts.ts, in both languages and never made up.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dayFactsOf } from '../scripts/build-templates';
import { DAY_FACTS } from '../scripts/day-facts';
import { RESEARCH_DIR } from '../scripts/research';
import { sourceKindOf } from '../scripts/source-kind';
import { licenseTemplates } from './index';

const templates = licenseTemplates();
const byKey = (key: string) => {
  const found = templates.find((t) => t.key === key);
  if (!found) throw new Error(`no template ${key}`);
  return found;
};
const FIELDS = ['fee', 'late_penalty', 'how_to_renew'] as const;
/** What the research writes when it has nothing: such a value must become null, never a text. */
const NOTHING_SAID = /\b(not (stated|found|retrieved|shown|confirmed)|n\/a|unknown|none found|see )\b/i;

describe('day facts of the templates', () => {
  it('come with their French, and the French is a translation, not a copy', () => {
    for (const t of templates) {
      for (const field of FIELDS) {
        const [en, fr] = [t[field], t[`${field}_fr`]];
        expect(en === null, `${t.key} ${field}`).toBe(fr === null);
        if (en === null || fr === null) continue;
        expect(fr, `${t.key} ${field}`).not.toBe(en);
        // Canadian French amounts: 150 $, 1 000 $, 112,50 $ (never $150 or 1,000).
        expect(fr, `${t.key} ${field}_fr`).not.toMatch(/\$\s?\d|\d,\d{3}\b|\d\.\d{2}\b/);
      }
    }
  });

  it('say nothing where the research says nothing', () => {
    for (const t of templates) {
      for (const field of FIELDS) {
        const text = t[field];
        if (text === null) continue;
        expect(text, `${t.key} ${field}`).not.toMatch(NOTHING_SAID);
        expect(text, `${t.key} ${field}`).toMatch(/^[A-Z0-9$].*\.$/);
      }
    }
    // The research's "Not stated" and "Not found" leave the template's fields null.
    const onNotice = byKey('provincial-on-notice-of-personal-service-setting-operation-o-reg-136-18');
    expect(onNotice.fee).toBeNull();
    const bcChildCare = byKey('provincial-bc-community-care-facility-licence-child-care');
    expect([bcChildCare.fee, bcChildCare.late_penalty, bcChildCare.how_to_renew]).toEqual([null, null, null]);
  });

  it('say whose word a secondary source is', () => {
    for (const t of templates.filter((t) => t.source_kind === 'third-party')) {
      for (const field of ['fee', 'late_penalty'] as const) {
        const text = t[field];
        // The Québec food permit's deadline is quoted from the regulation itself (P-29, r. 1).
        if (text === null || /\bs\. \d/.test(text)) continue;
        expect(text, `${t.key} ${field}`).toMatch(/according to|third-party|the press/);
      }
    }
  });

  it('give a renewal page only where it is official and not the source itself', () => {
    const withPage = templates.filter((t) => t.renewal_url);
    expect(withPage.length).toBeGreaterThanOrEqual(5);
    for (const t of withPage) {
      expect(t.renewal_url, t.key).not.toBe(t.source_url);
      expect(sourceKindOf(t.renewal_url!), t.key).toBe('official');
    }
    // A page that is the source itself, or not official, is refused when the catalogue is built.
    const omvic = 'provincial-on-motor-vehicle-dealer-registration-omvic';
    expect(() => dayFactsOf(omvic, DAY_FACTS[omvic]?.url ?? '')).toThrow(/differ from the source/);
  });

  it('are filled for a good part of the catalogue, and only for its templates', () => {
    const keys = new Set(templates.map((t) => t.key));
    for (const key of Object.keys(DAY_FACTS)) expect(keys.has(key), key).toBe(true);
    expect(templates.filter((t) => t.fee).length).toBeGreaterThanOrEqual(80);
    expect(templates.filter((t) => t.late_penalty).length).toBeGreaterThanOrEqual(45);
    expect(templates.filter((t) => t.how_to_renew).length).toBeGreaterThanOrEqual(75);
  });

  it('match the research on a few spot checks', () => {
    const omvic = byKey('provincial-on-motor-vehicle-dealer-registration-omvic');
    expect(omvic.late_penalty).toMatch(/\$300 late fee/);
    expect(omvic.late_penalty_fr).toMatch(/300 \$/);
    expect(omvic.renewal_url).toBe('https://omvic.ca/selling/register/maintaining-registration');
    const agco = byKey('provincial-on-liquor-sales-licence');
    expect(agco.late_penalty).toMatch(/^An expired liquor licence cannot be renewed/);
    expect(agco.late_penalty_fr).toMatch(/^Un permis d’alcool expiré ne peut pas être renouvelé/);
    expect(byKey('municipal-bc-vancouver-business-licence').late_penalty).toBe(
      'A late penalty of 10% or $40.',
    );
    expect(byKey('provincial-mb-wcb-manitoba-annual-payroll-report').late_penalty).toMatch(/5% penalty/);
    expect(byKey('provincial-pe-food-premises-licence').fee).toMatch(/Class 1A \$150/);
    expect(byKey('provincial-pe-food-premises-licence').fee_fr).toMatch(/1A : 150 \$/);
    // A news report's figures say so.
    expect(byKey('municipal-nu-iqaluit-business-licence').fee).toMatch(/according to Nunatsiaq News/);
    // An employer's recurring filing becomes how to renew.
    expect(byKey('provincial-qc-cnesst-annual-declaration-of-wages').how_to_renew).toMatch(/before 15 March/);
  });

  // The research lives outside the repository; where it is present, the amounts quoted here are its own.
  it.runIf(existsSync(RESEARCH_DIR))('quote the research’s own amounts', () => {
    const facts = JSON.parse(readFileSync(join(RESEARCH_DIR, 'activity-licences.json'), 'utf8')) as {
      source_url: string;
      fee: string;
      late_penalty: string;
    }[];
    const research = (sourceUrl: string) => facts.find((f) => f.source_url === sourceUrl)!;
    for (const key of [
      'provincial-on-motor-vehicle-dealer-registration-omvic',
      'provincial-bc-motor-dealer-licence-vsa',
      'provincial-nl-liquor-licence-restaurant-lounge-etc',
      'provincial-qc-permis-d-agence-de-securite-privee-bsp',
    ]) {
      const t = byKey(key);
      const fact = research(t.source_url);
      for (const [mine, theirs] of [
        [t.fee, fact.fee],
        [t.late_penalty, fact.late_penalty],
      ] as const) {
        for (const amount of mine?.match(/\$[\d,.]+\d/g) ?? [])
          expect(theirs, `${key} ${amount}`).toContain(amount);
      }
    }
  });
});
