import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RENEWAL_RULE,
  isValidRenewalRule,
  monthsRule,
  type RenewalRule,
  RenewalRuleSchema,
  renewalRuleProblem,
  typicalValidityMonths,
} from './renewal-rule';

describe('renewal rules', () => {
  it('defaults to 12 months', () => {
    expect(DEFAULT_RENEWAL_RULE).toEqual({ kind: 'months', months: 12 });
    expect(monthsRule(24)).toEqual({ kind: 'months', months: 24 });
  });

  it('accepts sensible rules', () => {
    const rules: RenewalRule[] = [
      { kind: 'months', months: 1 },
      { kind: 'no_fixed_expiry', months: 12 },
      { kind: 'fixed_date', month: 3, day: 31 },
      { kind: 'fixed_date', month: 12, day: 31 },
      { kind: 'fixed_date', month: 2, day: 29 },
    ];
    for (const rule of rules) expect(isValidRenewalRule(rule)).toBe(true);
  });

  it('explains bad rules', () => {
    expect(renewalRuleProblem({ kind: 'months', months: 0 })).toMatch(/at least 1/);
    expect(renewalRuleProblem({ kind: 'no_fixed_expiry', months: 1.5 })).toMatch(/whole number/);
    expect(renewalRuleProblem({ kind: 'fixed_date', month: 13, day: 1 })).toMatch(/1 to 12/);
    expect(renewalRuleProblem({ kind: 'fixed_date', month: 4, day: 31 })).toMatch(/1 to 30/);
    expect(renewalRuleProblem({ kind: 'fixed_date', month: 2, day: 30 })).toMatch(/1 to 29/);
    expect(renewalRuleProblem({ kind: 'weekly' } as unknown as RenewalRule)).toMatch(/Unknown/);
  });

  it('reports a typical validity in months', () => {
    expect(typicalValidityMonths({ kind: 'months', months: 36 })).toBe(36);
    expect(typicalValidityMonths({ kind: 'no_fixed_expiry', months: 12 })).toBe(12);
    expect(typicalValidityMonths({ kind: 'fixed_date', month: 3, day: 31 })).toBe(12);
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
  });
});
