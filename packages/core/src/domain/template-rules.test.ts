import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIVITIES, ACTIVITY_KEYS } from './activities';
import { ACTIVITY_QUESTION_KEYS } from './activity-questions';
import { BUSINESS_TYPES } from './business-types';
import {
  activityFit,
  businessTypesOf,
  decidingQuestion,
  questionsFor,
  type TemplateRule,
  templateApplies,
  templatesForBusiness,
} from './template-rules';

const salon = { businessType: 'Other', activity: 'hair_salon_barber' };
const daycare = { businessType: 'Other', activity: 'child_care_centre' };
const personalServices: TemplateRule = {
  activities: ['hair_salon_barber', 'nail_esthetics_spa', 'tattoo_piercing'],
  conditions: [],
};
const childCare: TemplateRule = { activities: ['child_care_centre', 'home_child_care'], conditions: [] };
const workersComp: TemplateRule = { activities: null, conditions: [{ key: 'has_employees', when: true }] };
const federalReturn: TemplateRule = {
  activities: null,
  conditions: [
    { key: 'incorporated', when: true },
    { key: 'federally_incorporated', when: true },
  ],
};

describe('templateApplies', () => {
  it('applies a template of the business’s activity, and no other activity’s', () => {
    expect(templateApplies(personalServices, salon)).toBe(true);
    expect(templateApplies(childCare, salon)).toBe(false);
    expect(templateApplies(childCare, daycare)).toBe(true);
    expect(templateApplies(personalServices, daycare)).toBe(false);
  });

  it('is null for a business that has not said its activity, when one listed activity is of its type', () => {
    expect(templateApplies(personalServices, { businessType: 'Other' })).toBeNull();
    expect(templateApplies(personalServices, { businessType: 'Retail' })).toBe(false);
    expect(activityFit(personalServices, { businessType: 'Retail' })).toBe('no');
  });

  it('needs every condition: an employer’s duty waits on the answer, then follows it', () => {
    expect(templateApplies(workersComp, salon)).toBeNull();
    expect(templateApplies(workersComp, { ...salon, answers: { has_employees: true } })).toBe(true);
    expect(templateApplies(workersComp, { ...salon, answers: { has_employees: false } })).toBe(false);
    expect(templateApplies(federalReturn, { ...salon, answers: { incorporated: true } })).toBeNull();
    expect(
      templateApplies(federalReturn, {
        ...salon,
        answers: { incorporated: true, federally_incorporated: false },
      }),
    ).toBe(false);
    // One failing answer rules it out even while another is unanswered.
    expect(templateApplies(federalReturn, { ...salon, answers: { incorporated: false } })).toBe(false);
  });

  it('applies an employer health tax only to an employer over the payroll exemption', () => {
    const healthTax: TemplateRule = {
      activities: null,
      conditions: [
        { key: 'has_employees', when: true },
        { key: 'payroll_over_1m', when: true },
      ],
    };
    const employer = { ...salon, answers: { has_employees: true } };
    expect(templateApplies(healthTax, employer)).toBeNull();
    expect(decidingQuestion(healthTax, employer)).toBe('payroll_over_1m');
    expect(
      templateApplies(healthTax, { ...salon, answers: { has_employees: true, payroll_over_1m: true } }),
    ).toBe(true);
    expect(
      templateApplies(healthTax, { ...salon, answers: { has_employees: true, payroll_over_1m: false } }),
    ).toBe(false);
    // No employees, no payroll: ruled out without asking about payroll.
    expect(templateApplies(healthTax, { ...salon, answers: { has_employees: false } })).toBe(false);
  });

  it('never reads a name: the same rule gives the same answer whatever the template is called', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...ACTIVITY_KEYS), (name, activity) => {
        const rule = { ...personalServices, name };
        const profile = { businessType: 'Other', activity, business_name: name };
        expect(templateApplies(rule, profile)).toBe(templateApplies(personalServices, profile));
      }),
    );
  });

  it('never answers null once the activity is said and every question answered (property)', () => {
    const rule = fc.record({
      activities: fc.option(
        fc.uniqueArray(fc.constantFrom(...ACTIVITY_KEYS), { minLength: 1, maxLength: 5 }),
      ),
      conditions: fc.uniqueArray(
        fc.record({ key: fc.constantFrom(...ACTIVITY_QUESTION_KEYS), when: fc.boolean() }),
        { selector: (c) => c.key, maxLength: 3 },
      ),
    });
    const answers = fc.dictionary(fc.constantFrom(...ACTIVITY_QUESTION_KEYS), fc.boolean());
    fc.assert(
      fc.property(rule, answers, fc.constantFrom(...ACTIVITIES), (r, given, activity) => {
        const all = Object.fromEntries(ACTIVITY_QUESTION_KEYS.map((k) => [k, given[k] ?? false]));
        const profile = { businessType: activity.business_type, activity: activity.key, answers: all };
        const expected =
          (r.activities === null || r.activities.includes(activity.key)) &&
          r.conditions.every((c) => all[c.key] === c.when);
        expect(templateApplies(r, profile)).toBe(expected);
      }),
    );
  });
});

describe('decidingQuestion', () => {
  it('names the failing answer first, else the first unanswered one', () => {
    expect(decidingQuestion(federalReturn, salon)).toBe('incorporated');
    expect(decidingQuestion(federalReturn, { ...salon, answers: { incorporated: true } })).toBe(
      'federally_incorporated',
    );
    expect(
      decidingQuestion(federalReturn, {
        ...salon,
        answers: { incorporated: true, federally_incorporated: false },
      }),
    ).toBe('federally_incorporated');
    expect(decidingQuestion(personalServices, salon)).toBeNull();
  });
});

describe('questionsFor', () => {
  it('asks only what the templates the business may hold depend on', () => {
    const radio: TemplateRule = { activities: null, conditions: [{ key: 'uses_radio', when: true }] };
    const liquor: TemplateRule = {
      activities: ['full_service_restaurant', 'bar_pub_nightclub'],
      conditions: [{ key: 'sells_alcohol', when: true }],
    };
    const asked = (profile: Parameters<typeof questionsFor>[1]) =>
      questionsFor([radio, liquor, workersComp], profile).map((q) => q.key);
    expect(asked(salon)).toEqual(['has_employees', 'incorporated', 'uses_radio']);
    expect(asked({ businessType: 'Restaurant', activity: 'full_service_restaurant' })).toEqual([
      'has_employees',
      'incorporated',
      'sells_alcohol',
      'uses_radio',
    ]);
    // A bar serves alcohol: not asked.
    expect(asked({ businessType: 'Restaurant', activity: 'bar_pub_nightclub' })).not.toContain(
      'sells_alcohol',
    );
  });
});

describe('templatesForBusiness', () => {
  const place = (level: string, province: string | null, city: string | null, rule: TemplateRule) => ({
    level,
    province,
    city,
    default_validity_months: 12,
    ...rule,
  });
  const templates = [
    place('municipal', 'ON', 'Toronto', personalServices),
    place('municipal', 'ON', 'Ottawa', personalServices),
    place('provincial', 'ON', null, workersComp),
    place('provincial', 'NS', null, childCare),
    place('federal', null, null, federalReturn),
  ];

  it('keeps the templates of the business’s place whose activities fit, by level', () => {
    const found = templatesForBusiness(templates, { ...salon, province: 'ON', city: 'Toronto' });
    expect(found.municipal).toEqual([templates[0]]);
    expect(found.provincial).toEqual([templates[2]]);
    expect(found.federal).toEqual([templates[4]]);
    const halifaxSalon = templatesForBusiness(templates, { ...salon, province: 'NS', city: 'Halifax' });
    expect(halifaxSalon.provincial).toEqual([]);
    const halifaxDaycare = templatesForBusiness(templates, { ...daycare, province: 'NS', city: 'Halifax' });
    expect(halifaxDaycare.provincial).toEqual([templates[3]]);
  });
});

describe('businessTypesOf', () => {
  it('is every type for every business, else the types of the activities', () => {
    expect(businessTypesOf(null)).toEqual([...BUSINESS_TYPES]);
    expect(businessTypesOf(['hair_salon_barber', 'pharmacy'])).toEqual(['Healthcare', 'Other']);
  });
});
