// Every date, number and province name the web app shows is formatted here, in the current
// language's Canadian locale (decision 016): "23 nov. 2026" in French, "Nov 23, 2026" in English.

import { isProvinceCode, isValidPlainDate, languageOfTag } from '@lt/core';
import { i18n } from './i18n';
import { currentLanguage, LOCALES } from './i18n/language';

/** The Canadian locale of a language or tag (`fr`, `fr-CA` → `fr-CA`); the current one by default. */
export function localeOf(language?: string): string {
  return LOCALES[language ? languageOfTag(language) : currentLanguage()];
}

// Building an Intl formatter costs far more than using one (a table of 50 rows formats 100 dates
// and more per render): one per locale and options, kept (decision 032).
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}
const numberFormats = new Map<string, Intl.NumberFormat>();

/** "2026-03-31" → "Mar 31, 2026" / "31 mars 2026": a calendar date read as UTC, so no time zone shifts the day. */
export function formatPlainDate(value: string, language?: string): string {
  if (!isValidPlainDate(value)) return value;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return dateFormat(localeOf(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

function parseInstant(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An instant as the calendar date of the reader's time zone ("Nov 22, 2026"). */
export function formatInstantDate(iso: string, language?: string): string {
  const date = parseInstant(iso);
  return date ? dateFormat(localeOf(language), { dateStyle: 'medium' }).format(date) : iso;
}

/** An instant as a short day of the reader's time zone, without the year ("Nov 27" / "27 nov."). */
export function formatInstantDayMonth(iso: string, language?: string): string {
  const date = parseInstant(iso);
  return date ? dateFormat(localeOf(language), { month: 'short', day: 'numeric' }).format(date) : iso;
}

/** An instant as the reader's local date and time ("Nov 1, 2026, 9:00 a.m." / "1 nov. 2026, 09 h 00"). */
export function formatInstant(
  iso: string,
  language?: string,
  dateStyle: 'medium' | 'full' = 'medium',
): string {
  const date = parseInstant(iso);
  if (!date) return iso;
  return dateFormat(localeOf(language), { dateStyle, timeStyle: 'short' }).format(date);
}

/** 12345 → "12,345" / "12 345". */
export function formatNumber(value: number, language?: string): string {
  const locale = localeOf(language);
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** The month's full name (1 = January): "March" / "mars". */
export function monthName(month: number, language?: string): string {
  return dateFormat(localeOf(language), { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
}

/** "QC" → "Quebec" / "Québec"; anything that is not a province code is returned as it is. */
export function provinceName(code: string, language?: string): string {
  if (!isProvinceCode(code)) return code;
  return i18n.t(`provinces.${code}`, { ns: 'common', lng: language ? languageOfTag(language) : undefined });
}
