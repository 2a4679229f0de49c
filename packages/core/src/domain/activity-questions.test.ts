import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_QUESTION_KEYS,
  ACTIVITY_QUESTIONS,
  questionsThatMatter,
  type TemplateCondition,
  templateApplies,
} from './activity-questions';
import { BUSINESS_TYPES } from './business-types';

describe('templateApplies', () => {
  const alcohol: TemplateCondition = { key: 'sells_alcohol', when: true };
  const storefront: TemplateCondition = { key: 'home_based', when: false };
  const homeBased: TemplateCondition = { key: 'home_based', when: true };

  it('applies a template without a condition, whatever the answers', () => {
    expect(templateApplies(null, {}, 'Retail')).toBe(true);
    expect(templateApplies(undefined, { sells_alcohol: false }, 'Retail')).toBe(true);
  });

  it('is null while the question is unanswered, then follows the answer', () => {
    expect(templateApplies(alcohol, {}, 'Retail')).toBeNull();
    expect(templateApplies(alcohol, { sells_alcohol: true }, 'Retail')).toBe(true);
    expect(templateApplies(alcohol, { sells_alcohol: false }, 'Retail')).toBe(false);
  });

  it('resolves templates that exclude each other with one answer', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom(...BUSINESS_TYPES), (home, type) => {
        const answers = { home_based: home };
        const applying = [storefront, homeBased].filter((c) => templateApplies(c, answers, type));
        expect(applying).toEqual([home ? homeBased : storefront]);
      }),
    );
  });

  it('takes the answer a business type implies: a restaurant prepares food', () => {
    const food: TemplateCondition = { key: 'sells_food', when: true };
    expect(templateApplies(food, {}, 'Restaurant')).toBe(true);
    expect(templateApplies(food, {}, 'Retail')).toBeNull();
    // An answer given wins over the implied one.
    expect(templateApplies(food, { sells_food: false }, 'Restaurant')).toBe(false);
  });

  it('never answers null once every question is answered (property)', () => {
    const condition = fc.record({ key: fc.constantFrom(...ACTIVITY_QUESTION_KEYS), when: fc.boolean() });
    const answers = fc.dictionary(fc.constantFrom(...ACTIVITY_QUESTION_KEYS), fc.boolean());
    fc.assert(
      fc.property(condition, answers, fc.constantFrom(...BUSINESS_TYPES), (c, given, type) => {
        const all = Object.fromEntries(ACTIVITY_QUESTION_KEYS.map((k) => [k, given[k] ?? false]));
        expect(templateApplies(c, all, type)).toBe(all[c.key] === c.when);
      }),
    );
  });
});

describe('questionsThatMatter', () => {
  it('asks each deciding question once, in the catalogue order, never one the type answers', () => {
    const conditions: (TemplateCondition | null)[] = [
      { key: 'sells_firearms', when: true },
      null,
      { key: 'sells_alcohol', when: true },
      { key: 'sells_food', when: true },
      { key: 'sells_alcohol', when: true },
    ];
    expect(questionsThatMatter(conditions, 'Retail').map((q) => q.key)).toEqual([
      'sells_alcohol',
      'sells_food',
      'sells_firearms',
    ]);
    expect(questionsThatMatter(conditions, 'Restaurant').map((q) => q.key)).toEqual([
      'sells_alcohol',
      'sells_firearms',
    ]);
    expect(questionsThatMatter([null], 'Retail')).toEqual([]);
  });

  it('words every question in English and French', () => {
    expect(ACTIVITY_QUESTIONS.map((q) => q.key)).toEqual([...ACTIVITY_QUESTION_KEYS]);
    for (const q of ACTIVITY_QUESTIONS) {
      expect(q.text).toMatch(/\?$/);
      expect(q.text_fr).toMatch(/\?$/);
      expect(q.text_fr).not.toBe(q.text);
    }
  });
});
