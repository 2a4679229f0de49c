import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  ACTIVITIES,
  BUSINESS_TYPES,
  businessTypesOf,
  calculateExpiry,
  LICENSE_LEVELS,
  PROVINCE_CODES,
  templateApplies,
  templatesForBusiness,
  timeZoneFor,
} from '@lt/core';
import { describe, expect, it } from 'vitest';
import { APPLICABILITY, applicabilityOf } from '../scripts/applicability';
import { authorityFr } from '../scripts/authority-names-fr';
import { renewalOfResearch } from '../scripts/research';
import { RESEARCH_LEFT_OUT } from '../scripts/research-choices';
import { canadianPlaces, licenseTemplates } from './index';
import { LicenseTemplateSchema } from './schema';

const templates = licenseTemplates();
const byKey = (key: string) => {
  const found = templates.find((t) => t.key === key);
  if (!found) throw new Error(`no template ${key}`);
  return found;
};

describe('licenseTemplates', () => {
  it('are all valid, with unique keys', () => {
    expect(templates.length).toBeGreaterThanOrEqual(155);
    for (const t of templates) expect(LicenseTemplateSchema.safeParse(t).error).toBeUndefined();
    expect(new Set(templates.map((t) => t.key)).size).toBe(templates.length);
  });

  it('cover all three levels and every province and territory', () => {
    for (const level of LICENSE_LEVELS) expect(templates.some((t) => t.level === level)).toBe(true);
    for (const province of PROVINCE_CODES) {
      expect(templates.filter((t) => t.province === province).length, province).toBeGreaterThan(0);
    }
  });

  it('offer at least one provincial template for every province × business type', () => {
    for (const province of PROVINCE_CODES) {
      for (const type of BUSINESS_TYPES) {
        const found = templates.filter(
          (t) => t.level === 'provincial' && t.province === province && t.business_types.includes(type),
        );
        expect(found.length, `${province} × ${type}`).toBeGreaterThan(0);
      }
    }
  });

  it('name their cities as the places data does', () => {
    const places = new Set(canadianPlaces().map((p) => `${p.province}|${p.name}`));
    const cities = templates.filter((t) => t.city);
    expect(new Set(cities.map((t) => `${t.province}|${t.city}`)).size).toBeGreaterThanOrEqual(45);
    for (const t of cities) expect(places.has(`${t.province}|${t.city}`), `${t.city}`).toBe(true);
    expect(cities.some((t) => t.city === 'Montréal')).toBe(true);
    expect(cities.some((t) => t.city === 'Québec')).toBe(true);
  });

  it('carry fixed renewal dates from the research notes', () => {
    const march31 = { kind: 'fixed_date', month: 3, day: 31 };
    const december31 = { kind: 'fixed_date', month: 12, day: 31 };
    expect(byKey('federal-radio-licence-radio-apparatus-ised').renewal).toEqual(march31);
    expect(byKey('provincial-nb-food-premises-licence-class-3-4-5').renewal).toEqual(march31);
    expect(byKey('provincial-pe-food-premises-licence').renewal).toEqual(march31);
    expect(byKey('provincial-mb-food-service-establishment-permit').renewal).toEqual(march31);
    expect(byKey('provincial-nt-liquor-licence').renewal).toEqual(march31);
    expect(byKey('provincial-nu-liquor-licence').renewal).toEqual(march31);
    expect(byKey('municipal-bc-vancouver-business-licence').renewal).toEqual(december31);
    expect(byKey('municipal-nu-iqaluit-business-licence').renewal).toEqual(december31);
    // Registrations that stay valid until cancelled have no expiry at all (decision 013).
    for (const key of ['federal-business-number-bn-registration']) {
      expect(byKey(key).renewal).toEqual({ kind: 'none' });
      expect(byKey(key).no_fixed_expiry).toBe(true);
    }
    // The AGCO licensee chooses a two- or four-year term: the date printed on the licence.
    expect(byKey('provincial-on-liquor-sales-licence').renewal).toEqual({ kind: 'printed' });
    const gst = templates.find((t) => t.name.startsWith('GST/HST registration'));
    expect(gst?.renewal).toEqual({ kind: 'none' });
  });

  it('keep sources, and mark what the catalog added', () => {
    for (const t of templates) expect(t.source_url).toMatch(/^https?:\/\//);
    const added = templates.filter((t) => t.origin === 'catalog');
    expect(added.map((t) => t.province).sort()).toEqual(['PE', 'SK']);
    for (const t of added) expect(t.source_checked).toBe(false);
    // What the research of 2026-11 replaced keeps its key and says when it was checked.
    expect(byKey('provincial-nl-corporation-annual-return-registry-of-companies')).toMatchObject({
      origin: 'research-2026-11',
      source_checked: true,
      source_checked_on: '2026-11-27',
    });
  });

  it('drive expiry calculation end to end', () => {
    const vancouver = byKey('municipal-bc-vancouver-business-licence');
    expect(calculateExpiry('2026-05-10', vancouver.renewal)).toBe('2026-12-31');
    const radio = byKey('federal-radio-licence-radio-apparatus-ised');
    expect(calculateExpiry('2026-03-31', radio.renewal)).toBe('2027-03-31');
    // No term known: nothing is calculated, the user gives the date printed on the licence.
    expect(
      calculateExpiry('2026-05-10', byKey('municipal-on-toronto-personal-services-settings-licence').renewal),
    ).toBeNull();
    expect(timeZoneFor('NU', 'Iqaluit')).toBe('America/Iqaluit');
  });

  it('apply the corrections of the additions (issue 19)', () => {
    const fixed = (month: number, day: number) => ({ kind: 'fixed_date', month, day });
    expect(byKey('municipal-bc-victoria-business-licence').renewal).toEqual(fixed(1, 15));
    const city = (name: string) =>
      templates.filter((t) => t.city === name && /business licence/i.test(t.name));
    expect(city('London')[0]?.renewal).toEqual(fixed(1, 31));
    expect(city('Kingston')[0]?.renewal).toEqual(fixed(12, 31));
    expect(city('Guelph')[0]?.renewal).toEqual(fixed(12, 31));
    const sources = templates.map((t) => t.source_url);
    expect(sources.some((url) => url.includes('fill.io'))).toBe(false);
    expect(sources.some((url) => /yukon\.ca.*covid/i.test(url))).toBe(false);
    expect(sources.some((url) => url.includes('ordinance-149'))).toBe(false);
    expect(byKey('municipal-ns-halifax-vending-mobile-food-licence').notes).toContain('C-500');
  });

  it('name each licence once per level and place, in English and French, with its authority', () => {
    const seen = new Set<string>();
    for (const t of templates) {
      const id = [t.name, t.level, t.province, t.city].join('|');
      expect(seen.has(id), id).toBe(false);
      seen.add(id);
      expect(t.issuing_authority.trim(), t.key).not.toBe('');
      expect(t.name_fr.trim(), t.key).not.toBe('');
    }
    // Québec authorities keep their official French names.
    for (const t of templates.filter((t) => t.province === 'QC')) {
      expect(t.issuing_authority, t.key).not.toMatch(/permits division|borough/);
    }
  });

  it('say for every template whom it applies to, from an explicit table, never from its name', () => {
    for (const t of templates) {
      expect(APPLICABILITY[t.key], t.key).toBeDefined();
      expect(t.activities, t.key).toEqual(APPLICABILITY[t.key]?.activities ?? null);
      expect(t.conditions, t.key).toEqual(APPLICABILITY[t.key]?.conditions);
      expect(t.business_types, t.key).toEqual(businessTypesOf(t.activities));
    }
    expect(Object.keys(APPLICABILITY).sort()).toEqual(templates.map((t) => t.key).sort());
    expect(() => applicabilityOf('municipal-on-nowhere-business-licence')).toThrow(/no entry/);
    // The build reads no name: the rule files do not mention a template's name or match words.
    const source = ['applicability.ts', 'build-templates.ts']
      .map((file) => readFileSync(fileURLToPath(new URL(`../scripts/${file}`, import.meta.url)), 'utf8'))
      .join('\n');
    expect(source).not.toMatch(/\.name\b[^_]*\.(test|match|includes)\(/);
    expect(existsSync(fileURLToPath(new URL('../scripts/conditions.ts', import.meta.url)))).toBe(false);
  });

  const profile = (activity: string, answers: Record<string, boolean> = {}) => ({
    businessType: ACTIVITIES.find((a) => a.key === activity)!.business_type,
    activity,
    answers,
  });
  const held = (
    activity: string,
    province: string,
    city: string | null,
    answers: Record<string, boolean> = {},
  ) => {
    const byLevel = templatesForBusiness(templates, { ...profile(activity, answers), province, city });
    return [...byLevel.federal, ...byLevel.provincial, ...byLevel.municipal].filter(
      (t) => templateApplies(t, profile(activity, answers)) === true,
    );
  };

  it('give a Toronto hair salon its Personal Services Settings licence and never a daycare licence', () => {
    const salon = held('hair_salon_barber', 'ON', 'Toronto', { has_employees: true, incorporated: false });
    const keys = salon.map((t) => t.key);
    expect(keys).toContain('municipal-on-toronto-personal-services-settings-licence');
    expect(keys).toContain('provincial-on-notice-of-personal-service-setting-operation-o-reg-136-18');
    expect(keys.some((k) => /child-care|day-care/.test(k))).toBe(false);
    // Barber shops and many hair salons need not register with the WSIB.
    expect(keys).not.toContain('provincial-on-wsib-employer-registration');
    expect(keys).toContain('federal-payroll-deductions-program-account-rp');
  });

  it('give a restaurant that serves alcohol its liquor licence, and not one that does not', () => {
    const bar = held('bar_pub_nightclub', 'ON', 'Toronto').map((t) => t.key);
    expect(bar).toContain('provincial-on-liquor-sales-licence');
    const cafe = (answer: boolean) =>
      held('cafe_coffee_shop', 'BC', 'Vancouver', { sells_alcohol: answer }).map((t) => t.key);
    expect(cafe(true)).toContain('provincial-bc-food-primary-liquor-licence');
    expect(cafe(false)).not.toContain('provincial-bc-food-primary-liquor-licence');
    expect(held('software_it', 'ON', 'Toronto', { sells_alcohol: true }).map((t) => t.key)).not.toContain(
      'provincial-on-liquor-sales-licence',
    );
  });

  it('have a workers’ compensation registration under has_employees in every province and territory', () => {
    for (const province of PROVINCE_CODES) {
      const found = templates.filter(
        (t) =>
          t.level === 'provincial' &&
          t.province === province &&
          t.renewal.kind !== 'term' &&
          t.conditions.some((c) => c.key === 'has_employees' && c.when) &&
          /employer|WSIB|CNESST/i.test(`${t.key} ${t.name}`),
      );
      expect(found.length, province).toBeGreaterThan(0);
    }
    // Nobody without employees gets one.
    for (const t of templates.filter((t) => t.key.includes('employer-registration')))
      expect(templateApplies(t, profile('general_retail', { has_employees: false })), t.key).toBe(false);
  });

  it('apply the licences only some businesses need only under the question that decides them', () => {
    const only = (key: string, question: string, when = true) =>
      expect(byKey(key).conditions, key).toContainEqual({ key: question, when });
    only('federal-radio-licence-radio-apparatus-ised', 'uses_radio');
    only('federal-transportation-of-dangerous-goods-tdg-training-certificate', 'dangerous_goods');
    only('federal-nuans-name-search-report-for-incorporation', 'new_business_name');
    only('federal-federal-corporation-annual-return-cbca', 'incorporated');
    only('federal-federal-corporation-annual-return-cbca', 'federally_incorporated');
    only('provincial-ab-alberta-corporation-annual-return', 'federally_incorporated', false);
    only('provincial-on-business-name-registration-master-business-licence', 'incorporated', false);
    only('provincial-on-business-name-registration-master-business-licence', 'trade_name');
    only('federal-gst-hst-registration-rt-program-account', 'over_small_supplier');
    only('federal-payroll-deductions-program-account-rp', 'has_employees');
    for (const activity of ACTIVITIES) {
      const radio = byKey('federal-radio-licence-radio-apparatus-ised');
      expect(templateApplies(radio, profile(activity.key)), activity.key).not.toBe(true);
      expect(templateApplies(radio, profile(activity.key, { uses_radio: false })), activity.key).toBe(false);
    }
  });

  it('apply general municipal licences to every business, home-based and storefront under home_based', () => {
    expect(byKey('municipal-bc-vancouver-business-licence')).toMatchObject({
      activities: null,
      conditions: [],
    });
    expect(byKey('municipal-sk-saskatoon-business-licence').conditions).toEqual([
      { key: 'home_based', when: false },
    ]);
    expect(byKey('municipal-sk-saskatoon-home-based-business-licence').conditions).toEqual([
      { key: 'home_based', when: true },
    ]);
    // A B&B gets no public pool permit: pools belong to the activities that run them.
    expect(held('bnb_short_term_rental', 'PE', null).map((t) => t.key)).not.toContain(
      'provincial-pe-public-pool-whirlpool-permit',
    );
  });

  it('decide the licences the panel found over-offered by their own question (issue 27)', () => {
    const only = (key: string, ...questions: string[]) => {
      const { conditions } = byKey(key);
      for (const question of questions) expect(conditions, key).toContainEqual({ key: question, when: true });
    };
    only('federal-controlled-goods-program-registration', 'controlled_goods');
    expect(byKey('federal-controlled-goods-program-registration').activities).toBeNull();
    only('federal-trademark-registration', 'has_trademark');
    only('federal-telecommunications-service-provider-registration', 'telecom_services');
    only('provincial-on-liquor-delivery-service-licence', 'sells_alcohol', 'delivers_alcohol');
    only('provincial-mb-liquor-cannabis-delivery-licence', 'sells_alcohol', 'delivers_alcohol');
    only('provincial-ab-prepaid-contracting-business-licence', 'prepaid_contracts');
    only('municipal-qc-montreal-terrasse-commerciale-sur-le-domaine-public-permit', 'has_terrace');
    only('municipal-on-ottawa-cafe-seating-temporary-patio-encroachment-permit', 'has_terrace');
    only('provincial-nb-worksafenb-employer-registration', 'has_employees', 'three_or_more_workers');
    only('provincial-nb-worksafenb-annual-assessment-payment', 'has_employees', 'three_or_more_workers');
    only('provincial-ns-wcb-nova-scotia-employer-registration', 'has_employees', 'three_or_more_workers');
    // A community pharmacy dispenses: no Drug Establishment Licence, no dealer's licence, unless it
    // also makes, imports or wholesales drugs.
    const pharmacy = held('pharmacy', 'ON', 'Hamilton', { has_employees: true }).map((t) => t.key);
    expect(pharmacy).toContain('provincial-on-pharmacy-certificate-of-accreditation');
    expect(pharmacy).not.toContain('federal-drug-establishment-licence-del');
    expect(pharmacy).not.toContain('federal-controlled-substances-dealer-s-licence');
    expect(held('pharmacy', 'ON', 'Hamilton', { drug_wholesale: true }).map((t) => t.key)).toContain(
      'federal-drug-establishment-licence-del',
    );
    // Two employees in New Brunswick: no mandatory WorkSafeNB registration; three: one.
    const nb = (three: boolean) =>
      held('general_retail', 'NB', 'Moncton', { has_employees: true, three_or_more_workers: three }).map(
        (t) => t.key,
      );
    expect(nb(false)).not.toContain('provincial-nb-worksafenb-employer-registration');
    expect(nb(true)).toContain('provincial-nb-worksafenb-employer-registration');
    // Toronto's food licences differ by seating: a take-out restaurant is offered one, not both.
    const takeOut = held('limited_service_restaurant', 'ON', 'Toronto').map((t) => t.key);
    expect(takeOut).toContain('municipal-on-toronto-eating-or-drinking-establishment-licence');
    expect(takeOut).not.toContain('municipal-on-toronto-retail-store-food-licence');
  });

  it('offer one BC health operating permit, issued by the regional health authority, with a printed expiry', () => {
    const permit = byKey('provincial-bc-health-operating-permit-food-service-establishment');
    expect(permit.renewal).toEqual({ kind: 'printed' });
    expect(permit.issuing_authority).toMatch(/^Regional health authority/);
    expect(permit.notes).toContain('Annual operating permits expire on March 31.');
    expect(templates.some((t) => t.key.includes('fraser-health'))).toBe(false);
    // What no question can ask is said in the template's notes.
    expect(byKey('provincial-nl-workplacenl-employer-registration').notes).toContain(
      'All incorporated entities operating in Newfoundland and Labrador must register',
    );
    expect(byKey('provincial-mb-retail-sales-tax-rst-registration').notes).toContain('$10,000');
  });

  it('name every authority in French and keep Québec’s French names', () => {
    for (const t of templates) {
      expect(t.issuing_authority_fr.trim(), t.key).not.toBe('');
      expect(t.issuing_authority, t.key).not.toMatch(/\(\d{3}-\d{3}-\d{4}|@/);
    }
    expect(byKey('federal-payroll-deductions-program-account-rp').issuing_authority_fr).toMatch(
      /^Agence du revenu du Canada/,
    );
    expect(byKey('provincial-on-liquor-sales-licence').issuing_authority_fr).toMatch(
      /^Commission des alcools et des jeux de l’Ontario/,
    );
    expect(byKey('provincial-on-wsib-employer-registration').issuing_authority_fr).toMatch(
      /^Commission de la sécurité professionnelle et de l’assurance contre les accidents du travail/,
    );
    expect(byKey('federal-radio-licence-radio-apparatus-ised').issuing_authority_fr).toMatch(
      /^Innovation, Sciences et Développement économique Canada/,
    );
    expect(byKey('provincial-qc-qst-registration').issuing_authority).toBe('Revenu Québec');
    expect(() => authorityFr('Ministry of Nowhere')).toThrow(/No French name/);
  });

  it('bring in the research of 2026-11 with its checked date, and never invent a term', () => {
    const research = templates.filter((t) => t.origin === 'research-2026-11');
    expect(research.length).toBeGreaterThan(100);
    for (const t of research) {
      expect(t.source_checked_on, t.key).toBe('2026-11-27');
      if (t.source_kind === 'third-party') expect(t.confidence, t.key).toBe('low');
    }
    expect(renewalOfResearch({ kind: 'unknown' })).toEqual({ kind: 'printed' });
    expect(renewalOfResearch({ kind: 'term', months: null, range_months: [12, 36] })).toEqual({
      kind: 'printed',
    });
    expect(renewalOfResearch({ kind: 'term', months: 24, options_months: [24, 48] })).toEqual({
      kind: 'printed',
    });
    expect(renewalOfResearch({ kind: 'anniversary', months_after: 2 })).toEqual({ kind: 'term', months: 12 });
    expect(byKey('federal-federal-corporation-annual-return-cbca').notes).toMatch(
      /within 2 months after the anniversary/,
    );
    // The three corrections: Ottawa café seating 1 April–31 March, Ontario pharmacies by 10 May, NT food permits.
    expect(byKey('municipal-on-ottawa-cafe-seating-temporary-patio-encroachment-permit').renewal).toEqual({
      kind: 'fixed_date',
      month: 3,
      day: 31,
    });
    expect(byKey('provincial-on-pharmacy-certificate-of-accreditation').renewal).toEqual({
      kind: 'fixed_date',
      month: 5,
      day: 10,
    });
    expect(byKey('provincial-nt-food-establishment-permit').source_url).toContain(
      'hss.gov.nt.ca/en/services',
    );
    // Every left-out fact says why.
    for (const [key, reason] of Object.entries(RESEARCH_LEFT_OUT))
      expect(reason.length, key).toBeGreaterThan(20);
  });
});
