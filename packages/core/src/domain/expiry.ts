// Expiry (or review) date of a licence from its issue date and renewal rule.
import { addMonths, compare, daysInMonth, type PlainDate, plainDate, plainDateParts } from './plain-date';
import { type RenewalRule, renewalRuleProblem } from './renewal-rule';

/** The `month`/`day` of `year`, clamped to the month's end (29 February → 28 February in common years). */
function fixedDateIn(year: number, month: number, day: number): PlainDate {
  return plainDate(year, month, Math.min(day, daysInMonth(year, month)));
}

/**
 * The expiry date for a licence issued on `issuedDate`:
 * - months: issue date + N months, clamped at month ends (31 Jan + 1 month = 28/29 Feb);
 * - fixed_date: the first such date strictly after the issue date (issued 31 March → next 31 March);
 * - no_fixed_expiry: the annual review date, issue date + N months.
 * Throws a RangeError for an invalid date or rule.
 */
export function calculateExpiry(issuedDate: PlainDate, rule: RenewalRule): PlainDate {
  const problem = renewalRuleProblem(rule);
  if (problem) throw new RangeError(`Invalid renewal rule: ${problem}`);
  switch (rule.kind) {
    case 'months':
    case 'no_fixed_expiry':
      return addMonths(issuedDate, rule.months);
    case 'fixed_date': {
      const { year } = plainDateParts(issuedDate);
      const thisYear = fixedDateIn(year, rule.month, rule.day);
      return compare(thisYear, issuedDate) > 0 ? thisYear : fixedDateIn(year + 1, rule.month, rule.day);
    }
  }
}
