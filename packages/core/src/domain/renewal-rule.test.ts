import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RENEWAL_RULE,
  describeRenewalRule,
  hasExpiry,
  isValidRenewalRule,
  type RenewalRule,
  RenewalRuleSchema,
  renewalRuleProblem,
  termRule,
  typicalValidityMonths,
  upgradeRenewalRule,
} from './renewal-rule';

describe('renewal rules', () => {
  it('defaults to 12 months', () => {
    expect(DEFAULT_RENEWAL_RULE).toEqual({ kind: 'term', months: 12 });
    expect(termRule(24)).toEqual({ kind: 'term', months: 24 });
  });

  it('accepts sensible rules', () => {
    const rules: RenewalRule[] = [
      { kind: 'term', months: 1 },
      { kind: 'term', months: 120 },
      { kind: 'none' },
      { kind: 'fixed_date', month: 3, day: 31 },
      { kind: 'fixed_date', month: 12, day: 31 },
      { kind: 'fixed_date', month: 2, day: 29 },
    ];
    for (const rule of rules) expect(isValidRenewalRule(rule)).toBe(true);
  });

  it('explains bad rules', () => {
    expect(renewalRuleProblem({ kind: 'term', months: 0 })).toMatch(/from 1 to 120/);
    expect(renewalRuleProblem({ kind: 'term', months: 121 })).toMatch(/from 1 to 120/);
    expect(renewalRuleProblem({ kind: 'term', months: 1.5 })).toMatch(/whole number/);
    expect(renewalRuleProblem({ kind: 'fixed_date', month: 13, day: 1 })).toMatch(/1 to 12/);
    expect(renewalRuleProblem({ kind: 'fixed_date', month: 4, day: 31 })).toMatch(/1 to 30/);
    expect(renewalRuleProblem({ kind: 'fixed_date', month: 2, day: 30 })).toMatch(/1 to 29/);
    expect(renewalRuleProblem({ kind: 'weekly' } as unknown as RenewalRule)).toMatch(/Unknown/);
  });

  it('reports a typical validity in months', () => {
    expect(typicalValidityMonths({ kind: 'term', months: 36 })).toBe(36);
    expect(typicalValidityMonths({ kind: 'none' })).toBeNull();
    expect(typicalValidityMonths({ kind: 'fixed_date', month: 3, day: 31 })).toBe(12);
  });

  it('says whether a rule has an expiry, and says the rule in words', () => {
    expect(hasExpiry({ kind: 'none' })).toBe(false);
    expect(hasExpiry({ kind: 'term', months: 12 })).toBe(true);
    expect(hasExpiry({ kind: 'fixed_date', month: 1, day: 15 })).toBe(true);
    expect(describeRenewalRule({ kind: 'term', months: 12 })).toBe('Renews every year');
    expect(describeRenewalRule({ kind: 'term', months: 24 })).toBe('Renews every 2 years');
    expect(describeRenewalRule({ kind: 'term', months: 1 })).toBe('Renews every 1 month');
    expect(describeRenewalRule({ kind: 'term', months: 18 })).toBe('Renews every 18 months');
    expect(describeRenewalRule({ kind: 'fixed_date', month: 3, day: 31 })).toBe(
      'Renews every year on 31 March',
    );
    expect(describeRenewalRule({ kind: 'none' })).toBe('No expiry');
  });

  it("reads rules stored before decision 013 as today's kinds", () => {
    expect(upgradeRenewalRule({ kind: 'months', months: 6 })).toEqual({ kind: 'term', months: 6 });
    expect(upgradeRenewalRule({ kind: 'no_fixed_expiry', months: 12 })).toEqual({ kind: 'none' });
    const fixed = { kind: 'fixed_date', month: 3, day: 31 };
    expect(upgradeRenewalRule(fixed)).toBe(fixed);
  });
});

describe('RenewalRuleSchema', () => {
  it('parses valid rules and rejects invalid ones with the same message', () => {
    expect(RenewalRuleSchema.parse({ kind: 'fixed_date', month: 3, day: 31 })).toEqual({
      kind: 'fixed_date',
      month: 3,
      day: 31,
    });
    const result = RenewalRuleSchema.safeParse({ kind: 'fixed_date', month: 2, day: 30 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/1 to 29/);
    expect(RenewalRuleSchema.safeParse({ kind: 'yearly', months: 12 }).success).toBe(false);
    expect(RenewalRuleSchema.safeParse({ kind: 'months', months: 12 }).success).toBe(false);
    expect(RenewalRuleSchema.safeParse({ kind: 'none', months: 12 }).success).toBe(false);
  });
});
