import type { Language } from '../domain/language';
import { MONTH_NAMES, type PlainDate, plainDateParts } from '../domain/plain-date';

/** The OQLF's abbreviations of the months (« 23 nov. 2026 »); mai, juin, août and mars are whole. */
const FRENCH_MONTHS = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
] as const;

/**
 * A calendar date as a person reads it in their language: "November 23, 2026" in English (as
 * core's longDate), "23 nov. 2026" in French. Fixed tables rather than Intl, so that server and
 * browser write the same text whatever ICU data they carry.
 */
export function localDate(date: PlainDate, language: Language): string {
  const { year, month, day } = plainDateParts(date);
  if (language === 'fr') return `${day === 1 ? '1er' : day} ${FRENCH_MONTHS[month - 1]} ${year}`;
  return `${MONTH_NAMES[month - 1]} ${day}, ${year}`;
}
