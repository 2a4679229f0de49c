import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CITY_SEARCH_MAX_RESULTS } from '../constants';
import { normalizePlaceName } from './place-names';
import { type Place, searchPlaces } from './place-search';

const place = (
  name: string,
  province: Place['province'],
  population: number | null = null,
  prominence = 0,
) => ({
  name,
  province,
  population,
  prominence,
});

const places: Place[] = [
  place('Mont-Laurier', 'QC', 14_000),
  place('Montréal-Nord', 'QC'),
  place('Montréal', 'QC', null, 1),
  place('Vieux-Montréal', 'QC'),
  place('Lamont', 'AB'),
  place('Mont-Royal', 'QC'),
  place('Montmagny', 'QC'),
  place("St. John's", 'NL', null, 1),
  place('St. Anthony', 'NL'),
  place('Saint John', 'NB', null, 1),
  place('Stephenville', 'NL'),
  place('Montréal-Est', 'QC'),
  place('Mont-Royal', 'ON'),
];

const names = (result: Place[]) => result.map((p) => p.name);

describe('searchPlaces', () => {
  it('ignores accents and case, and filters by province', () => {
    expect(names(searchPlaces(places, 'MONTREAL', 'QC'))).toEqual([
      'Montréal',
      'Montréal-Est',
      'Montréal-Nord',
      'Vieux-Montréal',
    ]);
    expect(names(searchPlaces(places, 'saint john', 'nb'))).toEqual(['Saint John']);
    expect(names(searchPlaces(places, 'mont royal', null))).toEqual(['Mont-Royal', 'Mont-Royal']);
  });

  it('puts prefix matches first, then word starts, then substrings; larger places first', () => {
    expect(names(searchPlaces(places, 'mont', 'QC'))).toEqual([
      'Mont-Laurier',
      'Montréal',
      'Montmagny',
      'Mont-Royal',
      'Montréal-Est',
      'Montréal-Nord',
      'Vieux-Montréal',
    ]);
    expect(names(searchPlaces(places, 'mont', 'AB'))).toEqual(['Lamont']);
  });

  it('finds St. John’s from "st j" and "st. john"', () => {
    expect(names(searchPlaces(places, 'st j', 'NL'))[0]).toBe("St. John's");
    expect(names(searchPlaces(places, 'st. john', 'NL'))).toEqual(["St. John's"]);
  });

  it('returns nothing for an empty query and honours the limit', () => {
    expect(searchPlaces(places, '  ', 'QC')).toEqual([]);
    expect(searchPlaces(places, 'mont', 'QC', 2)).toHaveLength(2);
    expect(searchPlaces(places, 'mont', 'QC', 0)).toEqual([]);
  });

  it('returns only matching places of the province, at most 20, without duplicates', () => {
    const many = Array.from({ length: 60 }, (_, i) => place(`Saint-Lieu ${i}`, i % 2 ? 'QC' : 'ON'));
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), fc.constantFrom('QC', 'ON', null), (query, province) => {
        const result = searchPlaces([...places, ...many], query, province);
        expect(result.length).toBeLessThanOrEqual(CITY_SEARCH_MAX_RESULTS);
        expect(new Set(result).size).toBe(result.length);
        for (const p of result) {
          expect(normalizePlaceName(p.name)).toContain(normalizePlaceName(query));
          if (province) expect(p.province).toBe(province);
        }
      }),
    );
  });
});
