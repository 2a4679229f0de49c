import { canadianPlaces } from '@lt/catalog';
import {
  type CitySearchResult,
  type Language,
  type PostalValidation,
  samePlace,
  searchPlaces,
  validatePostalCode,
} from '@lt/core';

/** City typeahead: accent- and case-insensitive, prefix matches first, larger places first, at most 20. */
export function searchCities(query: string, province: string): CitySearchResult[] {
  return searchPlaces(canadianPlaces(), query, province).map((p) => ({ city: p.name, province: p.province }));
}

/** Every known place of a province, alphabetically. */
export function citiesOf(province: string): CitySearchResult[] {
  return canadianPlaces()
    .filter((p) => p.province === province)
    .map((p) => ({ city: p.name, province: p.province }))
    .sort((a, b) => a.city.localeCompare(b.city, 'en-CA'));
}

/** The place's spelling in our data ("montreal" → "Montréal"), or undefined for an unknown place. */
export function knownCity(city: string, province: string): string | undefined {
  return canadianPlaces().find((p) => p.province === province && samePlace(p.name, city))?.name;
}

/** The check of a postal code, its error and warning worded in `language` (issue 15). */
export function checkPostalCode(
  postalCode: string,
  province?: string,
  language: Language = 'en',
): PostalValidation {
  const result = validatePostalCode(postalCode, province, language);
  return {
    valid: result.valid,
    normalized: result.normalized ?? null,
    province_hint: result.province_hint ?? [],
    warning: result.warning ?? null,
    error: result.error ?? null,
  };
}
