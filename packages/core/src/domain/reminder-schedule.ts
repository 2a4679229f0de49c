// When a licence is reminded (decision 013): at each of its lead times before the expiry date, on
// the expiry day, then once a week after expiry for OVERDUE_REMINDER_WEEKS weeks unless renewed or
// acknowledged ("I'm on it"). The sweep on the server turns these thresholds into deliveries.
import {
  MAX_REMINDER_LEAD_DAYS,
  MAX_REMINDER_LEAD_TIMES,
  OVERDUE_REMINDER_WEEKS,
  REMINDER_DAYS_BEFORE,
} from '../constants';

/** The spec's lead times, used when a licence gives none. */
export const DEFAULT_REMINDER_DAYS: readonly number[] = REMINDER_DAYS_BEFORE;

/** A problem with a list of lead times in plain English, or undefined when it is valid. */
export function reminderDaysProblem(days: readonly number[]): string | undefined {
  if (days.length < 1 || days.length > MAX_REMINDER_LEAD_TIMES) {
    return `must list 1 to ${MAX_REMINDER_LEAD_TIMES} lead times`;
  }
  if (!days.every((d) => Number.isInteger(d) && d >= 1 && d <= MAX_REMINDER_LEAD_DAYS)) {
    return `each lead time must be a whole number of days from 1 to ${MAX_REMINDER_LEAD_DAYS}`;
  }
  if (new Set(days).size !== days.length) return 'must not list the same lead time twice';
  return undefined;
}

/** Lead times as stored and shown: distinct, longest first. */
export function normalizeReminderDays(days: readonly number[]): number[] {
  return [...new Set(days)].sort((a, b) => b - a);
}

/**
 * Every reminder threshold of a licence in days before expiry, longest first: its lead times,
 * 0 (the expiry day), then −7, −14, … (weekly after expiry).
 */
export function reminderThresholds(days: readonly number[]): number[] {
  const overdue = Array.from({ length: OVERDUE_REMINDER_WEEKS }, (_, week) => -7 * (week + 1));
  return [...normalizeReminderDays(days.filter((d) => d > 0)), 0, ...overdue];
}

/** What kind of reminder a threshold is, for the e-mail and SMS wording. */
export function thresholdKind(thresholdDays: number): 'before' | 'on_the_day' | 'overdue' {
  if (thresholdDays > 0) return 'before';
  return thresholdDays === 0 ? 'on_the_day' : 'overdue';
}
