// Expiry dates of a licence from its renewal rule (decision 013): the first expiry after an issue
// date, an estimate rolled forward past today when only an old issue date is known, and the next
// period of a renewal.
import { addMonths, compare, daysInMonth, type PlainDate, plainDate, plainDateParts } from './plain-date';
import { type RenewalRule, renewalRuleProblem } from './renewal-rule';

/** The `month`/`day` of `year`, clamped to the month's end (29 February → 28 February in common years). */
function fixedDateIn(year: number, month: number, day: number): PlainDate {
  return plainDate(year, month, Math.min(day, daysInMonth(year, month)));
}

function assertValid(rule: RenewalRule): void {
  const problem = renewalRuleProblem(rule);
  if (problem) throw new RangeError(`Invalid renewal rule: ${problem}`);
}

/**
 * The expiry date for a licence issued on `issuedDate`, or null when the rule has no expiry:
 * - term: issue date + N months, clamped at month ends (31 Jan + 1 month = 28/29 Feb);
 * - fixed_date: the first such date strictly after the issue date (issued 31 March → next 31 March);
 * - none: null; printed: null (no term is known: the expiry is the one printed, given by the user).
 * Throws a RangeError for an invalid date or rule, or when the date would pass 9999-12-31.
 */
export function calculateExpiry(issuedDate: PlainDate, rule: RenewalRule): PlainDate | null {
  assertValid(rule);
  switch (rule.kind) {
    case 'term':
      return addMonths(issuedDate, rule.months);
    case 'fixed_date': {
      const { year } = plainDateParts(issuedDate);
      const thisYear = fixedDateIn(year, rule.month, rule.day);
      return compare(thisYear, issuedDate) > 0 ? thisYear : fixedDateIn(year + 1, rule.month, rule.day);
    }
    case 'none':
    case 'printed':
      return null;
  }
}

export interface EstimatedExpiry {
  expiry_date: PlainDate | null;
  /** True when the date was rolled forward from an old issue date and should be checked. */
  expiry_estimated: boolean;
}

/**
 * The expiry when only the issue date is known. When the first expiry after the issue date has
 * already passed on `today` (the licence was issued more than one term ago and has been renewed
 * since), the expiry rolls forward by the rule to the first expiry strictly after today, and is
 * marked estimated. Term rules count whole terms from the issue date (15 June 2020 + k × 12
 * months), so month-end clamping never drifts.
 */
export function estimateExpiry(issuedDate: PlainDate, rule: RenewalRule, today: PlainDate): EstimatedExpiry {
  const first = calculateExpiry(issuedDate, rule);
  if (first === null || compare(first, today) > 0) return { expiry_date: first, expiry_estimated: false };
  switch (rule.kind) {
    case 'term': {
      // A first guess from the month distance, then step to the first term end after today.
      const { year: y0, month: m0 } = plainDateParts(issuedDate);
      const { year: y1, month: m1 } = plainDateParts(today);
      const elapsed = (y1 - y0) * 12 + (m1 - m0);
      let terms = Math.max(1, Math.floor(elapsed / rule.months));
      while (terms > 1 && compare(addMonths(issuedDate, (terms - 1) * rule.months), today) > 0) terms -= 1;
      let expiry = addMonths(issuedDate, terms * rule.months);
      while (compare(expiry, today) <= 0) {
        terms += 1;
        expiry = addMonths(issuedDate, terms * rule.months);
      }
      return { expiry_date: expiry, expiry_estimated: true };
    }
    default:
      // fixed_date: the first such date after today.
      return { expiry_date: calculateExpiry(today, rule), expiry_estimated: true };
  }
}

export interface RenewalPeriod {
  issued_date: PlainDate;
  expiry_date: PlainDate | null;
}

/**
 * The period a renewal proposes: it starts at the old expiry, or on `today` when the licence had
 * lapsed (or had no expiry), and ends by the rule.
 */
export function nextPeriod(
  currentExpiry: PlainDate | null,
  rule: RenewalRule,
  today: PlainDate,
): RenewalPeriod {
  const start = currentExpiry !== null && compare(currentExpiry, today) >= 0 ? currentExpiry : today;
  return { issued_date: start, expiry_date: calculateExpiry(start, rule) };
}

/**
 * The issue date to record when only the expiry printed on a licence is known (onboarding): one
 * term before the expiry (12 months for a fixed-date rule), but never after `today` — a licence
 * in hand was issued by now. Always on or before the expiry. A rule with no expiry has no term to
 * count back: the licence counts as issued today.
 */
export function assumedIssueDate(expiryDate: PlainDate, rule: RenewalRule, today: PlainDate): PlainDate {
  assertValid(rule);
  const back = rule.kind === 'term' ? rule.months : 12;
  const oneTermBefore =
    rule.kind === 'none' || rule.kind === 'printed' ? today : addMonths(expiryDate, -back);
  const issued = compare(oneTermBefore, today) > 0 ? today : oneTermBefore;
  return compare(issued, expiryDate) > 0 ? expiryDate : issued;
}
