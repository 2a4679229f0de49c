import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/app';
import { DB_KINDS } from '../support/database';
import { newIdentity } from '../support/tokens';
import {
  CALLERS,
  expectedStatus,
  isAdminPath,
  type Person,
  type Probe,
  probesFor,
  statusMatches,
  USERS,
  type Who,
} from './access/probes';
import { listApiRoutes, routeKey } from './app-routes';
import { DatabaseWatch, productTables, query } from './db-guard';
import { BUSINESS_SAMPLE, ROUTES } from './routes-table';
import { ADMIN_EMAIL, SECURITY_ENV } from './support';

/**
 * Issue #7, part 2: three users (C is an admin) against every /api route and every method, with
 * the other users' ids in the path and in the body. Nobody reads or changes anybody else's data
 * (404, exactly as for an id that does not exist; the other's rows byte-identical afterwards),
 * nobody but an admin does anything under /api/admin (403), and nobody without a token gets
 * anything but the health checks and the API docs (401).
 *
 * The matrix is built from the routes the app itself lists, so a new route is in it at once;
 * ROUTES (routes-table.ts) only adds valid bodies and says which routes are admin routes. The
 * probes and the answer each must get are built in access/probes.ts.
 */

describe.each(DB_KINDS)('access between users and roles (%s)', (kind) => {
  let t: TestApp;
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
      `select t::text from license_periods t where license_id in (select id from licenses where business_id in ${owned})`,
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
      `/api/licenses/${ids.licenseId}/history/`,
      `/api/licenses/${ids.licenseId}/facts/`,
    ];
    const bodies: string[] = [];
    for (const url of urls) bodies.push((await t.app.inject({ method: 'GET', url, headers })).body);
    return bodies.join('\n');
  }

  beforeAll(async () => {
    t = await buildTestApp(kind, { env: SECURITY_ENV });
    tables = await productTables(t.database);
    templateIds =
      // Templates whose licences expire: the licence below gives an expiry date.
      (
        await query<{ id: string }>(
          t.database,
          "select id from license_templates where renewal_rule->>'kind' = 'term' order by id limit 3",
        )
      ).map((r) => r.id);
    const make = async (who: Who): Promise<Person> => {
      const base = newIdentity(`matrix-${who}`);
      const identity = who === 'C' ? { ...base, email: ADMIN_EMAIL } : base;
      const { headers } = await t.signIn(identity);
      const call = async (method: InjectOptions['method'], url: string, payload?: object) => {
        const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
        return res.json() as { id: string; workspace_id?: string };
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
          workspaceId: business.workspace_id!,
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
      const routes = listApiRoutes(t.app);
      const probes = probesFor(caller, { routes, people, templateIds });
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

        const expected = expectedStatus(caller, probe, routes);
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
