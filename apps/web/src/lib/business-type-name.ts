// A business type for reading, in the reader's language ("Retail" / "Commerce de détail"): the
// dashboard and the admin tables show it, and the businesses namespace arrives with this code.

import { BUSINESS_TYPES, type BusinessType, displayBusinessType } from '@lt/core';
import { i18n, registerNamespace } from './i18n';
import { businesses } from './i18n/en/businesses';
import { businesses as businessesFr } from './i18n/fr/businesses';

registerNamespace('businesses', { en: businesses, fr: businessesFr });

function isKnownType(value: string): value is BusinessType {
  return (BUSINESS_TYPES as readonly string[]).includes(value);
}

/** A known type by its translated name; any other stored value with underscores as spaces. */
export function businessTypeName(stored: string, language?: string): string {
  if (!isKnownType(stored)) return displayBusinessType(stored);
  return i18n.t(`types.${stored}`, { ns: 'businesses', lng: language });
}
