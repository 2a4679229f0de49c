import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as core from '../index';
import { addMonths, daysInMonth, plainDate } from './plain-date';
import {
  licenceExpiry,
  licenceRule,
  locationFit,
  normalizeBusinessType,
  type TemplateLike,
  templateRule,
} from './template-choice';

const t = (name: string, fields: Partial<TemplateLike>): TemplateLike => ({
  level: 'federal',
  default_validity_months: 12,
  ...fields,
  name,
});

const federal = t('Federal all', { default_validity_months: 60 });
const ontario = t('Ontario all', { level: 'provincial', province: 'ON', default_validity_months: 36 });
const toronto = t('Toronto eating', {
  level: 'municipal',
  province: 'ON',
  city: 'Toronto',
  default_validity_months: 6,
});
const montreal = t('Montreal terrasse', {
  level: 'municipal',
  province: 'QC',
  city: 'Montreal',
  renewal: { kind: 'fixed_date', month: 12, day: 31 },
});
const quebecCity = t('Quebec occupancy', { level: 'municipal', province: 'QC', city: 'Quebec City' });

describe('business types', () => {
  it('treat underscores as spaces and ignore case', () => {
    expect(normalizeBusinessType('Food_Service')).toBe('food service');
    expect(normalizeBusinessType('  FOOD   service ')).toBe('food service');
  });
});

describe('locationFit', () => {
  it('scores a city’s template 3, a province’s 2, a federal one 1, and one elsewhere 0', () => {
    expect(locationFit(toronto, { province: 'ON', city: 'Toronto' })).toBe(3);
    expect(locationFit(toronto, { province: 'ON', city: 'Ottawa' })).toBe(0);
    expect(locationFit(ontario, { province: 'on', city: 'Ottawa' })).toBe(2);
    expect(locationFit(ontario, { province: 'QC', city: 'Montréal' })).toBe(0);
    expect(locationFit(federal, { province: 'NU', city: null })).toBe(1);
  });

  it('matches cities without accents or case and through aliases', () => {
    expect(locationFit(montreal, { province: 'qc', city: 'MONTRÉAL' })).toBe(3);
    expect(locationFit(quebecCity, { province: 'QC', city: 'Québec' })).toBe(3);
    expect(locationFit(montreal, { province: 'ON', city: 'Montreal' })).toBe(0);
  });
});

describe('a licence’s rule (decision 042)', () => {
  it('is the one given, else the chosen template’s, else 12 months — never another template’s', () => {
    expect(licenceRule({ kind: 'printed' }, montreal)).toEqual({ kind: 'printed' });
    expect(licenceRule(undefined, montreal)).toEqual({ kind: 'fixed_date', month: 12, day: 31 });
    expect(licenceRule(null, ontario)).toEqual(templateRule(ontario));
    expect(templateRule(ontario)).toEqual({ kind: 'term', months: 36 });
    expect(licenceRule(null)).toEqual({ kind: 'term', months: 12 });
    expect(licenceRule(undefined, null)).toEqual({ kind: 'term', months: 12 });
  });

  it('no longer offers a way to pick a template by place or name', () => {
    for (const gone of ['chooseTemplate', 'applicableTemplates', 'expiryFor', 'templatesByLevel']) {
      expect(core, gone).not.toHaveProperty(gone);
    }
  });
});

describe('licenceExpiry', () => {
  const issuedArb = fc
    .record({
      year: fc.integer({ min: 2000, max: 2100 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.nat(),
    })
    .map(({ year, month, day }) => plainDate(year, month, 1 + (day % daysInMonth(year, month))));

  it('gives 12 months without a rule or template', () => {
    fc.assert(
      fc.property(issuedArb, (issued) => {
        // Today before the issue date: the first expiry, never an estimate.
        const result = licenceExpiry(issued, { today: '1999-01-01' });
        expect(result.expiry_date).toBe(addMonths(issued, 12));
        expect(result.expiry_estimated).toBe(false);
        expect(result.rule).toEqual({ kind: 'term', months: 12 });
      }),
    );
    expect(licenceExpiry('2025-01-31', { today: '2025-01-31' }).expiry_date).toBe('2026-01-31');
  });

  it('uses the chosen template’s months or renewal rule', () => {
    const today = '2025-01-01';
    expect(licenceExpiry('2025-08-31', { template: toronto, today }).expiry_date).toBe('2026-02-28');
    expect(licenceExpiry('2025-08-31', { template: montreal, today }).expiry_date).toBe('2025-12-31');
  });

  it('lets the licence’s own rule win, and estimates past today like estimateExpiry', () => {
    const today = '2026-11-22';
    const own = licenceExpiry('2020-06-15', { template: toronto, rule: { kind: 'term', months: 12 }, today });
    expect(own).toMatchObject({
      expiry_date: '2027-06-15',
      expiry_estimated: true,
      rule: { kind: 'term', months: 12 },
    });
    const none = licenceExpiry('2019-01-01', { rule: { kind: 'none' }, today });
    expect(none).toMatchObject({ expiry_date: null, expiry_estimated: false });
  });

  it('invents no date for a printed rule, however old the issue date', () => {
    fc.assert(
      fc.property(issuedArb, (issued) => {
        expect(licenceExpiry(issued, { rule: { kind: 'printed' }, today: '2050-06-01' })).toEqual({
          expiry_date: null,
          expiry_estimated: false,
          rule: { kind: 'printed' },
        });
      }),
    );
  });
});
