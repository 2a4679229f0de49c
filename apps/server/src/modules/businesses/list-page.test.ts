import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { type ApiClient, apiClient, createBusiness, TEST_ENV } from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';

const place = { business_type: 'Retail', city: 'Toronto', province: 'ON' };

describe.each(DB_KINDS)('GET /api/businesses/ paged and searched (%s)', (kind) => {
  let t: TestApp;
  let a: ApiClient;
  let b: ApiClient;
  let client: string;
  const names = (response: { json(): { business_name: string }[] }) =>
    response.json().map((x) => x.business_name);

  beforeAll(async () => {
    t = await buildTestApp(kind, { env: TEST_ENV });
    a = apiClient(t.app, (await t.signIn()).headers);
    b = apiClient(t.app, (await t.signIn()).headers);
    client = (await a.post('/api/workspaces/', { name: 'Client' })).json().id;
    // One at a time: created_at orders them.
    for (const name of ['Alpha Books', 'Épicerie Beaulieu', 'Corner Café', 'Delta Motors']) {
      await createBusiness(a, { ...place, business_name: name });
    }
    await createBusiness(a, { ...place, business_name: 'Client Bakery', workspace_id: client });
    await createBusiness(b, { ...place, business_name: 'Secret Books' });
  });
  afterAll(() => t?.close());

  it('answers newest first with the total, a page at a time', async () => {
    const all = await a.get('/api/businesses/');
    expect(all.headers['x-total-count']).toBe('5');
    expect(names(all)).toEqual([
      'Client Bakery',
      'Delta Motors',
      'Corner Café',
      'Épicerie Beaulieu',
      'Alpha Books',
    ]);
    const second = await a.get('/api/businesses/?limit=2&offset=2');
    expect(names(second)).toEqual(['Corner Café', 'Épicerie Beaulieu']);
    expect(second.headers['x-total-count']).toBe('5');
    expect(names(await a.get('/api/businesses/?order=asc&limit=1'))).toEqual(['Alpha Books']);
  });

  it('sorts by name both ways, accents folded', async () => {
    expect(names(await a.get('/api/businesses/?sort=business_name'))).toEqual([
      'Alpha Books',
      'Client Bakery',
      'Corner Café',
      'Delta Motors',
      'Épicerie Beaulieu',
    ]);
    expect(names(await a.get('/api/businesses/?sort=business_name&order=desc'))[0]).toBe('Épicerie Beaulieu');
  });

  it('searches the name and city, ignoring case and accents, and filters by workspace', async () => {
    expect(names(await a.get('/api/businesses/?q=epicerie'))).toEqual(['Épicerie Beaulieu']);
    expect(names(await a.get('/api/businesses/?q=CAFE'))).toEqual(['Corner Café']);
    expect((await a.get('/api/businesses/?q=toronto')).headers['x-total-count']).toBe('5');
    expect(names(await a.get(`/api/businesses/?workspace_id=${client}`))).toEqual(['Client Bakery']);
    const secret = await a.get('/api/businesses/?q=secret');
    expect(secret.json()).toEqual([]);
    expect(secret.headers['x-total-count']).toBe('0');
    expect(names(await b.get('/api/businesses/'))).toEqual(['Secret Books']);
  });

  it.each([
    ['limit=501', 'limit'],
    ['limit=0', 'limit'],
    ['offset=-3', 'offset'],
    ['sort=city', 'sort'],
    ['order=sideways', 'order'],
    ['workspace_id=abc', 'workspace_id'],
  ])('refuses ?%s with a 400 naming %s', async (query, field) => {
    const response = await a.get(`/api/businesses/?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(new RegExp(`^${field}: `));
  });
});
