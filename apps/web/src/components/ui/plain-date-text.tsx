import { isValidPlainDate, todayIn } from '@lt/core';

const formatter = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

/** "2026-03-31" → "Mar 31, 2026": a calendar date read as UTC, so no time zone shifts the day. */
export function formatPlainDate(value: string): string {
  if (!isValidPlainDate(value)) return value;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return formatter.format(date);
}

/** A calendar date for reading, with the machine-readable value in `dateTime`. */
export function PlainDateText({ value }: { value: string }) {
  return <time dateTime={value}>{formatPlainDate(value)}</time>;
}

/** Today's calendar date where the browser is (the default issue date of forms). */
export function localToday(now = new Date()): string {
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, now);
}
