import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/app';
import { TEST_ENV } from '../../test/support/businesses';
import { DB_KINDS } from '../../test/support/database';
import { GATE_CONCURRENCY } from '../db/pglite-gate';

/**
 * The embedded database's bounded queue (issue 30, item 7), through the API: with no queue at all
 * (DB_QUEUE_LIMIT=0), a crowd sent at once gets its first few answered and the rest a quick 503 with
 * Retry-After, in the caller's language; the probes are never turned away; nothing is held after.
 * On PostgreSQL there is no gate: its pool has its own deadlines.
 */
describe.each(DB_KINDS)('the database gate (%s)', (kind) => {
  let t: TestApp;
  let headers: { authorization: string };

  beforeAll(async () => {
    t = await buildTestApp(kind, { env: { ...TEST_ENV, DB_QUEUE_LIMIT: '0' } });
    headers = (await t.signIn()).headers;
    // Signed up before the crowd: the crowd measures the gate, not the first sign-in.
    expect((await t.app.inject({ url: '/api/users/profile', headers })).statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  it('past the queue: 503 with Retry-After at once; the probes and later requests answered', async () => {
    const profile = (language: string) =>
      t.app.inject({ url: '/api/users/profile', headers: { ...headers, 'accept-language': language } });
    const crowd = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => profile(i % 2 ? 'fr-CA' : 'en')),
      ...Array.from({ length: 3 }, () => t.app.inject({ url: '/api/health' })),
    ]);
    const busy = crowd.filter((r) => r.statusCode === 503);
    expect(crowd.every((r) => r.statusCode === 200 || r.statusCode === 503)).toBe(true);
    expect(crowd.slice(20).map((r) => r.statusCode)).toEqual([200, 200, 200]);
    if (kind === 'postgres') {
      expect(busy).toEqual([]);
      return;
    }
    // GATE_CONCURRENCY go in at once; with no queue, the others are turned away.
    expect(busy).toHaveLength(20 - GATE_CONCURRENCY);
    for (const response of busy) {
      expect(response.headers['retry-after']).toBe('5');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
    const details = new Set(busy.map((r) => r.json().detail));
    expect(details).toEqual(
      new Set([
        'The server is busy. Please try again in a moment.',
        'Le serveur est occupé. Veuillez réessayer dans un instant.',
      ]),
    );
    // Every turn was given back: one by one, nothing is refused.
    for (let i = 0; i < 8; i += 1) expect((await profile('en')).statusCode).toBe(200);
  });
});
