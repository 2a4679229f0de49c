import { PROVINCE_CODES, timeZoneOverrides } from '@lt/core';
import { describe, expect, it } from 'vitest';
import { canadianPlaces, searchPlaces } from './index';

const places = canadianPlaces();
const has = (name: string, province: string) =>
  places.some((p) => p.name === name && p.province === province);

describe('canadianPlaces', () => {
  it('holds at least 2,500 places in every province and territory, without duplicates', () => {
    expect(places.length).toBeGreaterThanOrEqual(2500);
    for (const code of PROVINCE_CODES)
      expect(
        places.some((p) => p.province === code),
        code,
      ).toBe(true);
    const keys = places.map((p) => `${p.province}|${p.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps accents and punctuation', () => {
    expect(has('Montréal', 'QC')).toBe(true);
    expect(has('Québec', 'QC')).toBe(true);
    expect(has("St. John's", 'NL')).toBe(true);
    expect(has('Saint John', 'NB')).toBe(true);
    expect(has('Trois-Rivières', 'QC')).toBe(true);
  });

  it('includes the places of the time-zone overrides', () => {
    for (const { city, province } of timeZoneOverrides()) {
      expect(searchPlaces(places, city, province).length, `${city} ${province}`).toBeGreaterThan(0);
    }
    expect(has('Blanc-Sablon', 'QC')).toBe(true);
    expect(has('Lloydminster', 'SK')).toBe(true);
  });

  it('has no population (GeoNames extract) but ranks template cities', () => {
    expect(places.every((p) => p.population === null)).toBe(true);
    expect(places.find((p) => p.name === 'Montréal')?.prominence).toBe(1);
    expect(places.find((p) => p.name === 'Montréal-Nord')?.prominence).toBe(0);
  });
});

describe('searchPlaces on the catalog', () => {
  it('finds Montréal first for "mont" in QC', () => {
    const result = searchPlaces(places, 'mont', 'QC');
    expect(result[0]?.name).toBe('Montréal');
    expect(result.length).toBeGreaterThan(5);
    expect(result.every((p) => p.province === 'QC')).toBe(true);
  });

  it('finds St. John’s for "st j" in NL and Saint John for "saint j" in NB', () => {
    expect(searchPlaces(places, 'st j', 'NL')[0]?.name).toBe("St. John's");
    expect(searchPlaces(places, 'saint j', 'NB')[0]?.name).toBe('Saint John');
    expect(searchPlaces(places, 'quebec', 'QC')[0]?.name).toBe('Québec');
  });

  it('returns at most 20 results', () => {
    expect(searchPlaces(places, 'saint', 'QC')).toHaveLength(20);
    expect(searchPlaces(places, 'a', null).length).toBe(20);
  });
});
