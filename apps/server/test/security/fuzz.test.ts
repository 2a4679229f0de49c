import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/app';
import { DB_KINDS } from '../support/database';
import { newIdentity } from '../support/tokens';
import { listApiRoutes, listOpenApiRoutes, routeKey } from './app-routes';
import { DatabaseWatch, productTables, query } from './db-guard';
import { describeRequest, injectOptions, mayAccept, problemsWith } from './fuzz/oracle';
import { requestArb } from './fuzz/requests';
import type { FuzzRequest, World } from './fuzz/types';
import { BUSINESS_SAMPLE, ROUTES } from './routes-table';
import { ADMIN_EMAIL, SECURITY_ENV } from './support';

/**
 * Issue #7, part 1: every /api route gets bad input, generated. Whatever arrives, the answer is a
 * 4xx with a JSON `detail` (a 2xx only when the input happens to be valid, as the route's own
 * contract says), never a 5xx, and a rejected request leaves every table exactly as it was.
 *
 * FUZZ_RUNS requests per test run (default 20,000), split across the database kinds. FUZZ_SEED
 * replays a run.
 *
 * The generators are in fuzz/ (values, bodies, requests), the contract check and the answer check
 * in fuzz/oracle.ts.
 */
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 20_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
/** Requests per property run; the database is fingerprinted once per run (and around writes). */
const BATCH = 20;
const MAX_REPORTED = 25;

// ---------------------------------------------------------------------------------------------

const perKind = Math.ceil(FUZZ_RUNS / DB_KINDS.length);

describe.each(DB_KINDS)('fuzzing every /api route (%s)', (kind) => {
  let t: TestApp;
  let world: World;
  let tables: string[];

  beforeAll(async () => {
    t = await buildTestApp(kind, { env: SECURITY_ENV });
    const user = await t.signIn(newIdentity('fuzz-user'));
    const admin = await t.signIn({ ...newIdentity('fuzz-admin'), email: ADMIN_EMAIL });
    const other = await t.signIn(newIdentity('fuzz-other'));
    const templates = await query<{ id: string }>(
      t.database, // Templates whose licences expire: the licence made from the first gives an expiry date.
      "select id from license_templates where renewal_rule->>'kind' = 'term' order by id limit 3",
    );
    const templateIds = templates.map((r) => r.id);
    const seed = async (headers: { authorization: string }) => {
      const call = async (method: InjectOptions['method'], url: string, payload?: object) => {
        const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        expect(res.statusCode, res.body).toBeLessThan(300);
        return res.json() as { id: string; workspace_id?: string };
      };
      const userId = (await call('GET', '/api/users/profile')).id;
      const business = await call('POST', '/api/businesses/', {
        business_name: 'Fuzz Diner',
        business_type: 'Restaurant',
        city: 'Toronto',
        province: 'ON',
      });
      const licence = await call('POST', '/api/licenses/', {
        business_id: business.id,
        license_name: 'Fuzz permit',
        level: 'municipal',
        issued_date: '2026-01-15',
        template_id: templateIds[0],
      });
      return { businessId: business.id, licenseId: licence.id, userId, workspaceId: business.workspace_id! };
    };
    const expired = await t.mint(newIdentity('expired'), { expiresIn: -60 });
    const foreign = await t.mint(newIdentity('foreign'), { issuer: 'https://evil.example/oidc' });
    const parts = expired.split('.');
    world = {
      app: t,
      headers: { user: user.headers.authorization, admin: admin.headers.authorization },
      ids: {
        user: await seed(user.headers),
        admin: await seed(admin.headers),
        other: await seed(other.headers),
        templateIds,
      },
      badTokens: [
        `Bearer ${expired}`,
        `Bearer ${foreign}`,
        `Bearer ${parts[0]}.${parts[1]}.`,
        `Bearer ${parts[0]}.${Buffer.from('{"sub":"x","email":"security-admin@example.test"}').toString('base64url')}.${parts[2]}`,
        'Bearer not.a.token',
        'Bearer',
        'Basic dXNlcjpwYXNz',
        user.headers.authorization.toLowerCase(),
        `Bearer ${'a'.repeat(8_000)}.b.c`,
        `${user.headers.authorization} trailing`,
      ],
    };
    tables = await productTables(t.database);
  });
  afterAll(() => t?.close());

  // Inputs the fuzzer found, kept as plain cases.
  it.each<[string, InjectOptions, number, string | RegExp]>([
    [
      'a NUL in a template name (was a 500)',
      {
        method: 'POST',
        url: '/api/admin/license-templates',
        payload: { name: 'a\u0000b', level: 'federal', business_type: 'All', default_validity_months: 12 },
      },
      400,
      'name: must not contain control characters',
    ],
    [
      'a malformed %-escape in the path (was a bare Fastify body, no security headers)',
      {
        method: 'DELETE',
        url: '/api/businesses/%E0%A4%A/',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      },
      400,
      'The URL is not valid',
    ],
    [
      'an over-long path parameter (was a bare 414)',
      { method: 'GET', url: `/api/licenses/${'a'.repeat(101)}/` },
      400,
      'The URL is not valid',
    ],
  ])('%s', async (_name, options, status, detail) => {
    const res = await t.app.inject({
      ...options,
      headers: { authorization: world.headers.admin, ...(options.headers as Record<string, string>) },
    });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().detail).toMatch(detail);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('stores half a surrogate pair as U+FFFD, on either database (PGlite answered 500)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/businesses/',
      headers: { authorization: world.headers.user, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...BUSINESS_SAMPLE, business_name: 'Café\udc9f', city: '\ud800Toronto' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ business_name: 'Café\ufffd', city: '\ufffdToronto' });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${res.json().id}/`,
      headers: { authorization: world.headers.user },
    });
  });

  it('notices a write (the check the fuzzing relies on)', async () => {
    const watch = new DatabaseWatch(t.database, tables);
    await watch.reset();
    expect(await watch.changedTables()).toEqual([]);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: { authorization: world.headers.user },
      payload: { address: `Somewhere ${Date.now()}` },
    });
    expect(res.statusCode).toBe(200);
    expect(await watch.changedTables()).toEqual(['users']);
    expect(await watch.changedTables()).toEqual([]);
  });

  it('has a fuzzing entry for every /api route of the app, and the API docs list no other', async () => {
    const app = listApiRoutes(t.app).map(routeKey).sort();
    expect(ROUTES.map(routeKey).sort()).toEqual(app);
    const documented = await listOpenApiRoutes(t.app);
    expect(documented.length).toBeGreaterThan(20);
    for (const op of documented) expect(app).toContain(op);
  });

  it(`answers ${perKind} generated bad requests with a 4xx and leaves the database alone`, async () => {
    const { app } = t;
    const problems: string[] = [];
    const report = (text: string) => {
      if (problems.length < MAX_REPORTED) problems.push(text);
    };
    const counts = new Map<string, Record<string, number>>();
    let sent = 0;
    let acceptedWrites = 0;
    const started = performance.now();

    // The database is compared after every batch, and before and after each request that might
    // be an accepted write: between two comparisons, every request was rejected (or a read).
    const watch = new DatabaseWatch(t.database, tables);
    await watch.reset();
    let since: [FuzzRequest, LightMyRequestResponse][] = [];
    const checkpoint = async () => {
      const changed = await watch.changedTables();
      if (changed.length) {
        const requests = since.map(([req, res]) => describeRequest(req, res)).join('\n  ');
        report(`tables ${changed.join(', ')} changed after rejected requests:\n  ${requests}`);
      }
      since = [];
    };

    const send = async (req: FuzzRequest) => {
      const accepted = mayAccept(req);
      const mayWrite = accepted && req.method !== 'GET';
      if (mayWrite && since.length) await checkpoint();
      const res = await app.inject(injectOptions(req, world));
      sent += 1;
      const key = routeKey(req.route);
      const count = counts.get(key) ?? {};
      const status = `${Math.floor(res.statusCode / 100)}xx`;
      count[status] = (count[status] ?? 0) + 1;
      counts.set(key, count);
      const wrong = problemsWith(req, res, accepted);
      if (wrong.length) report(`${wrong.join('; ')}:\n    ${describeRequest(req, res)}`);
      if (mayWrite && res.statusCode < 300) {
        acceptedWrites += 1;
        await watch.reset();
      } else {
        since.push([req, res]);
      }
    };

    await fc.assert(
      fc.asyncProperty(fc.array(requestArb(world), { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        for (const req of batch) {
          try {
            await send(req);
          } catch (error) {
            report(`the test itself failed: ${(error as Error).stack}\n    ${describeRequest(req)}`);
          }
        }
        if (since.length) await checkpoint();
      }),
      // Failures are collected, not thrown: the run goes on and reports up to MAX_REPORTED of them.
      { numRuns: Math.ceil(perKind / BATCH), seed: SEED, endOnFailure: true },
    );

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const summary = [...counts.entries()]
      .sort()
      .map(([key, c]) => `  ${key.padEnd(46)} ${JSON.stringify(c)}`)
      .join('\n');
    console.info(
      `[fuzz ${kind}] seed ${SEED}: ${sent} requests in ${seconds} s, ${acceptedWrites} accepted writes\n${summary}`,
    );
    expect(problems, `seed ${SEED} (replay with FUZZ_SEED=${SEED})\n${problems.join('\n\n')}`).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(perKind);
    // Every route got its share.
    for (const route of ROUTES) {
      const total = Object.values(counts.get(routeKey(route)) ?? {}).reduce((a, b) => a + b, 0);
      expect(total, routeKey(route)).toBeGreaterThan(perKind / ROUTES.length / 4);
    }
  }, 600_000);
});
