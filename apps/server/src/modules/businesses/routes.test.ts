import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import {
  type ApiClient,
  apiClient,
  createBusiness,
  createLicense,
  ST_JOHNS_SHOP,
  TEST_ENV,
  TORONTO_RESTAURANT,
  VANCOUVER_CAFE,
} from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { licenses } from '../../db/schema';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(DB_KINDS)('businesses API (%s)', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV });
    api = apiClient(t.app, (await t.signIn()).headers);
  });
  afterAll(() => t?.close());

  it('creates a business: trimmed text, normalised postal code and the time zone of its place', async () => {
    const response = await api.post('/api/businesses/', {
      business_name: '  Maple Diner  ',
      business_type: ' Restaurant ',
      address: '  100 King St W ',
      city: ' Toronto ',
      province: 'ON',
      postal_code: 'm5h1a1',
    });
    expect(response.statusCode).toBe(201);
    const business = response.json();
    expect(business).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      business_name: 'Maple Diner',
      business_type: 'Restaurant',
      activity: null,
      answers: {},
      address: '100 King St W',
      city: 'Toronto',
      province: 'ON',
      postal_code: 'M5H 1A1',
      time_zone: 'America/Toronto',
      created_at: expect.any(String),
      // Decision 014: in the caller's personal workspace, which they own.
      workspace_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      role: 'owner',
    });
    expect(new Date(business.created_at).getTime()).not.toBeNaN();

    const fetched = await api.get(`/api/businesses/${business.id}/`);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual(business);
  });

  it.each([
    [ST_JOHNS_SHOP, 'America/St_Johns'],
    [VANCOUVER_CAFE, 'America/Vancouver'],
    [{ ...TORONTO_RESTAURANT, city: 'Thunder Bay' }, 'America/Toronto'],
    [{ ...TORONTO_RESTAURANT, city: 'Regina', province: 'SK', postal_code: null }, 'America/Regina'],
  ])('counts days in the zone of its place: %o → %s', async (body, zone) => {
    expect((await createBusiness(api, body)).time_zone).toBe(zone);
  });

  it('lists only the caller’s businesses as an array, newest first, with or without the trailing slash', async () => {
    const own = apiClient(t.app, (await t.signIn()).headers);
    expect((await own.get('/api/businesses/')).json()).toEqual([]);
    const first = await createBusiness(own, { ...TORONTO_RESTAURANT, business_name: 'First' });
    const second = await createBusiness(own, { ...VANCOUVER_CAFE, business_name: 'Second' });
    const list = await own.get('/api/businesses/');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((b: { id: string }) => b.id)).toEqual([second.id, first.id]);
    expect((await own.get('/api/businesses')).json()).toEqual(list.json());
    expect((await own.get(`/api/businesses/${first.id}`)).json()).toEqual(first);
  });

  it('keeps the optional fields optional and clears them with "" or null', async () => {
    const bare = await createBusiness(api, {
      business_name: 'Bare',
      business_type: 'Other',
      city: 'Halifax',
      province: 'NS',
    });
    expect(bare).toMatchObject({ address: null, postal_code: null, time_zone: 'America/Halifax' });
    const blank = await createBusiness(api, { ...TORONTO_RESTAURANT, address: '   ', postal_code: '' });
    expect(blank).toMatchObject({ address: null, postal_code: null });
  });

  it('accepts a postal code of another province (a warning elsewhere, never a rejection)', async () => {
    const business = await createBusiness(api, { ...TORONTO_RESTAURANT, postal_code: 'v6b 1a1' });
    expect(business.postal_code).toBe('V6B 1A1');
  });

  it('updates only the fields a PUT names and recomputes the time zone when the place moves', async () => {
    const business = await createBusiness(api);
    const renamed = await api.put(`/api/businesses/${business.id}/`, { business_name: '  Maple Bistro ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ ...business, business_name: 'Maple Bistro' });

    const moved = await api.put(`/api/businesses/${business.id}/`, {
      city: "St. John's",
      province: 'NL',
      postal_code: 'a1c 5m2',
    });
    expect(moved.json()).toEqual({
      ...business,
      business_name: 'Maple Bistro',
      city: "St. John's",
      province: 'NL',
      postal_code: 'A1C 5M2',
      time_zone: 'America/St_Johns',
    });

    const cleared = await api.put(`/api/businesses/${business.id}/`, { address: null, postal_code: '' });
    expect(cleared.json()).toMatchObject({ address: null, postal_code: null, city: "St. John's" });

    const unchanged = await api.put(`/api/businesses/${business.id}/`, {});
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toEqual(cleared.json());
    expect((await api.get(`/api/businesses/${business.id}/`)).json()).toEqual(cleared.json());
  });

  it('deletes a business with its licences in one go', async () => {
    const business = await createBusiness(api);
    const keep = await createBusiness(api, VANCOUVER_CAFE);
    const first = await createLicense(api, business.id);
    const second = await createLicense(api, business.id, { license_name: 'Sign permit' });
    const other = await createLicense(api, keep.id);

    const deleted = await api.delete(`/api/businesses/${business.id}/`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');

    expect((await api.get(`/api/businesses/${business.id}/`)).statusCode).toBe(404);
    for (const licence of [first, second]) {
      const gone = await api.get(`/api/licenses/${licence.id}/`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ detail: 'License not found' });
    }
    const rows = await t.database.db.select().from(licenses).where(eq(licenses.businessId, business.id));
    expect(rows).toEqual([]);
    const remaining = (await api.get('/api/licenses/')).json().map((l: { id: string }) => l.id);
    expect(remaining).toContain(other.id);
    expect(remaining).not.toContain(first.id);

    const again = await api.delete(`/api/businesses/${business.id}/`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: 'Business not found' });
  });

  it.each(['GET', 'PUT', 'DELETE'] as const)(
    '%s of an unknown id is 404, of a non-id is 400',
    async (method) => {
      const body = method === 'PUT' ? { business_name: 'X' } : undefined;
      const missing = await api.call(method, `/api/businesses/${MISSING_ID}/`, body);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: 'Business not found' });
      for (const bad of ['abc', '123', `${MISSING_ID}x`, "1' or '1'='1"]) {
        const response = await api.call(method, `/api/businesses/${encodeURIComponent(bad)}/`, body);
        expect(response.statusCode, bad).toBe(400);
        expect(response.json().detail).toBe('id: must be a valid id');
      }
    },
  );

  const valid = TORONTO_RESTAURANT;
  const { business_name: _n, ...withoutName } = valid;
  const { city: _c, ...withoutCity } = valid;
  const { province: _p, ...withoutProvince } = valid;
  const { business_type: _b, ...withoutType } = valid;
  it.each<[string, unknown, string]>([
    ['a missing name', withoutName, 'business_name: is required'],
    ['a blank name', { ...valid, business_name: '   ' }, 'business_name: is required'],
    ['a name that is not text', { ...valid, business_name: 42 }, 'business_name: must be text'],
    [
      'a name of 201 characters',
      { ...valid, business_name: 'x'.repeat(201) },
      'business_name: must be at most 200 characters',
    ],
    [
      'a huge name',
      { ...valid, business_name: 'x'.repeat(100_000) },
      'business_name: must be at most 200 characters',
    ],
    ['a missing type', withoutType, 'business_type: is required'],
    [
      'an unknown type',
      { ...valid, business_type: 'Bakery' },
      'business_type: must be one of Restaurant, Retail, Construction, Healthcare, Manufacturing, Technology, Other',
    ],
    ['a type in the wrong case', { ...valid, business_type: 'restaurant' }, 'business_type: must be one of'],
    ['a missing city', withoutCity, 'city: is required'],
    ['a blank city', { ...valid, city: ' ' }, 'city: is required'],
    ['a city of 121 characters', { ...valid, city: 'x'.repeat(121) }, 'city: must be at most 120 characters'],
    [
      'a missing province',
      withoutProvince,
      'province: must be one of AB, BC, MB, NB, NL, NS, ON, PE, QC, SK, NT, NU, YT',
    ],
    ['an unknown province', { ...valid, province: 'ZZ' }, 'province: must be one of AB, BC'],
    ['a province name', { ...valid, province: 'Ontario' }, 'province: must be one of'],
    [
      'an address of 301 characters',
      { ...valid, address: 'x'.repeat(301) },
      'address: must be at most 300 characters',
    ],
    [
      'a malformed postal code',
      { ...valid, postal_code: 'ZZZ' },
      'postal_code: Enter a postal code in the format A1A 1A1',
    ],
    [
      'a postal code with a forbidden letter',
      { ...valid, postal_code: 'D1A 1A1' },
      'postal_code: Canadian postal codes never use the letters D, F, I, O, Q or U.',
    ],
    [
      'a postal code starting with W',
      { ...valid, postal_code: 'W1A 1A1' },
      'postal_code: Canadian postal codes never start with W or Z.',
    ],
    [
      'a long postal code',
      { ...valid, postal_code: 'K1A 0B1 K1A 0B1' },
      'postal_code: must be at most 10 characters',
    ],
    [
      'a NUL character',
      { ...valid, business_name: 'Maple\u0000Diner' },
      'business_name: must not contain control characters',
    ],
    [
      'an escape sequence',
      { ...valid, city: 'Toronto\u001b[2J' },
      'city: must not contain control characters',
    ],
    ['an owner id', { ...valid, owner_id: MISSING_ID }, 'Unknown field: owner_id'],
    ['an id', { ...valid, id: MISSING_ID }, 'Unknown field: id'],
    [
      'two unknown fields',
      { ...valid, time_zone: 'UTC', created_at: '2020-01-01' },
      'Unknown fields: time_zone, created_at',
    ],
    ['an array', [valid], 'body: must be a JSON object'],
    ['a string', JSON.stringify('hello'), 'body: must be a JSON object'],
  ])('refuses %s with a 400 naming the field', async (_label, body, detail) => {
    const before = (await api.get('/api/businesses/')).json().length;
    const response = await api.call('POST', '/api/businesses/', body, {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(detail);
    expect((await api.get('/api/businesses/')).json()).toHaveLength(before);
  });

  it.each<[string, unknown, string]>([
    ['a blank name', { business_name: '' }, 'business_name: is required'],
    ['a null name', { business_name: null }, 'business_name: is required'],
    ['a null city', { city: null }, 'city: is required'],
    ['an unknown type', { business_type: 'Bakery' }, 'business_type: must be one of'],
    ['an unknown province', { province: 'XX' }, 'province: must be one of'],
    ['a bad postal code', { postal_code: '12345' }, 'postal_code: Enter a postal code in the format A1A 1A1'],
    ['an unknown field', { owner_id: MISSING_ID }, 'Unknown field: owner_id'],
    ['a NUL character', { address: '1 King\u0000' }, 'address: must not contain control characters'],
    ['a huge address', { address: 'y'.repeat(100_000) }, 'address: must be at most 300 characters'],
  ])('refuses an update with %s and changes nothing', async (_label, body, detail) => {
    const business = await createBusiness(api);
    const response = await api.put(`/api/businesses/${business.id}/`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(detail);
    expect((await api.get(`/api/businesses/${business.id}/`)).json()).toEqual(business);
  });

  it('answers malformed JSON, another content type and an oversized body with a 4xx', async () => {
    const raw = (payload: string, contentType = 'application/json') =>
      api.call('POST', '/api/businesses/', payload, { headers: { 'content-type': contentType } });
    const broken = await raw('{"business_name": ');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().detail).toBe('The request body is not valid JSON');
    const proto = await raw(`{"__proto__": {"admin": true}, ${JSON.stringify(valid).slice(1)}`);
    expect(proto.statusCode).toBe(400);
    const text = await raw('business_name=x', 'text/plain');
    expect(text.statusCode).toBe(415);
    const form = await raw('business_name=x', 'application/x-www-form-urlencoded');
    expect([400, 415]).toContain(form.statusCode);
    const huge = await raw(JSON.stringify({ ...valid, address: 'z'.repeat(300 * 1024) }));
    expect(huge.statusCode).toBe(413);
  });
});
