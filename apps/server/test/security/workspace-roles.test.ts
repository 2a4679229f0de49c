import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/app';
import { DB_KINDS } from '../support/database';
import { newIdentity } from '../support/tokens';
import { DatabaseWatch, productTables, query } from './db-guard';
import { BUSINESS_SAMPLE, ROUTES } from './routes-table';
import { SECURITY_ENV } from './support';

/**
 * Decision 014: owner, editor, viewer and non-member against every route that reaches a workspace,
 * a business or a licence, with every method it has. A member reads; an editor or owner changes
 * businesses and licences; only an owner manages the workspace, its members and invitations. A
 * viewer's write is 403 with a detail, a non-member gets 404 (as for an id that does not exist),
 * and a refused request changes nothing in the database. A workspace's channels: any member reads
 * them, only an owner adds, deletes or tests one (decision 026).
 */
type Role = 'owner' | 'editor' | 'viewer' | 'outsider';
/** A viewer who is only ever the member managed (a member removing themself is leaving: allowed). */
type Person = Role | 'spare';
type Need = 'read' | 'edit' | 'own';
const ROLES: Role[] = ['owner', 'editor', 'viewer', 'outsider'];

interface Target {
  ws: string;
  biz: string;
  lic: string;
  member: string;
  inv: string;
  /** A webhook channel to a loopback port nothing listens on (WEBHOOK_ALLOW_LOOPBACK). */
  ch: string;
  /** An outside contact among the business's reminder recipients (decision 023). */
  rcp: string;
}

interface Probe {
  method: InjectOptions['method'];
  /** The routes table's path; `:id` and the others are filled from a Target. */
  path: string;
  fill: (t: Target) => string;
  need: Need;
  body?: (t: Target) => object;
}

const licence = (t: Target) => ({
  business_id: t.biz,
  license_name: 'Patio permit',
  level: 'municipal',
  issued_date: '2026-01-15',
  expiry_date: '2026-12-31',
});

const PROBES: Probe[] = [
  { method: 'GET', path: '/api/workspaces/:id', fill: (t) => `/api/workspaces/${t.ws}/`, need: 'read' },
  {
    method: 'PUT',
    path: '/api/workspaces/:id',
    fill: (t) => `/api/workspaces/${t.ws}/`,
    need: 'own',
    body: () => ({ name: 'Renamed' }),
  },
  {
    method: 'DELETE',
    path: '/api/workspaces/:id',
    fill: (t) => `/api/workspaces/${t.ws}/`,
    need: 'own',
    body: () => ({ confirm_name: 'Client workspace' }),
  },
  {
    method: 'GET',
    path: '/api/workspaces/:id/members',
    fill: (t) => `/api/workspaces/${t.ws}/members/`,
    need: 'read',
  },
  {
    method: 'PUT',
    path: '/api/workspaces/:id/members/:user_id',
    fill: (t) => `/api/workspaces/${t.ws}/members/${t.member}/`,
    need: 'own',
    body: () => ({ role: 'editor' }),
  },
  {
    method: 'DELETE',
    path: '/api/workspaces/:id/members/:user_id',
    fill: (t) => `/api/workspaces/${t.ws}/members/${t.member}/`,
    need: 'own',
  },
  {
    method: 'GET',
    path: '/api/workspaces/:id/invitations',
    fill: (t) => `/api/workspaces/${t.ws}/invitations/`,
    need: 'own',
  },
  {
    method: 'POST',
    path: '/api/workspaces/:id/invitations',
    fill: (t) => `/api/workspaces/${t.ws}/invitations/`,
    need: 'own',
    body: () => ({ email: 'new-client@example.test', role: 'viewer' }),
  },
  {
    method: 'DELETE',
    path: '/api/workspaces/:id/invitations/:invitation_id',
    fill: (t) => `/api/workspaces/${t.ws}/invitations/${t.inv}/`,
    need: 'own',
  },
  {
    method: 'GET',
    path: '/api/workspaces/:id/channels',
    fill: (t) => `/api/workspaces/${t.ws}/channels/`,
    need: 'read',
  },
  {
    method: 'POST',
    path: '/api/workspaces/:id/channels',
    fill: (t) => `/api/workspaces/${t.ws}/channels/`,
    need: 'own',
    body: () => ({ kind: 'slack', url: 'http://127.0.0.1:9/slack' }),
  },
  {
    method: 'DELETE',
    path: '/api/workspaces/:id/channels/:channel_id',
    fill: (t) => `/api/workspaces/${t.ws}/channels/${t.ch}/`,
    need: 'own',
  },
  {
    method: 'POST',
    path: '/api/workspaces/:id/channels/:channel_id/test',
    fill: (t) => `/api/workspaces/${t.ws}/channels/${t.ch}/test/`,
    need: 'own',
  },
  {
    method: 'POST',
    path: '/api/businesses',
    fill: () => '/api/businesses/',
    need: 'edit',
    body: (t) => ({ ...BUSINESS_SAMPLE, workspace_id: t.ws }),
  },
  { method: 'GET', path: '/api/businesses/:id', fill: (t) => `/api/businesses/${t.biz}/`, need: 'read' },
  {
    method: 'PUT',
    path: '/api/businesses/:id',
    fill: (t) => `/api/businesses/${t.biz}/`,
    need: 'edit',
    body: () => ({ business_name: 'Renamed' }),
  },
  { method: 'DELETE', path: '/api/businesses/:id', fill: (t) => `/api/businesses/${t.biz}/`, need: 'edit' },
  {
    method: 'GET',
    path: '/api/businesses/:id/suggestions',
    fill: (t) => `/api/businesses/${t.biz}/suggestions/`,
    need: 'read',
  },
  {
    method: 'GET',
    path: '/api/businesses/:id/recipients',
    fill: (t) => `/api/businesses/${t.biz}/recipients/`,
    need: 'read',
  },
  {
    method: 'POST',
    path: '/api/businesses/:id/recipients',
    fill: (t) => `/api/businesses/${t.biz}/recipients/`,
    need: 'edit',
    body: () => ({ kind: 'contact', name: 'Location manager', email: 'manager@example.test' }),
  },
  {
    method: 'PUT',
    path: '/api/businesses/:id/recipients/:recipient_id',
    fill: (t) => `/api/businesses/${t.biz}/recipients/${t.rcp}/`,
    need: 'edit',
    body: () => ({ name: 'The client' }),
  },
  {
    method: 'DELETE',
    path: '/api/businesses/:id/recipients/:recipient_id',
    fill: (t) => `/api/businesses/${t.biz}/recipients/${t.rcp}/`,
    need: 'edit',
  },
  {
    method: 'POST',
    path: '/api/businesses/:id/recipients/:recipient_id/resend',
    fill: (t) => `/api/businesses/${t.biz}/recipients/${t.rcp}/resend/`,
    need: 'edit',
  },
  { method: 'POST', path: '/api/licenses', fill: () => '/api/licenses/', need: 'edit', body: licence },
  { method: 'GET', path: '/api/licenses/:id', fill: (t) => `/api/licenses/${t.lic}/`, need: 'read' },
  {
    method: 'PUT',
    path: '/api/licenses/:id',
    fill: (t) => `/api/licenses/${t.lic}/`,
    need: 'edit',
    body: licence,
  },
  { method: 'DELETE', path: '/api/licenses/:id', fill: (t) => `/api/licenses/${t.lic}/`, need: 'edit' },
  {
    method: 'POST',
    path: '/api/licenses/:id/renew',
    fill: (t) => `/api/licenses/${t.lic}/renew/`,
    need: 'edit',
    body: () => ({}),
  },
  {
    method: 'GET',
    path: '/api/licenses/:id/history',
    fill: (t) => `/api/licenses/${t.lic}/history/`,
    need: 'read',
  },
  {
    method: 'GET',
    path: '/api/dashboard/summary',
    fill: (t) => `/api/dashboard/summary/?workspace_id=${t.ws}`,
    need: 'read',
  },
  {
    method: 'GET',
    path: '/api/licenses/:id/reminders',
    fill: (t) => `/api/licenses/${t.lic}/reminders/`,
    need: 'read',
  },
  // Without `workspace_id` the exports are the caller's own list (every workspace they belong to).
  {
    method: 'GET',
    path: '/api/licenses/export.csv',
    fill: (t) => `/api/licenses/export.csv?workspace_id=${t.ws}`,
    need: 'read',
  },
  {
    method: 'GET',
    path: '/api/licenses/export.xlsx',
    fill: (t) => `/api/licenses/export.xlsx?workspace_id=${t.ws}`,
    need: 'read',
  },
];

/** Routes of these areas that name no workspace, business or licence: the caller's own lists and tools. */
const NOT_SCOPED = new Set([
  'GET /api/workspaces',
  'POST /api/workspaces',
  'GET /api/businesses',
  'GET /api/licenses',
  'POST /api/licenses/calculate-expiry',
  // A multipart body (a sheet): its `workspace_id` is probed by role in
  // modules/data-transfer/workspace-scope.test.ts (viewer 403, stranger 404, nothing written).
  'POST /api/licenses/import',
  // By the link's token, not a workspace id: the invitation tests cover who may accept.
  'GET /api/invitations/:token',
  'POST /api/invitations/:token/accept',
]);

const allowed = (role: Role, need: Need) =>
  role === 'owner' || (role === 'editor' && need !== 'own') || (role === 'viewer' && need === 'read');
const expected = (role: Role, need: Need) =>
  allowed(role, need) ? 'success' : role === 'outsider' ? 404 : 403;

describe.each(DB_KINDS)('workspace roles × routes (%s)', (kind) => {
  let t: TestApp;
  let headers: Record<Person, { authorization: string }>;
  let userIds: Record<Person, string>;
  let base: Target;
  let tables: string[];

  const call = async (role: Person, method: InjectOptions['method'], url: string, payload?: object) =>
    t.app.inject({ method, url, headers: headers[role], ...(payload ? { payload } : {}) });
  const ok = async (role: Person, method: InjectOptions['method'], url: string, payload?: object) => {
    const res = await call(role, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.statusCode === 204 ? {} : (res.json() as Record<string, string>);
  };

  /** A business with a licence in the workspace, made by its owner. */
  async function businessWithLicence(ws: string) {
    const biz = (await ok('owner', 'POST', '/api/businesses/', { ...BUSINESS_SAMPLE, workspace_id: ws })).id!;
    const lic = (await ok('owner', 'POST', '/api/licenses/', licence({ biz } as Target))).id!;
    return { biz, lic };
  }

  /** An accepted member of the workspace, through the real invitation path (the link read from the outbox). */
  async function join(role: Person, ws: string, as: 'editor' | 'viewer') {
    const email = (await ok(role, 'GET', '/api/users/profile')).email!;
    await ok('owner', 'POST', `/api/workspaces/${ws}/invitations/`, { email, role: as });
    const [mail] = await query<{ body: string }>(
      t.database,
      `select text as body from email_outbox where "to" = '${email}' order by created_at desc limit 1`,
    );
    const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail!.body)![1]!;
    await ok(role, 'POST', `/api/invitations/${token}/accept/`, {
      full_name: `The ${role}`,
      phone_number: '416 555 0100',
    });
  }

  /** A fresh target for a write that is allowed: what it changes or deletes is its own. */
  async function freshTarget(): Promise<Target> {
    const ws = (await ok('owner', 'POST', '/api/workspaces/', { name: 'Client workspace' })).id!;
    await join('editor', ws, 'editor');
    await join('viewer', ws, 'viewer');
    await join('spare', ws, 'viewer');
    const { biz, lic } = await businessWithLicence(ws);
    const inv = (
      await ok('owner', 'POST', `/api/workspaces/${ws}/invitations/`, {
        email: 'later@example.test',
        role: 'viewer',
      })
    ).id!;
    const ch = (
      await ok('owner', 'POST', `/api/workspaces/${ws}/channels/`, {
        kind: 'webhook',
        url: 'http://127.0.0.1:9/hook',
      })
    ).id!;
    const rcp = (
      await ok('owner', 'POST', `/api/businesses/${biz}/recipients/`, {
        kind: 'contact',
        name: 'Client',
        email: 'client@example.test',
      })
    ).id!;
    return { ws, biz, lic, inv, ch, member: userIds.spare, rcp };
  }

  beforeAll(async () => {
    // Every fresh target e-mails a recipient's confirmation: more than one day's cap of one account.
    t = await buildTestApp(kind, {
      env: { ...SECURITY_ENV, WEBHOOK_ALLOW_LOOPBACK: 'true', SEND_CAP_EMAIL_PER_DAY: '100000' },
    });
    const people: Person[] = [...ROLES, 'spare'];
    const entries = await Promise.all(
      people.map(async (role) => [role, (await t.signIn(newIdentity(`ws-${role}`))).headers] as const),
    );
    headers = Object.fromEntries(entries) as Record<Person, { authorization: string }>;
    userIds = Object.fromEntries(
      await Promise.all(
        people.map(async (role) => [role, (await ok(role, 'GET', '/api/users/profile')).id!] as const),
      ),
    ) as Record<Person, string>;
    base = await freshTarget();
    // The outsider has their own business, so that "nothing found" is not "nothing at all".
    await ok('outsider', 'POST', '/api/businesses/', BUSINESS_SAMPLE);
    tables = await productTables(t.database);
  }, 120_000);
  afterAll(() => t?.close());

  it('covers every route that names a workspace, business or licence', () => {
    const scoped = ROUTES.filter((r) =>
      /^\/api\/(workspaces|businesses|licenses|invitations|dashboard)/.test(r.path),
    )
      .map((r) => `${r.method} ${r.path}`)
      .filter((key) => !NOT_SCOPED.has(key));
    expect(PROBES.map((p) => `${p.method} ${p.path}`).sort()).toEqual(scoped.sort());
  });

  it.each(ROLES)(
    '%s gets exactly what the role allows; a refusal changes nothing',
    async (role) => {
      const failures: string[] = [];
      const watch = new DatabaseWatch(t.database, tables);
      for (const probe of PROBES) {
        const want = expected(role, probe.need);
        // An allowed write gets a target of its own; refusals are tried on the shared one.
        const target = want === 'success' && probe.method !== 'GET' ? await freshTarget() : base;
        await watch.reset();
        const url = probe.fill(target);
        const res = await call(role, probe.method, url, probe.body?.(target));
        const got = res.statusCode;
        const pass = want === 'success' ? got >= 200 && got < 300 : got === want;
        if (!pass)
          failures.push(
            `${probe.method} ${url} (${probe.need}) → ${got}, expected ${want}: ${res.body.slice(0, 160)}`,
          );
        if (got >= 400) {
          if (typeof res.json().detail !== 'string') failures.push(`no detail: ${probe.method} ${url}`);
          const changed = await watch.changedTables();
          if (changed.length)
            failures.push(`refused, yet changed ${changed.join(', ')}: ${probe.method} ${url}`);
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
    },
    300_000,
  );

  it('a viewer is told why; a viewer may leave, and then sees nothing', async () => {
    const { ws, biz } = await freshTarget();
    const res = await call('viewer', 'PUT', `/api/businesses/${biz}/`, { business_name: 'Mine now' });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/viewer/);
    const listed = (await ok('viewer', 'GET', '/api/licenses/')) as unknown as {
      business_id: string;
      role: string;
    }[];
    expect(listed.filter((l) => l.business_id === biz).map((l) => l.role)).toEqual(['viewer']);
    expect(
      (await call('viewer', 'DELETE', `/api/workspaces/${ws}/members/${userIds.viewer}/`)).statusCode,
    ).toBe(204);
    expect((await call('viewer', 'GET', `/api/businesses/${biz}/`)).statusCode).toBe(404);
  });
});
