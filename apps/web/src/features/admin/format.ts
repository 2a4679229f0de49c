import type { AdminTemplate } from '@lt/core';
import { formatInstantDate, formatInstant as formatLocalInstant } from '../../lib/format';

/** "Halifax, NS"; null when neither is known. */
export function joinLocation(
  city: string | null | undefined,
  province: string | null | undefined,
): string | null {
  const parts = [city, province].filter((p): p is string => !!p?.trim());
  return parts.length ? parts.join(', ') : null;
}

/** PRODUCT §2: federal "All Canada"; provincial the province; municipal "city, province"; else null (N/A). */
export function templateLocation(
  template: Pick<AdminTemplate, 'level' | 'city' | 'province'>,
  allCanada: string,
) {
  if (template.level === 'federal') return allCanada;
  if (template.level === 'provincial') return template.province || null;
  return joinLocation(template.city, template.province);
}

/** A creation time as a local calendar date ("Jan 5, 2026" / "5 janv. 2026"). */
export function formatCreated(iso: string, language: string): string {
  return formatInstantDate(iso, language);
}

/** An instant as local date and time ("Nov 1, 2026, 9:00 a.m." / "1 nov. 2026, 09 h 00"). */
export function formatInstant(iso: string, language: string): string {
  return formatLocalInstant(iso, language);
}
