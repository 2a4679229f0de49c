import { it } from 'vitest';
import { buildTestApp } from '../support/app';
import { TEST_ENV } from '../../src/modules/businesses/test-fixtures';

it('probe', async () => {
  const t = await buildTestApp('pglite', { env: TEST_ENV });
  console.log(t.app.printRoutes({ commonPrefix: false }));
  const { headers } = await t.signIn();
  const probes: [string, string, unknown?, Record<string,string>?][] = [
    ['GET', '/api/businesses/%E0%A4%A/'],
    ['GET', '/api/businesses/%/'],
    ['GET', '/api/businesses/abc/'],
    ['GET', '/api/businesses/%00/'],
    ['PATCH', '/api/businesses/abc/'],
    ['GET', '/api/nothing'],
    ['POST', '/api/licenses/calculate-expiry/', { issued_date: '9999-12-31', business_type: 'Restaurant', province: 'ON', level: 'municipal' }],
    ['POST', '/api/licenses/calculate-expiry/', { issued_date: '0001-01-01', business_type: 'Restaurant', province: 'ON', level: 'municipal' }],
    ['GET', '/api/businesses/', 'hello', { 'content-type': 'text/plain' }],
    ['GET', '/api/businesses/', '{bad', { 'content-type': 'application/json' }],
    ['DELETE', '/api/businesses/00000000-0000-4000-8000-000000000000/', '{bad', { 'content-type': 'application/json' }],
    ['POST', '/api/businesses/', '\uFEFF{}', { 'content-type': 'application/json' }],
    ['POST', '/api/businesses/', '{}', { 'content-type': 'Application/JSON' }],
    ['POST', '/api/businesses/', '{}', { 'content-type': 'application/jsonx' }],
    ['POST', '/api/businesses/', '{}', { 'content-type': 'application/json; charset=utf-16' }],
    ['POST', '/api/businesses/', '{}', { 'content-type': 'application/vnd.api+json' }],
    ['POST', '/api/businesses/', '{}', {}],
    ['POST', '/api/businesses/', 'a=1', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['GET', '/api/admin/users?limit=5&limit=6'],
    ['GET', '/api/locations/search?query[a]=1&province=ON'],
    ['GET', '/api/locations/search?query=%E0%A4%A&province=ON'],
    ['POST', '/api/businesses/', 'x'.repeat(300*1024), { 'content-type': 'application/json' }],
    ['GET', '/api/businesses/', 'x'.repeat(300*1024), { 'content-type': 'application/json' }],
  ];
  for (const [method, url, payload, extra] of probes) {
    const t0 = performance.now();
    const r = await t.app.inject({ method: method as 'GET', url, headers: { ...headers, ...extra }, payload: payload as string });
    console.log(method, url.slice(0, 60), r.statusCode, r.body.slice(0, 200), (performance.now() - t0).toFixed(1));
  }
  let t0 = performance.now();
  for (let i = 0; i < 500; i++) await t.app.inject({ method: 'GET', url: '/api/businesses/', headers });
  console.log('inject ms', (performance.now() - t0) / 500);
  const tables = await t.database.pglite!.query(`select tablename from pg_tables where schemaname='public' order by 1`);
  console.log(tables.rows);
  for (const { tablename } of tables.rows as { tablename: string }[]) {
    const c = await t.database.pglite!.query(`select count(*) from ${tablename}`);
    console.log(tablename, c.rows[0]);
  }
  t0 = performance.now();
  for (let i = 0; i < 100; i++) await t.database.pglite!.query(`select ${['users','businesses','licenses','license_templates','admin_grants'].map((n) => `(select count(*) || ':' || coalesce(md5(string_agg(t::text, '' order by t::text)), '') from ${n} t)`).join(" || '|' || ")} as sum`);
  console.log('checksum ms', (performance.now() - t0) / 100);
  await t.close();
}, 120000);
