// Calendar dates as 'YYYY-MM-DD' strings end to end (ARCHITECTURE.md, rules of the house): issue and expiry dates are days,
// not instants, so they are never turned into a Date at midnight. Arithmetic runs on whole days
// since 1970-01-01 (Howard Hinnant's civil-date algorithms), which makes it exact across DST.

/** A calendar date 'YYYY-MM-DD' (years 0001–9999). */
export type PlainDate = string;

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1–12) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

export function isValidPlainDate(value: unknown): value is PlainDate {
  if (typeof value !== 'string') return false;
  const match = PLAIN_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Year, month (1–12) and day of a valid plain date; throws a RangeError otherwise. */
export function plainDateParts(date: PlainDate): { year: number; month: number; day: number } {
  if (!isValidPlainDate(date)) throw new RangeError(`Not a valid date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

/** Builds 'YYYY-MM-DD' from parts; throws a RangeError when the parts are not a real date. */
export function plainDate(year: number, month: number, day: number): PlainDate {
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (!Number.isInteger(year) || !isValidPlainDate(text)) {
    throw new RangeError(`Not a valid date: ${year}-${month}-${day}`);
  }
  return text;
}

/** Days since 1970-01-01 (negative before it). */
export function toEpochDay(date: PlainDate): number {
  const { year, month, day } = plainDateParts(date);
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The plain date that is `epochDay` days after 1970-01-01. */
export function fromEpochDay(epochDay: number): PlainDate {
  if (!Number.isInteger(epochDay)) throw new RangeError(`Not a whole number of days: ${epochDay}`);
  const z = epochDay + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return plainDate(yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day);
}

export function addDays(date: PlainDate, days: number): PlainDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/**
 * Adds whole months, clamping the day to the end of the target month:
 * 2025-01-31 + 1 month = 2025-02-28; 2024-01-31 + 1 month = 2024-02-29.
 */
export function addMonths(date: PlainDate, months: number): PlainDate {
  if (!Number.isInteger(months)) throw new RangeError(`Not a whole number of months: ${months}`);
  const { year, month, day } = plainDateParts(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return plainDate(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

/** `to − from` in days: positive when `to` is later. */
export function daysBetween(from: PlainDate, to: PlainDate): number {
  return toEpochDay(to) - toEpochDay(from);
}

/** −1, 0 or 1, for sorting. */
export function compare(a: PlainDate, b: PlainDate): -1 | 0 | 1 {
  const diff = toEpochDay(a) - toEpochDay(b);
  return diff < 0 ? -1 : diff > 0 ? 1 : 0;
}

const lastToday = new Map<string, { minute: number; date: PlainDate }>();
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date at `instant` in an IANA time zone. Throws a RangeError for an unknown zone. */
export function todayIn(timeZone: string, instant: Date): PlainDate {
  // Zone offsets are whole minutes, so the local date cannot change within a UTC minute: a
  // list of 200 licences asks once per zone instead of formatting 200 times.
  const minute = Math.floor(instant.getTime() / 60_000);
  const cached = lastToday.get(timeZone);
  if (cached && cached.minute === minute) return cached.date;
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const date = plainDate(part('year'), part('month'), part('day'));
  lastToday.set(timeZone, { minute, date });
  return date;
}

/** English month names, for server-written text (e-mails, template descriptions). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "April 13, 2027", without turning the calendar date into an instant. */
export function longDate(date: PlainDate): string {
  const { year, month, day } = plainDateParts(date);
  return `${MONTH_NAMES[month - 1]} ${day}, ${year}`;
}
