import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../support/database';
import type { TestIdentity } from '../support/tokens';
import {
  ADMIN_EMAIL,
  BUSINESS_SAMPLE,
  buildSecurityApp,
  DatabaseWatch,
  type FixtureIds,
  fillPath,
  isOwnedIdField,
  listApiRoutes,
  METHODS,
  type Method,
  newPerson,
  productTables,
  query,
  ROUTES,
  type RouteSpec,
  routeKey,
  SECURITY_ENV,
  type SecurityApp,
} from './support';

/**
 * Issue #7, part 2: three users (C is an admin) against every /api route and every method, with
 * the other users' ids in the path and in the body. Nobody reads or changes anybody else's data
 * (404, exactly as for an id that does not exist; the other's rows byte-identical afterwards),
 * nobody but an admin does anything under /api/admin (403), and nobody without a token gets
 * anything but the health checks and the API docs (401).
 *
 * The matrix is built from the routes the app itself lists, so a new route is in it at once;
 * ROUTES (support.ts) only adds valid bodies and says which routes are admin routes.
 */

type Who = 'A' | 'B' | 'C';
type Caller = Who | 'anonymous';
const USERS: Who[] = ['A', 'B', 'C'];
const CALLERS: Caller[] = ['A', 'B', 'C', 'anonymous'];

interface Person {
  identity: TestIdentity;
  headers: { authorization: string };
  ids: FixtureIds & { userId: string };
  /** Strings only this user's data contains: none may appear in an answer to someone else. */
  markers: string[];
}

const isPublic = (path: string) => /^\/api\/(health|ready|docs)(\/|$)/.test(path);
const isAdminPath = (path: string) => path.startsWith('/api/admin/');

interface Probe {
  method: Method;
  path: string;
  url: string;
  body?: unknown;
  /** Another user's id is in the path or the body. */
  foreign: boolean;
  label: string;
}

describe.each(DB_KINDS)('access between users and roles (%s)', (kind) => {
  let t: SecurityApp;
  let people: Record<Who, Person>;
  let tables: string[];
  let templateIds: string[];

  /** Every row of one user's data, as text: users, businesses, licences and their reminders. */
  async function rowsOf(who: Who): Promise<string> {
    const id = people[who].ids.userId;
    const owned = `(select id from businesses where owner_id = '${id}')`;
    const parts = [
      `select t::text as row from users t where id = '${id}'`,
      `select t::text from businesses t where owner_id = '${id}'`,
      `select t::text from licenses t where business_id in ${owned}`,
      ...(tables.includes('reminder_deliveries')
        ? [`select t::text from reminder_deliveries t where user_id = '${id}'`]
        : []),
    ];
    const rows = await query<{ row: string }>(t.database, `${parts.join(' union all ')} order by 1`);
    return rows.map((r) => r.row).join('\n');
  }

  /** What the user sees of their own data through the API. */
  async function apiViewOf(who: Who): Promise<string> {
    const { headers, ids } = people[who];
    const urls = [
      '/api/users/profile',
      '/api/businesses/',
      '/api/licenses/',
      `/api/businesses/${ids.businessId}/`,
      `/api/licenses/${ids.licenseId}/`,
      `/api/licenses/${ids.licenseId}/reminders/`,
    ];
    const bodies: string[] = [];
    for (const url of urls) bodies.push((await t.app.inject({ method: 'GET', url, headers })).body);
    return bodies.join('\n');
  }

  beforeAll(async () => {
    t = await buildSecurityApp(kind, { env: SECURITY_ENV });
    tables = await productTables(t.database);
    templateIds = (
      await query<{ id: string }>(t.database, 'select id from license_templates order by id limit 3')
    ).map((r) => r.id);
    const make = async (who: Who): Promise<Person> => {
      const base = newPerson(`matrix-${who}`);
      const identity = who === 'C' ? { ...base, email: ADMIN_EMAIL } : base;
      const { headers } = await t.signIn(identity);
      const call = async (method: InjectOptions['method'], url: string, payload?: object) => {
        const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
        return res.json() as { id: string };
      };
      const fullName = `Person ${who} ${identity.subject.slice(-12)}`;
      const businessName = `Business of ${who} ${identity.subject.slice(-12)}`;
      const licenseName = `Licence of ${who} ${identity.subject.slice(-12)}`;
      const profile = await call('PUT', '/api/users/profile', {
        full_name: fullName,
        phone_number: '+1 416 555 0199',
        address: `${who} Street`,
      });
      const business = await call('POST', '/api/businesses/', {
        ...BUSINESS_SAMPLE,
        business_name: businessName,
      });
      const licence = await call('POST', '/api/licenses/', {
        business_id: business.id,
        license_name: licenseName,
        level: 'municipal',
        issued_date: '2026-01-15',
        expiry_date: '2026-12-31',
        notes: `Private notes of ${who}`,
        template_id: templateIds[0],
      });
      return {
        identity,
        headers,
        ids: {
          userId: profile.id,
          businessId: business.id,
          licenseId: licence.id,
          templateId: templateIds[0]!,
        },
        markers: [
          profile.id,
          business.id,
          licence.id,
          fullName,
          businessName,
          licenseName,
          identity.email.toLowerCase(),
        ],
      };
    };
    people = { A: await make('A'), B: await make('B'), C: await make('C') };
  });
  afterAll(() => t?.close());

  it('looks for strings the API really shows (each user sees their own)', async () => {
    for (const who of USERS) {
      const view = await apiViewOf(who);
      for (const marker of people[who].markers) expect(view, `${who}: ${marker}`).toContain(marker);
    }
  });

  it('covers every /api route of the app', () => {
    const appRoutes = listApiRoutes(t.app).map(routeKey).sort();
    expect(ROUTES.map(routeKey).sort()).toEqual(appRoutes);
  });

  /** The matrix for one caller: every path × every method × every other user's id in every slot. */
  function probesFor(caller: Caller): Probe[] {
    const routes = listApiRoutes(t.app);
    const paths = [...new Set(routes.map((r) => r.path))];
    const victims = USERS.filter((u) => u !== caller);
    const own = caller === 'anonymous' ? people.A.ids : people[caller].ids;
    const probes: Probe[] = [];

    for (const path of paths) {
      for (const method of METHODS) {
        const spec: RouteSpec | undefined =
          ROUTES.find((r) => r.path === path && r.method === method) ??
          ROUTES.find((r) => r.path === path && r.body);
        const sample = spec?.body?.sample(own);
        const body = method === 'GET' || (method === 'DELETE' && !sample) ? undefined : (sample ?? {});

        // Path: another user's ids (foreign), or the caller's own (with a foreign id in the body).
        const pathOptions: { values: Record<string, string>; foreign: boolean; label: string }[] = [];
        const names = [...path.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
        const fixed: Record<string, string> = {};
        for (const name of names) {
          if (name === 'province') fixed[name] = 'ON';
          if (name === '*') fixed[name] = 'json';
        }
        if (names.includes('id')) {
          for (const v of victims) {
            for (const [what, id] of Object.entries(people[v].ids)) {
              if (what === 'templateId') continue;
              pathOptions.push({ values: { ...fixed, id }, foreign: true, label: `${v}.${what} in path` });
            }
          }
          if (caller !== 'anonymous') {
            for (const what of ['businessId', 'licenseId'] as const) {
              pathOptions.push({ values: { ...fixed, id: own[what] }, foreign: false, label: `own ${what}` });
            }
          }
          if (isAdminPath(path) && caller !== 'C') {
            // A real template: if the admin check were missing, this would change it.
            pathOptions.push({
              values: { ...fixed, id: templateIds[1]! },
              foreign: false,
              label: 'template',
            });
          }
        } else {
          pathOptions.push({ values: fixed, foreign: false, label: 'no id in path' });
        }

        // Body: each field naming something a user owns gets each of the others' ids.
        const bodyOptions: { body: unknown; foreign: boolean; label: string }[] = [
          { body, foreign: false, label: 'own body' },
        ];
        const ownedFields =
          body && typeof body === 'object' ? Object.keys(body).filter((k) => isOwnedIdField(k)) : [];
        for (const field of ownedFields) {
          for (const v of victims) {
            for (const [what, id] of Object.entries(people[v].ids)) {
              if (what === 'templateId') continue;
              bodyOptions.push({
                body: { ...(body as object), [field]: id },
                foreign: true,
                label: `${v}.${what} as ${field}`,
              });
            }
          }
        }

        const hasSlots = names.includes('id') || ownedFields.length > 0;
        for (const p of pathOptions) {
          for (const b of bodyOptions) {
            const foreign = p.foreign || b.foreign;
            // Where ids can go, only combinations with someone else's id; elsewhere, the plain call.
            if (hasSlots && !foreign && p.label !== 'template') continue;
            probes.push({
              method,
              path,
              url: `${fillPath(path, p.values)}${path.includes('*') ? '' : '/'}`,
              body: b.body,
              foreign,
              label: `${p.label}, ${b.label}`,
            });
          }
        }
      }
    }
    return probes;
  }

  /**
   * The route the router picks for a URL: its own path, or another one whose parameter matches
   * (PUT /api/licenses/calculate-expiry is PUT /api/licenses/:id), or none.
   */
  function routeFor(method: Method, url: string): string | undefined {
    const path = url.replace(/\/$/, '');
    const candidates = listApiRoutes(t.app).filter((r) => r.method === method);
    const exact = candidates.find((r) => r.path === path);
    if (exact) return exact.path;
    return candidates.find((r) => {
      const pattern = r.path.replace(/:\w+/g, '[^/]+').replace('*', '.*');
      return new RegExp(`^${pattern}$`).test(path);
    })?.path;
  }

  function expectedStatus(caller: Caller, probe: Probe): string {
    const route = routeFor(probe.method, probe.url);
    if (!route) return '404';
    if (isPublic(route)) return '2xx/3xx';
    if (caller === 'anonymous') return '401';
    if (isAdminPath(route) && caller !== 'C') return '403';
    if (probe.foreign) return '404';
    return 'below 500';
  }

  function statusMatches(expected: string, status: number): boolean {
    if (expected === '2xx/3xx') return status < 400;
    if (expected === 'below 500') return status < 500;
    return String(status) === expected;
  }

  it.each(CALLERS)(
    '%s reaches nobody else’s data and no admin action it may not take',
    async (caller) => {
      const victims = USERS.filter((u) => u !== caller);
      const before = Object.fromEntries(await Promise.all(victims.map(async (v) => [v, await rowsOf(v)])));
      const viewsBefore = Object.fromEntries(
        await Promise.all(victims.map(async (v) => [v, await apiViewOf(v)])),
      );
      const watch = new DatabaseWatch(t.database, tables);
      await watch.reset();

      const failures: string[] = [];
      const probes = probesFor(caller);
      const describeProbe = (p: Probe, res: LightMyRequestResponse) =>
        `${p.method} ${p.url} [${p.label}] → ${res.statusCode} ${res.body.slice(0, 160)}`;

      for (const probe of probes) {
        const headers: Record<string, string> = caller === 'anonymous' ? {} : { ...people[caller].headers };
        if (probe.body !== undefined) headers['content-type'] = 'application/json';
        const res = await t.app.inject({
          method: probe.method,
          url: probe.url,
          headers,
          ...(probe.body === undefined ? {} : { payload: JSON.stringify(probe.body) }),
        });

        const expected = expectedStatus(caller, probe);
        if (!statusMatches(expected, res.statusCode)) {
          failures.push(`expected ${expected}: ${describeProbe(probe, res)}`);
        }
        if (res.statusCode >= 400 && typeof (res.json() as { detail?: unknown }).detail !== 'string') {
          failures.push(`error without a detail: ${describeProbe(probe, res)}`);
        }
        // Admins see everyone in the admin lists; nobody sees anyone else anywhere else.
        if (!(caller === 'C' && isAdminPath(probe.path))) {
          for (const v of victims) {
            const sent = probe.url + JSON.stringify(probe.body ?? '');
            const leaked = people[v].markers.filter((m) => res.body.includes(m) && !sent.includes(m));
            if (leaked.length)
              failures.push(`shows ${v}'s ${leaked.join(', ')}: ${describeProbe(probe, res)}`);
          }
        }
        if (res.statusCode >= 400) {
          const changed = await watch.changedTables();
          if (changed.length)
            failures.push(`refused, yet changed ${changed.join(', ')}: ${describeProbe(probe, res)}`);
        } else {
          await watch.reset();
        }
        for (const v of victims) {
          if ((await rowsOf(v)) !== before[v]) {
            failures.push(`changed ${v}'s rows: ${describeProbe(probe, res)}`);
            before[v] = await rowsOf(v);
          }
        }
      }

      console.info(`[access ${kind}] ${caller}: ${probes.length} requests, ${failures.length} failures`);
      expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
      for (const v of victims) {
        expect(await apiViewOf(v), `${v}'s own view of their data`).toBe(viewsBefore[v]);
      }
      // The matrix really has other users' ids in paths and bodies.
      if (caller !== 'anonymous') {
        expect(probes.filter((p) => p.foreign && p.body && /_id/.test(p.label)).length).toBeGreaterThan(0);
      }
    },
    120_000,
  );
});
