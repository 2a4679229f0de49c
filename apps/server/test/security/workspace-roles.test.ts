import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/app';
import { DB_KINDS } from '../support/database';
import { newIdentity } from '../support/tokens';
import {
  licence,
  type Need,
  NOT_SCOPED,
  type Person,
  PROBES,
  ROLES,
  type Role,
  type Target,
} from './access/workspace-probes';
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
      env: {
        ...SECURITY_ENV,
        WEBHOOK_ALLOW_LOOPBACK: 'true',
        SEND_CAP_EMAIL_PER_DAY: '100000',
        // Every role tries every route, creating workspaces and inviting many times (issue 31's caps
        // are tested apart, in account-caps.test.ts and invitation-relay.test.ts).
        INVITATIONS_PER_DAY: '10000',
        WORKSPACES_PER_ACCOUNT: '1000',
      },
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
