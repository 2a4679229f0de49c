import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { type ApiClient, apiClient, TEST_ENV } from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';

interface TemplateJson {
  id: string;
  name: string;
  level: string;
  business_types: string[];
  province: string | null;
  city: string | null;
  default_validity_months: number;
  renewal_rule: { kind: string };
  description: string | null;
}
interface TemplatesJson {
  federal: TemplateJson[];
  provincial: TemplateJson[];
  municipal: TemplateJson[];
}

describe.each(DB_KINDS)('onboarding steps 1–4 (%s)', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV });
    api = apiClient(t.app, (await t.signIn()).headers);
  });
  afterAll(() => t?.close());

  describe('POST /api/onboarding/validate-location', () => {
    const validate = (body: unknown) => api.post('/api/onboarding/validate-location', body);

    it('recognises a place whatever its spelling and gives its time zone', async () => {
      const response = await validate({ city: ' montreal ', province: 'QC', postal_code: 'h2x1y4' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        valid: true,
        city: 'Montréal',
        province: 'QC',
        time_zone: 'America/Toronto',
        known_city: true,
        postal_code: 'H2X 1Y4',
        warning: null,
      });
      const stJohns = (await validate({ city: "st. john's", province: 'NL' })).json();
      expect(stJohns).toMatchObject({ city: "St. John's", time_zone: 'America/St_Johns', postal_code: null });
    });

    it('warns about an unknown place and a postal code of another province without refusing them', async () => {
      const response = await validate({ city: 'Atlantis', province: 'QC', postal_code: 'k1a 0b1' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        valid: true,
        known_city: false,
        city: 'Atlantis',
        postal_code: 'K1A 0B1',
      });
      expect(response.json().warning).toContain("We don't know a place called Atlantis in QC");
      expect(response.json().warning).toContain('Postal code K1A 0B1 is usually in Ontario, not Quebec.');
    });

    it('says a malformed postal code is not valid', async () => {
      const response = await validate({ city: 'Toronto', province: 'ON', postal_code: '12345' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ valid: false, postal_code: null });
      expect(response.json().warning).toContain('format A1A 1A1');
    });

    it.each<[unknown, string]>([
      [{ province: 'ON' }, 'city: is required'],
      [{ city: '  ', province: 'ON' }, 'city: is required'],
      [{ city: 'Toronto' }, 'province: must be one of'],
      [{ city: 'Toronto', province: 'Ontario' }, 'province: must be one of'],
      [
        { city: 'Toronto', province: 'ON', postal_code: 'x'.repeat(21) },
        'postal_code: must be at most 20 characters',
      ],
      [{ city: 'x'.repeat(10_000), province: 'ON' }, 'city: must be at most 120 characters'],
      [{ city: 'Toronto', province: 'ON', country: 'CA' }, 'Unknown field: country'],
    ])('refuses %o: %s', async (body, detail) => {
      const response = await validate(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toContain(detail);
    });
  });

  describe('PUT /api/onboarding/profile', () => {
    it('saves the profile, trimmed, with an uppercased postal code; fields not sent are kept', async () => {
      const { identity, headers } = await t.signIn();
      const own = apiClient(t.app, headers);
      const response = await own.put('/api/onboarding/profile', {
        full_name: '  Ada Lovelace ',
        phone_number: '709-555-0100',
        address: '1 Water St',
        city: "St. John's",
        province: 'NL',
        postal_code: 'a1c 1a1',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        email: identity.email,
        full_name: 'Ada Lovelace',
        phone_number: '709-555-0100',
        address: '1 Water St',
        city: "St. John's",
        province: 'NL',
        postal_code: 'A1C 1A1',
        is_onboarded: false,
      });
      await own.put('/api/onboarding/profile', { phone_number: '' });
      const profile = (await own.get('/api/users/profile')).json();
      expect(profile).toMatchObject({ full_name: 'Ada Lovelace', phone_number: '', address: '1 Water St' });
    });

    it.each<[unknown, string]>([
      [{ email: 'x@example.test' }, 'email'],
      [{ is_onboarded: true }, 'is_onboarded'],
      [{ full_name: 42 }, 'full_name'],
      [{ full_name: 'f'.repeat(201) }, 'full_name'],
      [{ address: 'a'.repeat(100_000) }, 'address'],
      [{ full_name: 'Ada\u0000' }, 'full_name: must not contain control characters'],
      [{ city: 'x', phone_number: '555\u0007' }, 'phone_number: must not contain control characters'],
    ])('refuses %o naming the field', async (body, field) => {
      const response = await api.put('/api/onboarding/profile', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toContain(field);
    });
  });

  describe('GET /api/onboarding/license-templates', () => {
    const templates = async (query: string): Promise<TemplatesJson> => {
      const response = await api.get(`/api/onboarding/license-templates?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const names = (list: TemplateJson[]) => list.map((x) => x.name);

    it('gives a Toronto restaurant the federal, Ontario and Toronto templates and nothing else', async () => {
      const result = await templates('activity=full_service_restaurant&province=ON&city=Toronto');
      expect(Object.keys(result).sort()).toEqual([
        'federal',
        'municipal',
        'municipal_note',
        'no_general_licence',
        'provincial',
        'questions',
      ]);

      expect(names(result.federal)).toEqual(
        expect.arrayContaining([
          'Business Number (BN) registration',
          'GST/HST registration (RT program account)',
        ]),
      );
      expect(names(result.provincial)).toEqual(
        expect.arrayContaining([
          'Liquor sales licence',
          'Business name registration (Master Business Licence)',
        ]),
      );
      expect(names(result.municipal)).toEqual(
        expect.arrayContaining(['Eating or drinking establishment licence', 'Food handler certification']),
      );
      for (const level of ['federal', 'provincial', 'municipal'] as const) {
        const list = result[level];
        expect(list.length, level).toBeGreaterThan(0);
        for (const template of list as TemplateJson[]) {
          expect(template.level).toBe(level);
          expect(template.business_types).toContain('Restaurant');
          expect(template.default_validity_months).toBeGreaterThanOrEqual(1);
          expect(template.description).toEqual(expect.any(String));
        }
      }
      expect(result.federal.every((x) => x.province === null && x.city === null)).toBe(true);
      expect(result.provincial.every((x) => x.province === 'ON' && x.city === null)).toBe(true);
      expect(result.municipal.every((x) => x.province === 'ON' && x.city === 'Toronto')).toBe(true);
      // Not a retail-only, a drug or a construction licence.
      const all = [...result.federal, ...result.provincial, ...result.municipal];
      expect(names(all)).not.toContain('Retail store (food) licence');
      expect(names(all)).not.toContain('Building renovator licence');
      expect(names(all)).not.toContain('Drug Establishment Licence (DEL)');
      // Each list is sorted by name.
      for (const list of [result.federal, result.provincial, result.municipal]) {
        const sorted = [...names(list)].sort((a, b) => a.localeCompare(b));
        expect(names(list)).toEqual(sorted);
      }
    });

    it('matches the city without regard to case and has no municipal templates without a city', async () => {
      const lower = await templates('business_type=Restaurant&province=ON&city=toronto');
      expect(names(lower.municipal)).toContain('Eating or drinking establishment licence');
      const noCity = await templates('business_type=Restaurant&province=ON');
      expect(noCity.municipal).toEqual([]);
      expect(noCity.provincial.length).toBeGreaterThan(0);
      const elsewhere = await templates('business_type=Restaurant&province=ON&city=Kapuskasing');
      expect(elsewhere.municipal).toEqual([]);
    });

    it('gives a Vancouver retailer the BC and Vancouver templates, never Ontario’s', async () => {
      const result = await templates('business_type=Retail&province=BC&city=Vancouver');
      expect(result.provincial.every((x) => x.province === 'BC')).toBe(true);
      expect(result.municipal).toEqual([
        expect.objectContaining({
          name: 'Business licence',
          city: 'Vancouver',
          renewal_rule: expect.any(Object),
        }),
      ]);
      expect(result.municipal[0]!.renewal_rule).toEqual({ kind: 'fixed_date', month: 12, day: 31 });
    });

    it.each<[string, string]>([
      ['province=ON&city=Toronto', 'business_type: is required'],
      ['business_type=Bakery&province=ON', 'business_type: must be one of'],
      ['business_type=Restaurant', 'province: must be one of'],
      ['business_type=Restaurant&province=XX', 'province: must be one of'],
      [
        `business_type=Restaurant&province=ON&city=${'c'.repeat(121)}`,
        'city: must be at most 120 characters',
      ],
    ])('refuses ?%s with a 400', async (query, detail) => {
      const response = await api.get(`/api/onboarding/license-templates?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toContain(detail);
    });
  });
});
