import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, adminIdentity } from '../../../test/support/admin';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import {
  apiClient,
  createBusiness,
  createLicense,
  TORONTO_RESTAURANT,
} from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { newIdentity } from '../../../test/support/tokens';

describe.each(DB_KINDS)('admin statistics, users and businesses (%s)', (kind) => {
  let t: TestApp;
  let admin: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: ADMIN_ENV });
    admin = apiClient(t.app, (await t.signIn(adminIdentity())).headers);
  });
  afterAll(() => t?.close());

  const newOwner = async (identity = newIdentity()) => {
    const { headers } = await t.signIn(identity);
    const api = apiClient(t.app, headers);
    await api.get('/api/users/profile'); // the first call creates the user
    return api;
  };

  it('counts users, businesses, licences and templates', async () => {
    const before = (await admin.get('/api/admin/stats')).json();
    expect(before).toEqual({
      total_users: expect.any(Number),
      total_businesses: expect.any(Number),
      total_licenses: expect.any(Number),
      total_templates: expect.any(Number),
    });
    expect(before.total_templates).toBeGreaterThan(0); // the seeded catalogue
    const owner = await newOwner();
    const business = await createBusiness(owner);
    await createLicense(owner, business.id);
    await createLicense(owner, business.id, { license_name: 'Sign permit' });
    const after = (await admin.get('/api/admin/stats')).json();
    expect(after).toEqual({
      total_users: before.total_users + 1,
      total_businesses: before.total_businesses + 1,
      total_licenses: before.total_licenses + 2,
      total_templates: before.total_templates,
    });
  });

  it('lists users newest first with the fields of the admin table', async () => {
    const identity = newIdentity();
    const owner = await newOwner(identity);
    await owner.put('/api/users/profile', { city: 'Regina', province: 'SK' });
    const response = await admin.get('/api/admin/users');
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(rows[0]).toEqual({
      id: expect.any(String),
      full_name: identity.name,
      email: identity.email,
      city: 'Regina',
      province: 'SK',
      is_onboarded: false,
      created_at: expect.any(String),
    });
    const times = rows.map((r: { created_at: string }) => Date.parse(r.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('lists businesses newest first with the owner e-mail', async () => {
    const identity = newIdentity();
    const owner = await newOwner(identity);
    const business = await createBusiness(owner);
    const rows = (await admin.get('/api/admin/businesses')).json();
    expect(rows[0]).toEqual({
      id: business.id,
      business_name: TORONTO_RESTAURANT.business_name,
      business_type: 'Restaurant',
      city: 'Toronto',
      province: 'ON',
      owner_email: identity.email,
      created_at: business.created_at,
    });
  });

  it('pages users with limit and offset and reports the total in X-Total-Count', async () => {
    for (let i = 0; i < 3; i++) await newOwner();
    const all = await admin.get('/api/admin/users?limit=100');
    const total = Number(all.headers['x-total-count']);
    expect(total).toBe((await admin.get('/api/admin/stats')).json().total_users);
    expect(all.json()).toHaveLength(Math.min(total, 100));

    const first = await admin.get('/api/admin/users?limit=2');
    const second = await admin.get('/api/admin/users?limit=2&offset=2');
    expect(first.headers['x-total-count']).toBe(String(total));
    expect(second.headers['x-total-count']).toBe(String(total));
    const ids = (r: typeof first) => r.json().map((u: { id: string }) => u.id);
    expect(ids(first)).toEqual(ids(all).slice(0, 2));
    expect(ids(second)).toEqual(ids(all).slice(2, 4));
    const beyond = await admin.get(`/api/admin/users?offset=${total}`);
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe(String(total));
  });

  it('pages businesses the same way, 50 by default', async () => {
    const owner = await newOwner();
    for (let i = 0; i < 3; i++)
      await createBusiness(owner, { ...TORONTO_RESTAURANT, business_name: `Shop ${i}` });
    const all = await admin.get('/api/admin/businesses');
    const total = Number(all.headers['x-total-count']);
    expect(total).toBe((await admin.get('/api/admin/stats')).json().total_businesses);
    expect(all.json()).toHaveLength(Math.min(total, 50));
    const page = await admin.get('/api/admin/businesses?limit=1&offset=1');
    expect(page.json().map((b: { id: string }) => b.id)).toEqual([all.json()[1].id]);
  });

  it('returns at most 50 rows by default and refuses more than 100', async () => {
    for (let i = 0; i < 52; i++)
      await t.signIn().then(({ headers }) => apiClient(t.app, headers).get('/api/users/profile'));
    const byDefault = await admin.get('/api/admin/users');
    expect(byDefault.json()).toHaveLength(50);
    expect(Number(byDefault.headers['x-total-count'])).toBeGreaterThan(50);
    expect((await admin.get('/api/admin/users?limit=100')).json().length).toBeGreaterThan(50);
  });

  it.each([
    ['limit=101', 'limit'],
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=2.5', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=x', 'offset'],
  ])('refuses ?%s with a 400 naming %s', async (query, field) => {
    for (const list of ['users', 'businesses']) {
      const response = await admin.get(`/api/admin/${list}?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toContain(field);
    }
  });
});
