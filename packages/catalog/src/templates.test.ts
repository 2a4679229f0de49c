import {
  BUSINESS_TYPES,
  calculateExpiry,
  chooseTemplate,
  expiryFor,
  LICENSE_LEVELS,
  PROVINCE_CODES,
  timeZoneFor,
} from '@lt/core';
import { describe, expect, it } from 'vitest';
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
    expect(
      byKey('provincial-bc-health-operating-permit-food-service-establishment-fraser-health-region').renewal,
    ).toEqual(march31);
    expect(byKey('municipal-bc-vancouver-business-licence').renewal).toEqual(december31);
    expect(byKey('municipal-nu-iqaluit-business-licence').renewal).toEqual(december31);
    // Registrations that stay valid until cancelled have no expiry at all (decision 013).
    for (const key of ['federal-business-number-bn-registration']) {
      expect(byKey(key).renewal).toEqual({ kind: 'none' });
      expect(byKey(key).no_fixed_expiry).toBe(true);
    }
    expect(byKey('provincial-on-liquor-sales-licence').renewal).toEqual({ kind: 'term', months: 24 });
    const gst = templates.find((t) => t.name.startsWith('GST/HST registration'));
    expect(gst?.renewal).toEqual({ kind: 'none' });
  });

  it('keep sources, and mark what the catalog added', () => {
    for (const t of templates) expect(t.source_url).toMatch(/^https?:\/\//);
    const added = templates.filter((t) => t.origin === 'catalog');
    expect(added.map((t) => t.province).sort()).toEqual(['BC', 'NL', 'PE', 'SK']);
    for (const t of added) expect(t.source_checked).toBe(false);
  });

  it('drive expiry calculation end to end', () => {
    const vancouver = {
      businessType: 'Technology',
      province: 'BC',
      city: 'Vancouver',
      level: 'municipal',
    } as const;
    expect(chooseTemplate(templates, vancouver)?.key).toBe('municipal-bc-vancouver-business-licence');
    expect(expiryFor('2026-05-10', templates, { ...vancouver, today: '2026-05-10' }).expiry_date).toBe(
      '2026-12-31',
    );
    // Issued in 2019 and never told the expiry: the next 31 December after today, estimated.
    expect(expiryFor('2019-05-10', templates, { ...vancouver, today: '2026-05-10' })).toMatchObject({
      expiry_date: '2026-12-31',
      expiry_estimated: true,
    });
    const quebec = {
      businessType: 'Retail',
      province: 'QC',
      city: 'Quebec City',
      level: 'municipal',
    } as const;
    expect(chooseTemplate(templates, quebec)?.key).toBe('municipal-qc-quebec-certificat-d-occupation');
    const radio = byKey('federal-radio-licence-radio-apparatus-ised');
    expect(calculateExpiry('2026-03-31', radio.renewal)).toBe('2027-03-31');
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

  it('ask an activity question only where one decides the licence', () => {
    const condition = (name: string) => templates.find((t) => t.name === name)?.condition;
    expect(condition('Firearms business licence')).toEqual({ key: 'sells_firearms', when: true });
    expect(condition('Cannabis retail permit')).toEqual({ key: 'sells_cannabis', when: true });
    expect(condition('Home based business licence')).toEqual({ key: 'home_based', when: true });
    const saskatoon = templates.find((t) => t.city === 'Saskatoon' && t.name === 'Business licence');
    expect(saskatoon?.condition).toEqual({ key: 'home_based', when: false });
    expect(condition('Business Number (BN) registration')).toBeNull();
  });
});
