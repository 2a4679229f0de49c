// Issue #17 item 5, on PostgreSQL through a proxy the test controls: with the database frozen or
// down, requests answer 503 with Retry-After within the deadline, /api/ready answers 503 within
// 2 s, a write the client was refused is never applied when the database comes back, the product
// recovers by itself, and the log says so once, not once per request.
import { Writable } from 'node:stream';
import type { FastifyInstance, FastifyLoggerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { type DatabaseConnection, openDatabase } from '../../src/db/client';
import { UNAVAILABLE_DETAIL } from '../../src/lib/database-unavailable';
import { loggerOptions } from '../../src/lib/logger';
import { licenseBody, TEST_ENV, TORONTO_RESTAURANT } from '../support/businesses';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { newIdentity, tokenMinter } from '../support/tokens';
import { type DbProxy, startDbProxy } from './db-proxy';

const QUERY_TIMEOUT_MS = 1000;
const postgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

postgres('the database unavailable (PostgreSQL through a controlled proxy)', () => {
  let testDb: TestDatabase;
  let proxy: DbProxy;
  let proxied: DatabaseConnection;
  let app: FastifyInstance;
  let headers: { authorization: string };
  let businessId: string;
  const logLines: { level: number; msg: string; repeated?: number }[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    proxy = await startDbProxy(testDb.url!);
    proxied = await openDatabase({
      kind: 'postgres',
      url: proxy.url,
      queryTimeoutMs: QUERY_TIMEOUT_MS,
      connectTimeoutMs: QUERY_TIMEOUT_MS,
    });
    const config: Config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', ...TEST_ENV });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        done();
      },
    });
    app = await buildApp({
      config,
      database: proxied,
      logger: { ...(loggerOptions(config) as FastifyLoggerOptions), stream },
      webDist: false,
    });
    await app.ready();
    const { mint } = await tokenMinter(testDb.database.db, config);
    headers = { authorization: `Bearer ${await mint(newIdentity('outage'))}` };
    const business = await app.inject({
      method: 'POST',
      url: '/api/businesses/',
      headers,
      payload: TORONTO_RESTAURANT,
    });
    expect(business.statusCode).toBe(201);
    businessId = business.json().id;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await proxied?.close();
    await proxy?.close();
    await testDb?.destroy();
  });

  async function timed<T>(fn: () => Promise<T>): Promise<{ result: T; ms: number }> {
    const started = performance.now();
    const result = await fn();
    return { result, ms: performance.now() - started };
  }

  it('answers 503 within the deadline while frozen, applies nothing refused, and recovers', async () => {
    proxy.freeze();
    try {
      const write = await timed(() =>
        app.inject({
          method: 'POST',
          url: '/api/licenses/',
          headers,
          payload: licenseBody(businessId, { license_name: 'Written while frozen' }),
        }),
      );
      expect(write.result.statusCode).toBe(503);
      expect(write.result.json()).toEqual({ detail: UNAVAILABLE_DETAIL });
      expect(write.result.headers['retry-after']).toBe('5');
      expect(write.ms).toBeLessThan(QUERY_TIMEOUT_MS * 4);

      const ready = await timed(() => app.inject({ method: 'GET', url: '/api/ready' }));
      expect(ready.result.statusCode).toBe(503);
      expect(ready.result.json().status).toMatch(/database/);
      expect(ready.ms).toBeLessThan(2000);
    } finally {
      proxy.thaw();
    }
    // Whatever the frozen database still held is delivered now; the refused write must not commit.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const { rows } = (await testDb.database.db.execute(
      "select count(*)::int as n from licenses where license_name = 'Written while frozen'",
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(0);

    const after = await app.inject({ method: 'GET', url: '/api/licenses/', headers });
    expect(after.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  }, 60_000);

  it('never lets a statement the client was refused commit later, when the database hung mid-transaction', async () => {
    // The INSERT reaches PostgreSQL and runs; its answer is held until after the client got 503.
    proxy.freezeAfter('insert into "licenses"');
    const refused = await app.inject({
      method: 'POST',
      url: '/api/licenses/',
      headers,
      payload: licenseBody(businessId, { license_name: 'Inserted before the hang' }),
    });
    proxy.thaw();
    expect(refused.statusCode).toBe(503);
    // The next writes run on whatever connection the pool hands out; none may be the hung one,
    // whose transaction would otherwise commit with them.
    for (let i = 0; i < 3; i += 1) {
      const ok = await app.inject({
        method: 'POST',
        url: '/api/licenses/',
        headers,
        payload: licenseBody(businessId, { license_name: `Written after the hang ${i}` }),
      });
      expect(ok.statusCode).toBe(201);
    }
    const { rows } = (await testDb.database.db.execute(
      "select count(*)::int as n from licenses where license_name = 'Inserted before the hang'",
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(0);
  }, 60_000);

  it('answers 503 at once while the database is down, logging the outage once, not per request', async () => {
    proxy.stop();
    try {
      for (let i = 0; i < 30; i += 1) {
        const response = await app.inject({ method: 'GET', url: '/api/licenses/', headers });
        expect(response.statusCode).toBe(503);
        expect(response.json().detail).toBe(UNAVAILABLE_DETAIL);
      }
      const ready = await timed(() => app.inject({ method: 'GET', url: '/api/ready' }));
      expect(ready.result.statusCode).toBe(503);
      expect(ready.ms).toBeLessThan(2000);
    } finally {
      proxy.start();
    }
    // Across both outages of this file (more than 30 refused requests): a line per distinct error
    // and interval, not one per request.
    const outageLines = logLines.filter((line) => line.msg === 'database unavailable');
    expect(outageLines.length).toBeGreaterThanOrEqual(1);
    expect(outageLines.length).toBeLessThanOrEqual(4);
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]); // no "unhandled error"
    expect((await app.inject({ method: 'GET', url: '/api/licenses/', headers })).statusCode).toBe(200);
  }, 60_000);
});
