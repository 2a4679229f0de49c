import type { Writable } from 'node:stream';
import type { FastifyInstance, FastifyLoggerOptions, FastifyServerOptions } from 'fastify';
import { type AppDependencies, buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { DatabaseConnection } from '../../src/db/client';
import type { Clock } from '../../src/lib/clock';
import { loggerOptions } from '../../src/lib/logger';
import { createTestDatabase, type DbKind } from './database';
import { newIdentity, type TestIdentity, tokenMinter } from './tokens';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseConnection;
  mint: Awaited<ReturnType<typeof tokenMinter>>['mint'];
  /** A new identity and a valid bearer header for it. */
  signIn(identity?: TestIdentity): Promise<{ identity: TestIdentity; headers: { authorization: string } }>;
  close(): Promise<void>;
}

export async function buildTestApp(
  kind: DbKind,
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    /** Every log line at trace level, with the product's own redaction and serializers. */
    logStream?: Writable;
    /** A web build to serve (none by default). */
    webDist?: string | false;
    /**
     * Bounds of the caller cache (default: the product's, but for first screens, which are not kept:
     * tests write the database behind the API's back, as the reminder worker does, and read it back
     * at once; `first-screens-cache.test.ts` turns them on with their bound, decision 029).
     */
    callerCache?: AppDependencies['callerCache'];
    timeouts?: AppDependencies['timeouts'];
  } = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  const logger: FastifyServerOptions['logger'] = options.logStream
    ? { ...(loggerOptions(config) as FastifyLoggerOptions), level: 'trace', stream: options.logStream }
    : undefined;
  const testDb = await createTestDatabase(kind);
  const app = await buildApp({
    config,
    database: testDb.database,
    clock: options.clock,
    logger,
    webDist: options.webDist ?? false,
    callerCache: { viewsMs: 0, ...options.callerCache },
    timeouts: options.timeouts,
  });
  await app.ready();
  const { mint } = await tokenMinter(testDb.database.db, config);
  return {
    app,
    config,
    database: testDb.database,
    mint,
    async signIn(identity = newIdentity()) {
      return { identity, headers: { authorization: `Bearer ${await mint(identity)}` } };
    },
    async close() {
      await app.close();
      await testDb.destroy();
    },
  };
}
