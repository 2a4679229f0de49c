// How a licence renews (decision 013): after a term of months, on a fixed date each year, never, or
// on the date printed on it when no term is known (issue 27: never guess a term).
// Templates carry a rule; a licence copies its template's rule and the user may change it.
import { z } from 'zod';
import {
  DEFAULT_TEMPLATE_VALIDITY_MONTHS,
  MAX_RENEWAL_TERM_MONTHS,
  MIN_TEMPLATE_VALIDITY_MONTHS,
} from '../constants';
import { daysInMonth, MONTH_NAMES } from './plain-date';

export type RenewalRule =
  /** Expires `months` after the issue date (a 1-year licence is a 12-month term). */
  | { kind: 'term'; months: number }
  /** Expires every year on `month`/`day` (e.g. 31 March): the first such date after the issue date. */
  | { kind: 'fixed_date'; month: number; day: number }
  /**
   * Stays valid until cancelled: Business Number, GST/HST, QST, PST and payroll accounts, occupancy
   * certificates valid while the use is unchanged. Such a licence has no expiry date at all.
   */
  | { kind: 'none' }
  /**
   * Expires on the date printed on the licence: the authority states no fixed term (it varies, or
   * the official source does not say). The user gives each period's expiry; nothing is calculated.
   */
  | { kind: 'printed' };

export type RenewalRuleKind = RenewalRule['kind'];
export const RENEWAL_RULE_KINDS = [
  'term',
  'fixed_date',
  'none',
  'printed',
] as const satisfies readonly RenewalRuleKind[];

/** The rule used when no template applies: a 12-month term. */
export const DEFAULT_RENEWAL_RULE: RenewalRule = { kind: 'term', months: DEFAULT_TEMPLATE_VALIDITY_MONTHS };

export function termRule(months: number): RenewalRule {
  return { kind: 'term', months };
}

export const NO_EXPIRY_RULE: RenewalRule = { kind: 'none' };

/** Whether a licence under this rule has an expiry date at all. */
export function hasExpiry(rule: RenewalRule): rule is Exclude<RenewalRule, { kind: 'none' }> {
  return rule.kind !== 'none';
}

/** A problem with a rule in plain English, or undefined when it is valid. */
export function renewalRuleProblem(rule: RenewalRule): string | undefined {
  switch (rule.kind) {
    case 'term':
      return Number.isInteger(rule.months) &&
        rule.months >= MIN_TEMPLATE_VALIDITY_MONTHS &&
        rule.months <= MAX_RENEWAL_TERM_MONTHS
        ? undefined
        : `Months must be a whole number from ${MIN_TEMPLATE_VALIDITY_MONTHS} to ${MAX_RENEWAL_TERM_MONTHS}.`;
    case 'fixed_date':
      if (!Number.isInteger(rule.month) || rule.month < 1 || rule.month > 12) {
        return 'Month must be a whole number from 1 to 12.';
      }
      // A leap year bounds the day, so 29 February is allowed (it falls on 28 February in other years).
      return Number.isInteger(rule.day) && rule.day >= 1 && rule.day <= daysInMonth(2000, rule.month)
        ? undefined
        : `Day must be a whole number from 1 to ${daysInMonth(2000, rule.month)} for that month.`;
    case 'none':
    case 'printed':
      return undefined;
    default:
      return 'Unknown kind of renewal rule.';
  }
}

export function isValidRenewalRule(rule: RenewalRule): boolean {
  return renewalRuleProblem(rule) === undefined;
}

/** Whether a licence's expiry can be worked out from its issue date (not for `none` or `printed`). */
export function calculable(rule: RenewalRule): rule is Extract<RenewalRule, { kind: 'term' | 'fixed_date' }> {
  return rule.kind === 'term' || rule.kind === 'fixed_date';
}

/**
 * The typical validity in months that the onboarding and admin screens show: 12 for fixed-date
 * rules, null for rules with no expiry or no known term.
 */
export function typicalValidityMonths(rule: RenewalRule): number | null {
  switch (rule.kind) {
    case 'term':
      return rule.months;
    case 'fixed_date':
      return 12;
    case 'none':
    case 'printed':
      return null;
  }
}

/**
 * The rule in words, as the onboarding steps and the licence screens state it: "Renews every
 * 12 months", "Renews every year on 31 March", "No expiry". The web app translates the same three
 * shapes; this English form is for e-mails, logs and tests.
 */
export function describeRenewalRule(rule: RenewalRule): string {
  switch (rule.kind) {
    case 'term':
      return rule.months === 12
        ? 'Renews every year'
        : rule.months % 12 === 0
          ? `Renews every ${rule.months / 12} years`
          : `Renews every ${rule.months} month${rule.months === 1 ? '' : 's'}`;
    case 'fixed_date':
      return `Renews every year on ${rule.day} ${MONTH_NAMES[rule.month - 1]}`;
    case 'none':
      return 'No expiry';
    case 'printed':
      return 'Expires on the date printed on it';
  }
}

/**
 * Stored rules written before decision 013 (`months`, `no_fixed_expiry`) read as today's kinds.
 * Only the migration and seeding of old catalogue files need it.
 */
export function upgradeRenewalRule(stored: unknown): unknown {
  if (stored && typeof stored === 'object' && 'kind' in stored) {
    const old = stored as { kind: string; months?: number };
    if (old.kind === 'months') return { kind: 'term', months: old.months };
    if (old.kind === 'no_fixed_expiry') return { kind: 'none' };
  }
  return stored;
}

/** The rule as a zod schema (for contracts and seed data), checked with the same rules as above. */
export const RenewalRuleSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.strictObject({ kind: z.literal('term'), months: z.number().int() }),
      z.strictObject({ kind: z.literal('fixed_date'), month: z.number().int(), day: z.number().int() }),
      z.strictObject({ kind: z.literal('none') }),
      z.strictObject({ kind: z.literal('printed') }),
    ],
    { error: () => `must be a renewal rule: {"kind": "${RENEWAL_RULE_KINDS.join('" | "')}", …}` },
  )
  .superRefine((rule, ctx) => {
    const problem = renewalRuleProblem(rule);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .meta({
    id: 'RenewalRule',
    description:
      "How a licence renews: `term` (expires `months` after the issue date), `fixed_date` (every year on `month`/`day`), `none` (no expiry date) or `printed` (no known term: each period's expiry is the date printed on the licence, given by the user).",
  });

const MONTH_NAMES_FR = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

/** `describeRenewalRule` in Canadian French, for the catalogue's French descriptions. */
export function describeRenewalRuleFr(rule: RenewalRule): string {
  switch (rule.kind) {
    case 'term':
      return rule.months === 12
        ? 'Se renouvelle chaque année'
        : rule.months % 12 === 0
          ? `Se renouvelle tous les ${rule.months / 12} ans`
          : `Se renouvelle tous les ${rule.months} mois`;
    case 'fixed_date':
      return `Se renouvelle chaque année le ${rule.day === 1 ? '1er' : rule.day} ${MONTH_NAMES_FR[rule.month - 1]}`;
    case 'none':
      return 'Sans date d’expiration';
    case 'printed':
      return 'Expire à la date inscrite sur le permis';
  }
}
