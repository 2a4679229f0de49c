import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import {
  type ApiClient,
  apiClient,
  type BusinessJson,
  createBusiness,
  createLicense,
  type LicenseJson,
  licenseBody,
  TEST_ENV,
} from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** [what is wrong, change to a valid body (undefined removes the field), expected detail]. */
const BAD_BODIES: [string, Record<string, unknown>, string][] = [
  [
    'a date that does not exist',
    { issued_date: '2025-02-30' },
    'issued_date: must be a real calendar date in the form YYYY-MM-DD',
  ],
  ['month 13', { issued_date: '2025-13-01' }, 'issued_date: must be a real calendar date'],
  [
    '29 February of a common year',
    { issued_date: '2025-02-29' },
    'issued_date: must be a real calendar date',
  ],
  ['a date without zero padding', { issued_date: '2025-2-3' }, 'issued_date: must be a real calendar date'],
  ['a timestamp', { issued_date: '2025-02-03T00:00:00Z' }, 'issued_date: must be a real calendar date'],
  ['an empty issue date', { issued_date: '' }, 'issued_date: must be a real calendar date'],
  ['a missing issue date', { issued_date: undefined }, 'issued_date: is required'],
  ['a numeric issue date', { issued_date: 20250203 }, 'issued_date: must be a date in the form YYYY-MM-DD'],
  [
    'an expiry that does not exist',
    { expiry_date: '2026-02-30' },
    'expiry_date: must be a real calendar date',
  ],
  ['an expiry that is not a date', { expiry_date: 'soon' }, 'expiry_date: must be a real calendar date'],
  ['a numeric expiry', { expiry_date: 5 }, 'expiry_date: must be a date in the form YYYY-MM-DD'],
  [
    'an expiry before the issue date',
    { issued_date: '2026-01-15', expiry_date: '2026-01-14' },
    'expiry_date: must not be before the issue date',
  ],
  [
    'an issue date too late to calculate an expiry',
    { issued_date: '9999-12-31' },
    'issued_date: is too late',
  ],
  ['a missing level', { level: undefined }, 'level: must be one of municipal, provincial, federal'],
  ['an unknown level', { level: 'city' }, 'level: must be one of municipal, provincial, federal'],
  ['a capitalised level', { level: 'Municipal' }, 'level: must be one of'],
  ['a missing name', { license_name: undefined }, 'license_name: is required'],
  ['a blank name', { license_name: '  ' }, 'license_name: is required'],
  [
    'a name of 201 characters',
    { license_name: 'n'.repeat(201) },
    'license_name: must be at most 200 characters',
  ],
  ['a name that is not text', { license_name: ['a'] }, 'license_name: must be text'],
  [
    'a licence type of 121 characters',
    { license_type: 't'.repeat(121) },
    'license_type: must be at most 120 characters',
  ],
  ['notes of 2001 characters', { notes: 'n'.repeat(2001) }, 'notes: must be at most 2000 characters'],
  ['huge notes', { notes: 'n'.repeat(200_000) }, 'notes: must be at most 2000 characters'],
  ['a reminder flag as text', { reminder_enabled: 'yes' }, 'reminder_enabled: must be true or false'],
  ['a null reminder flag', { reminder_enabled: null }, 'reminder_enabled: must be true or false'],
  ['a missing business', { business_id: undefined }, 'business_id: is required'],
  ['a business id that is not an id', { business_id: 'my-shop' }, 'business_id: must be a valid id'],
  ['a template id that is not an id', { template_id: 42 }, 'template_id: must be a valid id'],
  ['a NUL in the notes', { notes: 'a\u0000b' }, 'notes: must not contain control characters'],
  [
    'a terminal escape in the name',
    { license_name: '\u001b[31mRed' },
    'license_name: must not contain control characters',
  ],
  ['a server-computed field', { is_expired: false }, 'Unknown field: is_expired'],
  ['the manual flag', { is_manually_changed: false }, 'Unknown field: is_manually_changed'],
  ['days until expiry', { days_until_expiry: 400 }, 'Unknown field: days_until_expiry'],
  ['an id', { id: MISSING_ID }, 'Unknown field: id'],
];

describe.each(DB_KINDS)('licence validation (%s)', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let business: BusinessJson;
  let existing: LicenseJson;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV });
    api = apiClient(t.app, (await t.signIn()).headers);
    business = await createBusiness(api);
    existing = await createLicense(api, business.id, { expiry_date: '2027-03-01' });
  });
  afterAll(() => t?.close());

  const count = async () => (await api.get('/api/licenses/')).json().length;

  it.each(BAD_BODIES)('POST refuses %s with a 400 naming the field', async (_label, change, detail) => {
    const before = await count();
    const response = await api.post('/api/licenses/', licenseBody(business.id, change));
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(detail);
    expect(await count()).toBe(before);
  });

  it.each(BAD_BODIES)('PUT refuses %s and leaves the licence as it was', async (_label, change, detail) => {
    const response = await api.put(`/api/licenses/${existing.id}/`, licenseBody(business.id, change));
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(detail);
    expect((await api.get(`/api/licenses/${existing.id}/`)).json()).toEqual(existing);
  });

  it('accepts the edges: expiry on the issue day, 29 February of a leap year, maximum lengths', async () => {
    const licence = await createLicense(api, business.id, {
      issued_date: '2024-02-29',
      expiry_date: '2024-02-29',
      license_name: 'n'.repeat(200),
      license_type: 't'.repeat(120),
      notes: `${'x'.repeat(1990)}\n\tline 2\r\n`,
    });
    expect(licence.notes).toBe(`${'x'.repeat(1990)}\n\tline 2`);
    expect(licence).toMatchObject({ issued_date: '2024-02-29', expiry_date: '2024-02-29' });
    expect(licence.license_name).toHaveLength(200);
  });

  it('answers 404 for a business that is not there and for an unknown licence id', async () => {
    const noBusiness = await api.post('/api/licenses/', licenseBody(MISSING_ID));
    expect(noBusiness.statusCode).toBe(404);
    expect(noBusiness.json()).toEqual({ detail: 'Business not found' });
    const moveToNothing = await api.put(`/api/licenses/${existing.id}/`, licenseBody(MISSING_ID));
    expect(moveToNothing.statusCode).toBe(404);
    expect(moveToNothing.json()).toEqual({ detail: 'Business not found' });
    expect((await api.get(`/api/licenses/${existing.id}/`)).json()).toEqual(existing);
    // A business id is not a licence id.
    const wrongKind = await api.get(`/api/licenses/${business.id}/`);
    expect(wrongKind.statusCode).toBe(404);
    expect(wrongKind.json()).toEqual({ detail: 'License not found' });
  });

  it.each(['GET', 'PUT', 'DELETE'] as const)('%s with an id that is not a UUID is a 400', async (method) => {
    for (const bad of ['1', 'abc', 'null', `${existing.id}0`, '%27%20OR%201=1']) {
      const response = await api.call(
        method,
        `/api/licenses/${bad}/`,
        method === 'PUT' ? licenseBody(business.id) : undefined,
      );
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().detail).toBe('id: must be a valid id');
    }
  });

  it('refuses bodies that are not JSON objects', async () => {
    for (const [payload, contentType, status] of [
      ['{"license_name": "x",', 'application/json', 400],
      ['[]', 'application/json', 400],
      ['null', 'application/json', 400],
      ['"text"', 'application/json', 400],
      ['license_name=x', 'text/plain', 415],
    ] as const) {
      const response = await api.call('POST', '/api/licenses/', payload, {
        headers: { 'content-type': contentType },
      });
      expect(response.statusCode, payload).toBe(status);
    }
    const empty = await api.post('/api/licenses/');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe('body: is required');
  });
});
