import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPES } from './business-types';
import { addMonths, daysInMonth, plainDate } from './plain-date';
import {
  applicableTemplates,
  businessTypeFit,
  chooseTemplate,
  expiryFor,
  normalizeBusinessType,
  type TemplateLike,
  templateRule,
  templatesByLevel,
} from './template-choice';

const t = (name: string, fields: Partial<TemplateLike>): TemplateLike => ({
  level: 'federal',
  default_validity_months: 12,
  ...fields,
  name,
});

const federal = t('Federal all', { business_type: null, default_validity_months: 60 });
const federalRestaurant = t('Federal restaurant', {
  business_type: 'Restaurant',
  default_validity_months: 24,
});
const ontario = t('Ontario all', {
  level: 'provincial',
  province: 'ON',
  business_type: 'All',
  default_validity_months: 36,
});
const ontarioFood = t('Ontario food', {
  level: 'provincial',
  province: 'ON',
  business_types: ['Restaurant', 'Retail'],
  default_validity_months: 24,
});
const toronto = t('Toronto eating', {
  level: 'municipal',
  province: 'ON',
  city: 'Toronto',
  business_type: 'Restaurant',
  default_validity_months: 6,
});
const montreal = t('Montreal terrasse', {
  level: 'municipal',
  province: 'QC',
  city: 'Montreal',
  business_types: ['Restaurant'],
  renewal: { kind: 'fixed_date', month: 12, day: 31 },
});
const quebecCity = t('Quebec occupancy', {
  level: 'municipal',
  province: 'QC',
  city: 'Quebec City',
  business_type: 'All',
});
const all = [federal, federalRestaurant, ontario, ontarioFood, toronto, montreal, quebecCity];

describe('business types', () => {
  it('treat underscores as spaces and ignore case', () => {
    expect(normalizeBusinessType('Food_Service')).toBe('food service');
    expect(businessTypeFit(t('x', { business_type: 'food_service' }), 'Food Service')).toBe('named');
    expect(businessTypeFit(t('x', { business_type: 'RESTAURANT' }), 'restaurant')).toBe('named');
    expect(businessTypeFit(t('x', { business_type: 'Retail' }), 'Restaurant')).toBe('none');
  });

  it('apply "All", null and complete lists to every type', () => {
    for (const type of [...BUSINESS_TYPES, 'Food_Service']) {
      expect(businessTypeFit(t('x', { business_type: null }), type)).toBe('all');
      expect(businessTypeFit(t('x', { business_type: 'all' }), type)).toBe('all');
      expect(businessTypeFit(t('x', { business_types: [] }), type)).toBe('all');
      expect(businessTypeFit(t('x', { business_types: [...BUSINESS_TYPES] }), type)).toBe('all');
    }
  });
});

describe('chooseTemplate', () => {
  it('prefers city, then province, then federal', () => {
    expect(chooseTemplate(all, { businessType: 'Restaurant', province: 'ON', city: 'Toronto' })).toBe(
      toronto,
    );
    expect(chooseTemplate(all, { businessType: 'Restaurant', province: 'ON', city: 'Ottawa' })).toBe(
      ontarioFood,
    );
    expect(chooseTemplate(all, { businessType: 'Technology', province: 'ON', city: 'Toronto' })).toBe(
      ontario,
    );
    expect(chooseTemplate(all, { businessType: 'Restaurant', province: 'MB', city: 'Winnipeg' })).toBe(
      federalRestaurant,
    );
    expect(chooseTemplate(all, { businessType: 'Technology', province: 'MB', city: 'Winnipeg' })).toBe(
      federal,
    );
  });

  it('matches cities without accents or case and through aliases', () => {
    expect(chooseTemplate(all, { businessType: 'restaurant', province: 'qc', city: 'MONTRÉAL' })).toBe(
      montreal,
    );
    expect(chooseTemplate(all, { businessType: 'Retail', province: 'QC', city: 'Québec' })).toBe(quebecCity);
    expect(chooseTemplate(all, { businessType: 'Restaurant', province: 'ON', city: 'Montreal' })).toBe(
      ontarioFood,
    );
  });

  it('restricts to a level when asked', () => {
    const q = { businessType: 'Restaurant', province: 'ON', city: 'Toronto', today: '2025-01-01' };
    expect(chooseTemplate(all, { ...q, level: 'provincial' })).toBe(ontarioFood);
    expect(chooseTemplate(all, { ...q, level: 'federal' })).toBe(federalRestaurant);
    expect(chooseTemplate(all, { ...q, city: 'Ottawa', level: 'municipal' })).toBeUndefined();
  });

  it('prefers a template of the licence’s name', () => {
    const q = { businessType: 'Restaurant', province: 'ON', city: 'Toronto', today: '2025-01-01' };
    expect(chooseTemplate(all, { ...q, name: 'ontario ALL' })).toBe(ontario);
    expect(chooseTemplate(all, { ...q, name: 'Unknown' })).toBe(toronto);
    expect(applicableTemplates(all, q)).toEqual([toronto, ontarioFood, ontario, federalRestaurant, federal]);
  });

  it('always returns a template that applies, and finds one when a federal "All" template exists', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(all),
        fc.constantFrom(...BUSINESS_TYPES),
        fc.constantFrom('ON', 'QC', 'MB'),
        fc.constantFrom('Toronto', 'Ottawa', 'Montréal', 'Québec', 'Winnipeg'),
        (templates, businessType, province, city) => {
          const chosen = chooseTemplate(templates, { businessType, province, city });
          if (templates.includes(federal)) expect(chosen).toBeDefined();
          if (chosen)
            expect(applicableTemplates(templates, { businessType, province, city })[0]).toBe(chosen);
        },
      ),
    );
  });
});

describe('templatesByLevel', () => {
  it('groups the applicable templates by level', () => {
    expect(templatesByLevel(all, { businessType: 'Restaurant', province: 'ON', city: 'Toronto' })).toEqual({
      federal: [federalRestaurant, federal],
      provincial: [ontarioFood, ontario],
      municipal: [toronto],
    });
    expect(templatesByLevel(all, { businessType: 'Other', province: 'NU', city: 'Iqaluit' })).toEqual({
      federal: [federal],
      provincial: [],
      municipal: [],
    });
  });
});

describe('expiryFor', () => {
  const issuedArb = fc
    .record({
      year: fc.integer({ min: 2000, max: 2100 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.nat(),
    })
    .map(({ year, month, day }) => plainDate(year, month, 1 + (day % daysInMonth(year, month))));

  it('falls back to 12 months without a template', () => {
    fc.assert(
      fc.property(issuedArb, (issued) => {
        // Today before the issue date: the first expiry, never an estimate.
        const result = expiryFor(issued, [], {
          businessType: 'Retail',
          province: 'NU',
          city: 'Iqaluit',
          today: '1999-01-01',
        });
        expect(result.template).toBeUndefined();
        expect(result.expiry_date).toBe(addMonths(issued, 12));
        expect(result.expiry_estimated).toBe(false);
        expect(result.rule).toEqual({ kind: 'term', months: 12 });
      }),
    );
    expect(
      expiryFor('2025-01-31', [], { businessType: 'Retail', province: 'ON', today: '2025-01-31' })
        .expiry_date,
    ).toBe('2026-01-31');
  });

  it('uses the template’s months or renewal rule', () => {
    const q = { businessType: 'Restaurant', province: 'ON', city: 'Toronto', today: '2025-01-01' };
    expect(expiryFor('2025-08-31', all, q).expiry_date).toBe('2026-02-28');
    expect(expiryFor('2025-08-31', all, { ...q, province: 'QC', city: 'Montréal' }).expiry_date).toBe(
      '2025-12-31',
    );
    expect(templateRule(ontario)).toEqual({ kind: 'term', months: 36 });
  });

  it('lets the licence’s own rule win, and estimates past today like estimateExpiry', () => {
    const q = { businessType: 'Restaurant', province: 'ON', city: 'Toronto', today: '2026-11-22' };
    const own = expiryFor('2020-06-15', all, { ...q, rule: { kind: 'term', months: 12 } });
    expect(own).toMatchObject({
      expiry_date: '2027-06-15',
      expiry_estimated: true,
      rule: { kind: 'term', months: 12 },
    });
    const none = expiryFor('2019-01-01', all, { ...q, rule: { kind: 'none' } });
    expect(none).toMatchObject({ expiry_date: null, expiry_estimated: false });
  });
});
