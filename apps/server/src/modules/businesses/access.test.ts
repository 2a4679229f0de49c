import { eq } from 'drizzle-orm';
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
  ST_JOHNS_SHOP,
  TEST_ENV,
  TORONTO_RESTAURANT,
} from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { newIdentity } from '../../../test/support/tokens';
import { businesses, licenses } from '../../db/schema';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * User A against user B's data: every business and licence route, every method. B's ids must
 * look exactly like ids that do not exist, and nothing of B's may change.
 */
describe.each(DB_KINDS)('between two users (%s)', (kind) => {
  let t: TestApp;
  let a: ApiClient;
  let b: ApiClient;
  let aBusiness: BusinessJson;
  let aLicence: LicenseJson;
  let bBusiness: BusinessJson;
  let bLicence: LicenseJson;
  let bSnapshot: { businesses: unknown; licenses: unknown; business: unknown; licence: unknown };

  const snapshotOfB = async () => ({
    businesses: (await b.get('/api/businesses/')).json(),
    licenses: (await b.get('/api/licenses/')).json(),
    business: (await b.get(`/api/businesses/${bBusiness.id}/`)).json(),
    licence: (await b.get(`/api/licenses/${bLicence.id}/`)).json(),
  });

  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV });
    a = apiClient(t.app, (await t.signIn()).headers);
    b = apiClient(t.app, (await t.signIn()).headers);
    aBusiness = await createBusiness(a, TORONTO_RESTAURANT);
    aLicence = await createLicense(a, aBusiness.id, { license_name: 'A licence' });
    bBusiness = await createBusiness(b, ST_JOHNS_SHOP);
    bLicence = await createLicense(b, bBusiness.id, { license_name: 'B licence', expiry_date: '2027-06-30' });
    bSnapshot = await snapshotOfB();
  });
  afterAll(() => t?.close());

  const foreign: [string, Method, () => string, () => unknown, string][] = [
    [
      'read B’s business',
      'GET',
      () => `/api/businesses/${bBusiness.id}/`,
      () => undefined,
      'Business not found',
    ],
    [
      'update B’s business',
      'PUT',
      () => `/api/businesses/${bBusiness.id}/`,
      () => ({ business_name: 'Hijacked' }),
      'Business not found',
    ],
    [
      'update B’s business with an empty body',
      'PUT',
      () => `/api/businesses/${bBusiness.id}/`,
      () => ({}),
      'Business not found',
    ],
    [
      'delete B’s business',
      'DELETE',
      () => `/api/businesses/${bBusiness.id}/`,
      () => undefined,
      'Business not found',
    ],
    ['read B’s licence', 'GET', () => `/api/licenses/${bLicence.id}/`, () => undefined, 'License not found'],
    [
      'update B’s licence, naming B’s business',
      'PUT',
      () => `/api/licenses/${bLicence.id}/`,
      () => licenseBody(bBusiness.id, { license_name: 'Hijacked' }),
      'License not found',
    ],
    [
      'update B’s licence, moving it to A’s business',
      'PUT',
      () => `/api/licenses/${bLicence.id}/`,
      () => licenseBody(aBusiness.id, { license_name: 'Stolen' }),
      'License not found',
    ],
    [
      'delete B’s licence',
      'DELETE',
      () => `/api/licenses/${bLicence.id}/`,
      () => undefined,
      'License not found',
    ],
    [
      'create a licence in B’s business',
      'POST',
      () => '/api/licenses/',
      () => licenseBody(bBusiness.id, { license_name: 'Planted' }),
      'Business not found',
    ],
    [
      'move A’s own licence into B’s business',
      'PUT',
      () => `/api/licenses/${aLicence.id}/`,
      () => licenseBody(bBusiness.id, { license_name: 'A licence' }),
      'Business not found',
    ],
  ];

  it.each<[Method, () => string]>([
    ['POST', () => `/api/businesses/${bBusiness.id}/`],
    ['PATCH', () => `/api/businesses/${bBusiness.id}/`],
    ['POST', () => `/api/licenses/${bLicence.id}/`],
    ['PATCH', () => `/api/licenses/${bLicence.id}/`],
  ])('A’s %s on B’s resource is an unknown route: 404', async (method, url) => {
    const response = await a.call(method, url(), { business_name: 'Hijacked' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found' });
    expect(await snapshotOfB()).toEqual(bSnapshot);
  });

  it.each(foreign)(
    'A cannot %s: 404, exactly as for an id that does not exist',
    async (_l, method, url, body, detail) => {
      const response = await a.call(method, url(), body());
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail });
      expect(await snapshotOfB()).toEqual(bSnapshot);
    },
  );

  it('A’s lists hold only A’s business and licence', async () => {
    const aBusinesses = (await a.get('/api/businesses/')).json() as BusinessJson[];
    const aLicences = (await a.get('/api/licenses/')).json() as LicenseJson[];
    expect(aBusinesses.map((x) => x.id)).toEqual([aBusiness.id]);
    expect(aLicences.map((x) => x.id)).toEqual([aLicence.id]);
  });

  it('A’s own licence stayed in A’s business after the attempt to move it', async () => {
    expect((await a.get(`/api/licenses/${aLicence.id}/`)).json()).toEqual(aLicence);
  });

  it('A cannot give a business to B: there is no owner field', async () => {
    const response = await a.post('/api/businesses/', { ...TORONTO_RESTAURANT, owner_id: bBusiness.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain('owner_id');
  });

  it('A’s onboarding touches nothing of B’s', async () => {
    const templates = (
      await a.get('/api/onboarding/license-templates?business_type=Retail&province=NL&city=St.%20John%27s')
    ).json();
    const done = await a.post('/api/onboarding/complete', {
      business: TORONTO_RESTAURANT,
      licenses: [{ template_id: templates.municipal[0].id, issued_date: '2026-01-01' }],
    });
    expect(done.statusCode).toBe(200);
    expect(await snapshotOfB()).toEqual(bSnapshot);
    expect((await b.get('/api/users/profile')).json().is_onboarded).toBe(false);
  });

  it('B still owns exactly what B created, in the database too', async () => {
    expect(await snapshotOfB()).toEqual(bSnapshot);
    const [row] = await t.database.db.select().from(businesses).where(eq(businesses.id, bBusiness.id));
    expect(row).toMatchObject({ businessName: 'Signal Hill Goods', city: "St. John's" });
    const rows = await t.database.db.select().from(licenses).where(eq(licenses.businessId, bBusiness.id));
    expect(rows.map((r) => r.licenseName)).toEqual(['B licence']);
    // And B can still do everything A could not.
    expect((await b.put(`/api/licenses/${bLicence.id}/`, licenseBody(bBusiness.id))).statusCode).toBe(200);
    expect((await b.delete(`/api/businesses/${bBusiness.id}/`)).statusCode).toBe(204);
    expect((await b.get(`/api/licenses/${bLicence.id}/`)).statusCode).toBe(404);
  });

  describe('without a valid token', () => {
    const routes: [Method, string][] = [
      ['GET', '/api/businesses/'],
      ['POST', '/api/businesses/'],
      ['GET', '/api/businesses/{business}/'],
      ['PUT', '/api/businesses/{business}/'],
      ['DELETE', '/api/businesses/{business}/'],
      ['GET', '/api/licenses/'],
      ['POST', '/api/licenses/'],
      ['POST', '/api/licenses/calculate-expiry/'],
      ['GET', '/api/licenses/{licence}/'],
      ['PUT', '/api/licenses/{licence}/'],
      ['DELETE', '/api/licenses/{licence}/'],
      ['POST', '/api/onboarding/validate-location'],
      ['PUT', '/api/onboarding/profile'],
      ['GET', '/api/onboarding/license-templates?business_type=Retail&province=ON'],
      ['POST', '/api/onboarding/complete'],
      ['GET', '/api/locations/provinces'],
      ['GET', '/api/locations/search?query=to&province=ON'],
      ['GET', '/api/locations/validate-postal?postal_code=K1A0B1'],
      ['POST', '/api/locations/validate-postal'],
      ['GET', '/api/locations/cities/ON'],
    ];
    const url = (template: string) =>
      template.replace('{business}', aBusiness.id).replace('{licence}', aLicence.id);

    it.each(routes)(
      '%s %s answers 401 with no token, a malformed one or an expired one',
      async (method, path) => {
        const expired = await t.mint(newIdentity(), { expiresIn: -60 });
        for (const authorization of [
          undefined,
          'Bearer nonsense',
          `Bearer ${expired}`,
          'Basic dXNlcjpwYXNz',
        ]) {
          const anonymous = apiClient(t.app, authorization ? { authorization } : undefined);
          const body = method === 'GET' || method === 'DELETE' ? undefined : {};
          const response = await anonymous.call(method, url(path), body);
          expect(response.statusCode, authorization).toBe(401);
          expect(response.json()).toEqual({ detail: 'Not authenticated' });
        }
        expect((await a.get(`/api/businesses/${aBusiness.id}/`)).statusCode).toBe(200);
      },
    );
  });
});
