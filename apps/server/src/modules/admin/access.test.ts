import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, adminIdentity, SUPER_ADMIN_EMAIL, templateBody } from '../../../test/support/admin';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { DB_KINDS } from '../../../test/support/database';
import { newIdentity } from '../../../test/support/tokens';
import { grantAdmin, revokeAdmin } from '../../auth/roles';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const SOME_ID = '00000000-0000-4000-8000-000000000000';
const ROLES_BOUND_MS = 200;
const pastTheBound = () => new Promise((resolve) => setTimeout(resolve, ROLES_BOUND_MS + 50));

/** Every admin route and method, with a body that would be accepted. */
const ROUTES: Array<{ method: Method; url: string; payload?: object }> = [
  { method: 'GET', url: '/api/admin/stats' },
  { method: 'GET', url: '/api/admin/users' },
  { method: 'GET', url: '/api/admin/users?limit=5&offset=0' },
  { method: 'GET', url: '/api/admin/businesses' },
  { method: 'GET', url: '/api/admin/license-templates' },
  { method: 'POST', url: '/api/admin/license-templates', payload: templateBody() },
  { method: 'PUT', url: `/api/admin/license-templates/${SOME_ID}`, payload: templateBody() },
  { method: 'DELETE', url: `/api/admin/license-templates/${SOME_ID}` },
  { method: 'GET', url: '/api/admin/reminders' },
  { method: 'GET', url: '/api/admin/reminders?status=failed&limit=5&offset=0' },
];

describe.each(DB_KINDS)('admin access (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Grants made on the command line reach a running server within the caller cache's bound.
    t = await buildTestApp(kind, { env: ADMIN_ENV, callerCache: { userMs: ROLES_BOUND_MS } });
  });
  afterAll(() => t?.close());

  const call = (route: (typeof ROUTES)[number], headers: Record<string, string> = {}) =>
    t.app.inject({ method: route.method, url: route.url, headers, payload: route.payload });

  it.each(ROUTES)('$method $url answers 401 without a token', async (route) => {
    const response = await call(route);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Not authenticated' });
  });

  it.each(ROUTES)('$method $url answers 401 with a bad token', async (route) => {
    const response = await call(route, { authorization: 'Bearer not.a.token' });
    expect(response.statusCode).toBe(401);
  });

  it.each(ROUTES)('$method $url answers 403 to a signed-in non-admin', async (route) => {
    const { headers } = await t.signIn();
    const response = await call(route, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: expect.any(String) });
    expect(response.json().detail.length).toBeGreaterThan(0);
  });

  it('refuses a non-admin before looking at the body', async () => {
    const { headers } = await t.signIn();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/license-templates',
      headers,
      payload: { nonsense: true },
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets a non-admin change nothing', async () => {
    const admin = await t.signIn(adminIdentity());
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/admin/license-templates', headers: admin.headers })
    ).json();
    const target = before[0];
    const { headers } = await t.signIn();
    for (const route of [
      { method: 'PUT' as const, url: `/api/admin/license-templates/${target.id}`, payload: templateBody() },
      { method: 'DELETE' as const, url: `/api/admin/license-templates/${target.id}` },
      { method: 'POST' as const, url: '/api/admin/license-templates', payload: templateBody() },
    ]) {
      expect((await call(route, headers)).statusCode).toBe(403);
    }
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/admin/license-templates', headers: admin.headers })
    ).json();
    expect(after).toEqual(before);
  });

  it.each(ROUTES.filter((r) => r.method === 'GET'))('$method $url answers 200 to an admin', async (route) => {
    const { headers } = await t.signIn(adminIdentity());
    expect((await call(route, headers)).statusCode).toBe(200);
  });

  it('lets an admin create, update and delete (404 for an unknown id)', async () => {
    const { headers } = await t.signIn(adminIdentity());
    const created = await call(ROUTES[5]!, headers);
    expect(created.statusCode).toBe(201);
    expect((await call(ROUTES[6]!, headers)).statusCode).toBe(404);
    expect((await call(ROUTES[7]!, headers)).statusCode).toBe(404);
  });

  it('admits super admins and admins granted on the command line, until revoked', async () => {
    const superAdmin = await t.signIn(adminIdentity(SUPER_ADMIN_EMAIL));
    expect((await call(ROUTES[0]!, superAdmin.headers)).statusCode).toBe(200);

    const granted = await t.signIn({ ...newIdentity(), email: 'granted-admin@example.test' });
    expect((await call(ROUTES[0]!, granted.headers)).statusCode).toBe(403);
    await grantAdmin(t.database.db, 'Granted-Admin@example.test', false);
    await pastTheBound();
    expect((await call(ROUTES[0]!, granted.headers)).statusCode).toBe(200);
    await revokeAdmin(t.database.db, 'granted-admin@example.test');
    await pastTheBound();
    expect((await call(ROUTES[0]!, granted.headers)).statusCode).toBe(403);
  });

  it('documents every admin route in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/stats',
        '/api/admin/users',
        '/api/admin/businesses',
        '/api/admin/license-templates',
        '/api/admin/license-templates/{id}',
        '/api/admin/reminders',
      ]),
    );
  });

  it('matches the configured admin e-mail whatever its case', async () => {
    const { headers } = await t.signIn(adminIdentity('CHIEF@example.TEST'));
    expect((await call(ROUTES[0]!, headers)).statusCode).toBe(200);
  });
});
