import { describe, expect, it } from 'vitest';
import { ACTIVITIES } from './activities';
import {
  ACTIVITY_QUESTION_KEYS,
  ACTIVITY_QUESTIONS,
  effectiveAnswer,
  questionsThatMatter,
  type TemplateCondition,
} from './activity-questions';

const keys = (questions: { key: string }[]) => questions.map((q) => q.key);

describe('effectiveAnswer', () => {
  it('takes the answer given first', () => {
    expect(
      effectiveAnswer('sells_alcohol', { businessType: 'Restaurant', answers: { sells_alcohol: false } }),
    ).toBe(false);
    expect(
      effectiveAnswer('sells_alcohol', {
        businessType: 'Restaurant',
        activity: 'bar_pub_nightclub',
        answers: { sells_alcohol: false },
      }),
    ).toBe(false);
  });

  it('takes the answer the activity implies: a bar serves alcohol, a café prepares food', () => {
    expect(
      effectiveAnswer('sells_alcohol', { businessType: 'Restaurant', activity: 'bar_pub_nightclub' }),
    ).toBe(true);
    expect(effectiveAnswer('sells_food', { businessType: 'Restaurant', activity: 'cafe_coffee_shop' })).toBe(
      true,
    );
    expect(effectiveAnswer('home_based', { businessType: 'Other', activity: 'home_child_care' })).toBe(true);
    // A restaurant is not implied to serve alcohol: that is the question.
    expect(
      effectiveAnswer('sells_alcohol', { businessType: 'Restaurant', activity: 'full_service_restaurant' }),
    ).toBeUndefined();
  });

  it('reads the business type only for a business that has not said its activity', () => {
    expect(effectiveAnswer('sells_food', { businessType: 'Restaurant' })).toBe(true);
    expect(effectiveAnswer('sells_food', { businessType: 'Retail' })).toBeUndefined();
    // A catering business says its activity; a bar (type Restaurant) is not implied to prepare food.
    expect(
      effectiveAnswer('sells_food', { businessType: 'Restaurant', activity: 'bar_pub_nightclub' }),
    ).toBeUndefined();
  });

  it('knows no answer for a key that is not a question', () => {
    expect(effectiveAnswer('speaks_latin', { businessType: 'Other', answers: {} })).toBeUndefined();
  });
});

describe('questionsThatMatter', () => {
  const retail = { businessType: 'Retail', activity: 'general_retail' };

  it('asks whether it has employees and is incorporated of every business, first', () => {
    expect(keys(questionsThatMatter([], retail))).toEqual(['has_employees', 'incorporated']);
    expect(keys(questionsThatMatter([null, undefined], { businessType: 'Other' }))).toEqual([
      'has_employees',
      'incorporated',
    ]);
  });

  it('asks a follow-up only after the answer it follows', () => {
    expect(keys(questionsThatMatter([], { ...retail, answers: { incorporated: true } }))).toEqual([
      'has_employees',
      'incorporated',
      'federally_incorporated',
    ]);
    const soleProprietor = { ...retail, answers: { incorporated: false } };
    expect(keys(questionsThatMatter([[{ key: 'trade_name', when: true }]], soleProprietor))).toContain(
      'trade_name',
    );
    expect(keys(questionsThatMatter([[{ key: 'trade_name', when: true }]], retail))).not.toContain(
      'trade_name',
    );
  });

  it('asks about payroll only of an employer, and only where a health tax depends on it', () => {
    const healthTax: TemplateCondition[][] = [
      [
        { key: 'has_employees', when: true },
        { key: 'payroll_over_1m', when: true },
      ],
    ];
    const employer = { ...retail, answers: { has_employees: true } };
    expect(keys(questionsThatMatter(healthTax, employer))).toEqual([
      'has_employees',
      'payroll_over_1m',
      'incorporated',
    ]);
    // No employees: no payroll to ask about. No health tax in the place: nothing to decide.
    expect(
      keys(questionsThatMatter(healthTax, { ...retail, answers: { has_employees: false } })),
    ).not.toContain('payroll_over_1m');
    expect(keys(questionsThatMatter([], employer))).not.toContain('payroll_over_1m');
    // Manitoba's levy starts higher: its own question, and only it.
    const manitoba: TemplateCondition[][] = [
      [
        { key: 'has_employees', when: true },
        { key: 'payroll_over_2_25m', when: true },
      ],
    ];
    expect(keys(questionsThatMatter(manitoba, employer))).toEqual([
      'has_employees',
      'payroll_over_2_25m',
      'incorporated',
    ]);
  });

  it('asks each deciding question once, in the catalogue order, never one the activity answers', () => {
    const conditions: TemplateCondition[][] = [
      [{ key: 'sells_firearms', when: true }],
      [],
      [{ key: 'sells_alcohol', when: true }],
      [
        { key: 'sells_food', when: true },
        { key: 'sells_alcohol', when: true },
      ],
    ];
    expect(keys(questionsThatMatter(conditions, retail))).toEqual([
      'has_employees',
      'incorporated',
      'sells_alcohol',
      'sells_food',
      'sells_firearms',
    ]);
    const bar = { businessType: 'Restaurant', activity: 'bar_pub_nightclub' };
    expect(keys(questionsThatMatter(conditions, bar))).toEqual([
      'has_employees',
      'incorporated',
      'sells_food',
      'sells_firearms',
    ]);
  });

  it('words every question in English and French', () => {
    expect(ACTIVITY_QUESTIONS.map((q) => q.key)).toEqual([...ACTIVITY_QUESTION_KEYS]);
    for (const q of ACTIVITY_QUESTIONS) {
      expect(q.text).toMatch(/\?$/);
      expect(q.text_fr).toMatch(/\?$/);
      expect(q.text_fr).not.toBe(q.text);
    }
  });

  it('implies answers only for activities of the taxonomy', () => {
    const known = new Set<string>(ACTIVITIES.map((a) => a.key));
    for (const q of ACTIVITY_QUESTIONS) {
      for (const key of q.impliedByActivities ?? []) expect(known.has(key), `${q.key}: ${key}`).toBe(true);
    }
  });
});
