// The values of a real register (issue 30): dates as people and spreadsheets write them, "N/A" for a
// registration that never expires, provinces by code or name. Server, web and tests read them alike.

import { isValidPlainDate, type PlainDate } from './plain-date';
import { PROVINCES, type ProvinceCode } from './provinces';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** Month names and their usual abbreviations, English and French, accents folded. */
const MONTHS: Record<string, number> = (() => {
  const names = [
    ['january', 'jan', 'janvier', 'janv'],
    ['february', 'feb', 'fevrier', 'fevr', 'fev'],
    ['march', 'mar', 'mars'],
    ['april', 'apr', 'avril', 'avr'],
    ['may', 'mai'],
    ['june', 'jun', 'juin'],
    ['july', 'jul', 'juillet', 'juil'],
    ['august', 'aug', 'aout'],
    ['september', 'sep', 'sept', 'septembre'],
    ['october', 'oct', 'octobre'],
    ['november', 'nov', 'novembre'],
    ['december', 'dec', 'decembre'],
  ];
  return Object.fromEntries(names.flatMap((words, i) => words.map((w) => [w, i + 1])));
})();

const dateOf = (year: number, month: number, day: number): PlainDate | null => {
  const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return year >= 1000 && year <= 9999 && isValidPlainDate(date) ? date : null;
};

// Excel counts days from 1899-12-30 (its 1900 leap-year bug included). Only 10000–99999 (1927–2173)
// is read as a date: a smaller or larger number in a date column is more likely a typo than a day.
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const MIN_SERIAL = 10_000;
const MAX_SERIAL = 99_999;

/** An Excel serial day number (46477 → 2027-03-31); null out of the plausible range. */
export function excelSerialDate(serial: number): PlainDate | null {
  if (!Number.isInteger(serial) || serial < MIN_SERIAL || serial > MAX_SERIAL) return null;
  return new Date(EXCEL_EPOCH_MS + serial * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A date as a register writes it: ISO ("2027-03-31", "2027/3/31", with a time), day first
 * ("31/03/2027", "31-03-2027", "31.03.2027"; month first only when the day cannot be the month:
 * "03/31/2027"), a month name in English or French ("March 31, 2027", "31 mars 2027", "1er avril
 * 2027", "Mar. 31 2027"), or an Excel serial number ("46477"). Null when it is none of these.
 */
export function parseDateText(text: string): PlainDate | null {
  const t = fold(text).replace(/^le\s+/, '');
  if (!t) return null;
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[t ].*)?$/.exec(t);
  if (iso) return dateOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(t);
  if (numeric) {
    const [a, b, year] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
    // Canada writes the day first (and so does French); "03/31" can only be month first.
    return b > 12 ? dateOf(year, a, b) : dateOf(year, b, a);
  }
  if (/^\d{5}(\.0+)?$/.test(t)) return excelSerialDate(Number(t));
  const words = t
    .replace(/[,.]/g, ' ')
    .replace(/(\d)(er|st|nd|rd|th)\b/g, '$1')
    .split(/\s+/);
  if (words.length === 3) {
    const [first, second, third] = words as [string, string, string];
    const year = Number(third);
    if (MONTHS[first] && /^\d{1,2}$/.test(second)) return dateOf(year, MONTHS[first], Number(second));
    if (MONTHS[second] && /^\d{1,2}$/.test(first)) return dateOf(year, MONTHS[second], Number(first));
  }
  return null;
}

/** A spreadsheet date cell (a Date at midnight UTC, or a serial number), else its text read as above. */
export function parseDateValue(cell: unknown): PlainDate | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  if (typeof cell === 'number') return excelSerialDate(cell);
  return typeof cell === 'string' ? parseDateText(cell) : null;
}

const NO_EXPIRY = new Set([
  'n/a',
  'na',
  'n a',
  'none',
  'never',
  'no expiry',
  'does not expire',
  'permanent',
  'sans objet',
  's/o',
  's o',
  'so',
  'aucune',
  'aucun',
  'jamais',
  'sans echeance',
  'sans expiration',
  'permanente',
  '-',
  '--',
  '—',
]);

/** "N/A", "none", "sans objet", "s.o.", "never"…: a registration that never expires. */
export function isNoExpiryText(text: string): boolean {
  const key = fold(text);
  return NO_EXPIRY.has(key) || NO_EXPIRY.has(key.replace(/[.\s]+/g, ' ').trim());
}

const PROVINCE_WORDS: Map<string, ProvinceCode> = (() => {
  const words = new Map<string, ProvinceCode>();
  for (const { code, name } of PROVINCES) {
    words.set(fold(code), code);
    words.set(fold(name), code);
  }
  const french: [string, ProvinceCode][] = [
    ['colombie-britannique', 'BC'],
    ['nouveau-brunswick', 'NB'],
    ['terre-neuve-et-labrador', 'NL'],
    ['nouvelle-ecosse', 'NS'],
    ['ile-du-prince-edouard', 'PE'],
    ['québec', 'QC'],
    ['que', 'QC'],
    ['ont', 'ON'],
    ['alta', 'AB'],
    ['sask', 'SK'],
    ['man', 'MB'],
    ['territoires du nord-ouest', 'NT'],
    ['pei', 'PE'],
  ];
  for (const [word, code] of french) words.set(fold(word), code);
  return words;
})();

/** "ON", "Ontario", "Qué.", "Colombie-Britannique" → its code; undefined when not a province. */
export function parseProvince(text: string): ProvinceCode | undefined {
  return PROVINCE_WORDS.get(fold(text).replace(/\.$/, ''));
}
