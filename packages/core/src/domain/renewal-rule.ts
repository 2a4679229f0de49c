// How a licence renews: after a number of months, on a fixed date each year, or never (then the
// months give an annual-review date instead of an expiry).
import { z } from 'zod';
import { DEFAULT_TEMPLATE_VALIDITY_MONTHS, MIN_TEMPLATE_VALIDITY_MONTHS } from '../constants';
import { daysInMonth } from './plain-date';

export type RenewalRule =
  /** Expires `months` after the issue date. */
  | { kind: 'months'; months: number }
  /** Expires every year on `month`/`day` (e.g. 31 March): the first such date after the issue date. */
  | { kind: 'fixed_date'; month: number; day: number }
  /** Does not expire; a review is due `months` after the issue date. */
  | { kind: 'no_fixed_expiry'; months: number };

export type RenewalRuleKind = RenewalRule['kind'];
export const RENEWAL_RULE_KINDS = [
  'months',
  'fixed_date',
  'no_fixed_expiry',
] as const satisfies readonly RenewalRuleKind[];

/** The rule used when no template applies: 12 months. */
export const DEFAULT_RENEWAL_RULE: RenewalRule = { kind: 'months', months: DEFAULT_TEMPLATE_VALIDITY_MONTHS };

export function monthsRule(months: number): RenewalRule {
  return { kind: 'months', months };
}

/** A problem with a rule in plain English, or undefined when it is valid. */
export function renewalRuleProblem(rule: RenewalRule): string | undefined {
  switch (rule.kind) {
    case 'months':
    case 'no_fixed_expiry':
      return Number.isInteger(rule.months) && rule.months >= MIN_TEMPLATE_VALIDITY_MONTHS
        ? undefined
        : `Months must be a whole number of at least ${MIN_TEMPLATE_VALIDITY_MONTHS}.`;
    case 'fixed_date':
      if (!Number.isInteger(rule.month) || rule.month < 1 || rule.month > 12) {
        return 'Month must be a whole number from 1 to 12.';
      }
      // A leap year bounds the day, so 29 February is allowed (it falls on 28 February in other years).
      return Number.isInteger(rule.day) && rule.day >= 1 && rule.day <= daysInMonth(2000, rule.month)
        ? undefined
        : `Day must be a whole number from 1 to ${daysInMonth(2000, rule.month)} for that month.`;
    default:
      return 'Unknown kind of renewal rule.';
  }
}

export function isValidRenewalRule(rule: RenewalRule): boolean {
  return renewalRuleProblem(rule) === undefined;
}

/** The typical validity in months that the onboarding and admin screens show: 12 for fixed-date rules. */
export function typicalValidityMonths(rule: RenewalRule): number {
  return rule.kind === 'fixed_date' ? 12 : rule.months;
}

/** The rule as a zod schema (for contracts and seed data), checked with the same rules as above. */
export const RenewalRuleSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('months'), months: z.number().int() }),
    z.object({ kind: z.literal('fixed_date'), month: z.number().int(), day: z.number().int() }),
    z.object({ kind: z.literal('no_fixed_expiry'), months: z.number().int() }),
  ])
  .superRefine((rule, ctx) => {
    const problem = renewalRuleProblem(rule);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .meta({ id: 'RenewalRule' });
