// City typeahead (PRODUCT §5): accent- and case-insensitive; whole-name prefix matches first, then
// matches at the start of a later word, then any other substring; larger places first within each.
import { CITY_SEARCH_MAX_RESULTS } from '../constants';
import { normalizePlaceName } from './place-names';
import type { ProvinceCode } from './provinces';

export interface Place {
  name: string;
  province: ProvinceCode;
  /** Unknown (null) in the bundled GeoNames extract. */
  population: number | null;
  /** A tie-breaker when population is unknown: higher first (the catalog gives its template cities 1). */
  prominence?: number;
}

const keys = new WeakMap<object, string>();

function keyOf(place: Place): string {
  let key = keys.get(place);
  if (key === undefined) {
    key = normalizePlaceName(place.name);
    keys.set(place, key);
  }
  return key;
}

/** 0 prefix of the whole name, 1 start of a later word, 2 elsewhere, -1 no match. */
function matchTier(key: string, query: string): number {
  const at = key.indexOf(query);
  if (at < 0) return -1;
  if (at === 0) return 0;
  return key.includes(` ${query}`) ? 1 : 2;
}

/**
 * Places in `province` (any province when null) whose name contains `query`, at most `limit`.
 * An empty query finds nothing.
 */
export function searchPlaces<P extends Place>(
  places: readonly P[],
  query: string,
  province?: string | null,
  limit: number = CITY_SEARCH_MAX_RESULTS,
): P[] {
  const q = normalizePlaceName(query);
  if (q === '' || limit <= 0) return [];
  const code = province?.trim().toUpperCase();
  const hits: { place: P; tier: number; key: string }[] = [];
  for (const place of places) {
    if (code && place.province !== code) continue;
    const key = keyOf(place);
    const tier = matchTier(key, q);
    if (tier >= 0) hits.push({ place, tier, key });
  }
  hits.sort(
    (a, b) =>
      a.tier - b.tier ||
      (b.place.population ?? -1) - (a.place.population ?? -1) ||
      (b.place.prominence ?? 0) - (a.place.prominence ?? 0) ||
      a.key.length - b.key.length ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  return hits.slice(0, limit).map((h) => h.place);
}
