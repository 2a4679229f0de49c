import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { type ApiClient, apiClient, TEST_ENV } from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';

interface City {
  city: string;
  province: string;
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe.each(DB_KINDS)('locations API (%s)', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV });
    api = apiClient(t.app, (await t.signIn()).headers);
  });
  afterAll(() => t?.close());

  it('lists the 13 provinces and territories in order', async () => {
    const response = await api.get('/api/locations/provinces');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { code: 'AB', name: 'Alberta' },
      { code: 'BC', name: 'British Columbia' },
      { code: 'MB', name: 'Manitoba' },
      { code: 'NB', name: 'New Brunswick' },
      { code: 'NL', name: 'Newfoundland and Labrador' },
      { code: 'NS', name: 'Nova Scotia' },
      { code: 'ON', name: 'Ontario' },
      { code: 'PE', name: 'Prince Edward Island' },
      { code: 'QC', name: 'Quebec' },
      { code: 'SK', name: 'Saskatchewan' },
      { code: 'NT', name: 'Northwest Territories' },
      { code: 'NU', name: 'Nunavut' },
      { code: 'YT', name: 'Yukon' },
    ]);
  });

  describe('GET /api/locations/search', () => {
    const search = async (query: string): Promise<City[]> => {
      const response = await api.get(`/api/locations/search?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    it('finds places of the province only, at most 20, prefix matches first', async () => {
      const results = await search('query=mo&province=QC');
      expect(results.length).toBeGreaterThan(1);
      expect(results.length).toBeLessThanOrEqual(20);
      expect(results[0]).toEqual({ city: 'Montréal', province: 'QC' });
      expect(results.every((r) => r.province === 'QC')).toBe(true);
      expect(results.every((r) => fold(r.city).includes('mo'))).toBe(true);
      const prefix = results.map((r) => fold(r.city).startsWith('mo'));
      // Once a non-prefix match appears, no prefix match follows it.
      expect(prefix.indexOf(false) === -1 || !prefix.slice(prefix.indexOf(false)).includes(true)).toBe(true);
    });

    it('caps a broad query at 20 results', async () => {
      expect(await search('query=an&province=ON')).toHaveLength(20);
    });

    it.each([
      ['montreal', 'Montréal'],
      ['MONTRÉAL', 'Montréal'],
      ['  québec ', 'Québec'],
      ['trois-riv', 'Trois-Rivières'],
    ])('is accent- and case-insensitive: %s finds %s', async (query, city) => {
      const results = await search(`query=${encodeURIComponent(query)}&province=QC`);
      expect(results.map((r) => r.city)).toContain(city);
    });

    it('takes the province code in any case', async () => {
      expect(await search('query=montre&province=qc')).toEqual(await search('query=montre&province=QC'));
    });

    it('finds St. John’s in Newfoundland but not in New Brunswick', async () => {
      expect((await search('query=st%20john&province=NL')).map((r) => r.city)).toContain("St. John's");
      expect((await search('query=st%20john&province=NB')).map((r) => r.city)).not.toContain("St. John's");
      expect(await search('query=zzqx&province=NL')).toEqual([]);
    });

    it.each<[string, string]>([
      ['query=m&province=QC', 'query: must be at least 2 characters'],
      ['query=%20m%20&province=QC', 'query: must be at least 2 characters'],
      ['province=QC', 'query: is required (at least 2 characters)'],
      ['query=mon', 'province: must be one of AB, BC, MB, NB, NL, NS, ON, PE, QC, SK, NT, NU, YT'],
      ['query=mon&province=Quebec', 'province: must be one of'],
      [`query=${'m'.repeat(101)}&province=QC`, 'query: must be at most 100 characters'],
    ])('refuses ?%s with a 400 and a clear detail', async (query, detail) => {
      const response = await api.get(`/api/locations/search?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toContain(detail);
    });
  });

  describe('GET /api/locations/cities/{province}', () => {
    it('lists the places of a province alphabetically, whatever the case of the code', async () => {
      const response = await api.get('/api/locations/cities/NL');
      expect(response.statusCode).toBe(200);
      const cities: City[] = response.json();
      expect(cities.map((c) => c.city)).toContain("St. John's");
      expect(cities.every((c) => c.province === 'NL')).toBe(true);
      const names = cities.map((c) => c.city);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-CA')));
      expect((await api.get('/api/locations/cities/nl')).json()).toEqual(cities);
    });

    it('has places for every province and territory', async () => {
      for (const code of ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'ON', 'PE', 'QC', 'SK', 'NT', 'NU', 'YT']) {
        expect((await api.get(`/api/locations/cities/${code}`)).json().length, code).toBeGreaterThan(0);
      }
    });

    it.each(['XX', 'Ontario', '12'])('refuses %s with a 400', async (code) => {
      const response = await api.get(`/api/locations/cities/${code}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toContain('province: must be one of');
    });
  });

  describe('/api/locations/validate-postal', () => {
    const both = async (params: Record<string, string>) => {
      const viaGet = await api.get(`/api/locations/validate-postal?${new URLSearchParams(params)}`);
      const viaPost = await api.post('/api/locations/validate-postal', params);
      expect(viaGet.statusCode).toBe(200);
      expect(viaPost.json()).toEqual(viaGet.json());
      return viaGet.json();
    };

    it('normalises a valid code to A1A 1A1', async () => {
      expect(await both({ postal_code: ' k1a0b1 ' })).toEqual({
        valid: true,
        normalized: 'K1A 0B1',
        province_hint: ['ON'],
        warning: null,
        error: null,
      });
      expect(await both({ postal_code: 'k1a-0b1', province: 'ON' })).toMatchObject({
        valid: true,
        normalized: 'K1A 0B1',
        warning: null,
      });
      expect(await both({ postal_code: 'X0A 0H0' })).toMatchObject({ valid: true, province_hint: ['NU'] });
    });

    it('accepts a code of another province with a warning', async () => {
      expect(await both({ postal_code: 'v6b1a1', province: 'ON' })).toEqual({
        valid: true,
        normalized: 'V6B 1A1',
        province_hint: ['BC'],
        warning:
          'Postal code V6B 1A1 is usually in British Columbia, not Ontario. Please check the postal code and province.',
        error: null,
      });
    });

    it.each([
      ['12345', 'Enter a postal code in the format A1A 1A1 (letter, digit, letter, digit, letter, digit).'],
      ['D1A 1A1', 'Canadian postal codes never use the letters D, F, I, O, Q or U.'],
      ['Z1A 1A1', 'Canadian postal codes never start with W or Z.'],
      ['  ', 'Enter a postal code.'],
    ])('says %s is not valid: %s', async (code, error) => {
      expect(await both({ postal_code: code })).toEqual({
        valid: false,
        normalized: null,
        province_hint: [],
        warning: null,
        error,
      });
    });

    it('refuses unknown fields in the POST body', async () => {
      const response = await api.post('/api/locations/validate-postal', {
        postal_code: 'K1A 0B1',
        country: 'CA',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toContain('Unknown field: country');
    });

    it.each<[string, string]>([
      ['', 'postal_code: is required'],
      ['postal_code=K1A0B1&province=XX', 'province: must be one of'],
      [`postal_code=${'K'.repeat(21)}`, 'postal_code: must be at most 20 characters'],
    ])('refuses ?%s with a 400', async (query, detail) => {
      const response = await api.get(`/api/locations/validate-postal?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toContain(detail);
    });
  });
});
