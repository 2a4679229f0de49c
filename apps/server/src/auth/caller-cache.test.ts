import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/app';
import { DB_KINDS } from '../../test/support/database';
import { newIdentity } from '../../test/support/tokens';
import { buildApp } from '../app';
import { TtlCache } from '../lib/ttl-cache';
import { grantAdmin, revokeAdmin } from './roles';

/** Decision 012: what the caller cache keeps, and how soon a change is seen despite it. */

const BOUND_MS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DB_KINDS)('the caller cache (%s)', (kind) => {
  let t: TestApp;
  /** A second copy of the server on the same database, with its own cache. */
  let other: FastifyInstance;
  beforeAll(async () => {
    const env = { RATE_LIMIT_PER_MINUTE: '100000', ADMIN_EMAILS: 'boss@example.test' };
    t = await buildTestApp(kind, { env, callerCache: { userMs: BOUND_MS } });
    other = await buildApp({
      config: t.config,
      database: t.database,
      webDist: false,
      callerCache: { userMs: BOUND_MS },
    });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  const get = (app: FastifyInstance, url: string, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url, headers });

  it('refuses a deleted account at once on the copy that deleted it, though its row was cached', async () => {
    const { identity, headers } = await t.signIn();
    expect((await get(t.app, '/api/users/profile', headers)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/profile',
      headers,
      payload: { confirm_email: identity.email },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await get(t.app, '/api/users/profile', headers)).statusCode).toBe(401);
    expect((await get(t.app, '/api/licenses/', headers)).statusCode).toBe(401);
  });

  it('refuses a deleted account on another copy within the bound', async () => {
    const { identity, headers } = await t.signIn();
    expect((await get(other, '/api/users/profile', headers)).statusCode).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: '/api/users/profile',
      headers,
      payload: { confirm_email: identity.email },
    });
    await sleep(BOUND_MS + 50);
    expect((await get(other, '/api/users/profile', headers)).statusCode).toBe(401);
  });

  it('shows a profile change at once on its own copy and within the bound on another', async () => {
    const { headers } = await t.signIn();
    expect((await get(t.app, '/api/users/profile', headers)).json().city).toBeNull();
    expect((await get(other, '/api/users/profile', headers)).json().city).toBeNull();
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers,
      payload: { city: 'Halifax' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await get(t.app, '/api/users/profile', headers)).json().city).toBe('Halifax');
    await sleep(BOUND_MS + 50);
    expect((await get(other, '/api/users/profile', headers)).json().city).toBe('Halifax');
  });

  it('honours an admin grant and a revocation made on the command line within the bound', async () => {
    const { headers } = await t.signIn({ ...newIdentity(), email: 'cached-admin@example.test' });
    const isAdmin = async () => (await get(t.app, '/api/auth/is-admin', headers)).json().is_admin;
    const stats = async () => (await get(t.app, '/api/admin/stats', headers)).statusCode;
    expect(await isAdmin()).toBe(false);
    expect(await stats()).toBe(403);
    await grantAdmin(t.database.db, 'cached-admin@example.test', false);
    await sleep(BOUND_MS + 50);
    expect(await isAdmin()).toBe(true);
    expect(await stats()).toBe(200);
    await revokeAdmin(t.database.db, 'cached-admin@example.test');
    await sleep(BOUND_MS + 50);
    expect(await stats()).toBe(403);
    expect(await isAdmin()).toBe(false);
  });

  it('never keeps a verified token past its expiry', async () => {
    const identity = newIdentity();
    const token = await t.mint(identity, { expiresIn: 2 });
    const headers = { authorization: `Bearer ${token}` };
    expect((await get(t.app, '/api/users/profile', headers)).statusCode).toBe(200);
    await sleep(2100);
    expect((await get(t.app, '/api/users/profile', headers)).statusCode).toBe(401);
  });

  it('refuses a token whose signature was altered even when the genuine one is cached', async () => {
    const { headers } = await t.signIn();
    expect((await get(t.app, '/api/users/profile', headers)).statusCode).toBe(200);
    const token = headers.authorization.slice('Bearer '.length);
    const forged = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    expect((await get(t.app, '/api/users/profile', { authorization: `Bearer ${forged}` })).statusCode).toBe(
      401,
    );
  });
});

describe('TtlCache', () => {
  it('expires entries, and keeps at most its size (the oldest goes first)', () => {
    let now = 0;
    const cache = new TtlCache<string, number>(2, () => now);
    cache.set('a', 1, 100);
    cache.set('b', 2, 100);
    cache.set('c', 3, 100);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
    now = 100;
    expect(cache.get('b')).toBeUndefined();
  });

  it('does not store a value read before the key was deleted', async () => {
    const cache = new TtlCache<string, string>(10);
    let release!: (v: string) => void;
    const loading = cache.fill('k', 1000, () => new Promise((resolve) => (release = resolve)));
    cache.delete('k');
    release('stale');
    expect(await loading).toBe('stale');
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.fill('k', 1000, async () => 'fresh')).toBe('fresh');
    expect(cache.get('k')).toBe('fresh');
  });
});
