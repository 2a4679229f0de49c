import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PoolClient } from 'pg';
import type { Config } from '../config';
import { explainIfDiskFull } from '../lib/disk';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';
import { initialisePgliteFolder } from './pglite-init';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is under it: code is written once against this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * An open database: the drizzle `db` (the `Db` every repository takes) and what only its owner
 * needs: raw statements, an advisory lock, closing it.
 */
export interface DatabaseConnection {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL, possibly several statements without parameters (migrations, test setup). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` while holding a PostgreSQL advisory lock, so several copies do not race. */
  withAdvisoryLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded instance, when there is one (tests snapshot it). */
  pglite?: PGlite;
}

/**
 * Each driver is imported when a database of its kind is opened: a server loads only the one it
 * uses (decision 037).
 */
export async function openDatabase(
  config: Config['database'],
  opts: { pglite?: PGlite } = {},
): Promise<DatabaseConnection> {
  if (config.kind === 'postgres') return openPostgres(config);
  if (opts.pglite) return wrapPglite(opts.pglite, { owned: false, release: () => {} });
  const release = await lockFolder(config.dataDir);
  try {
    return await wrapPglite(await openPglite(config.dataDir), { owned: true, release });
  } catch (error) {
    release();
    throw error;
  }
}

/** The folder's lock, unless the database lives in memory. */
async function lockFolder(dataDir: string): Promise<() => void> {
  if (dataDir.startsWith('memory://')) return () => {};
  try {
    mkdirSync(dataDir, { recursive: true }); // PGlite does not create parent folders
    return lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) throw error;
    return explainIfDiskFull(dataDir, error);
  }
}

/**
 * `owned`: this code opened the instance and closes it (an injected one, in tests, is left open);
 * `release` gives the folder's lock back once it is closed.
 */
async function wrapPglite(
  client: PGlite,
  { owned, release }: { owned: boolean; release: () => void },
): Promise<DatabaseConnection> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    exec: async (sql) => {
      await client.exec(sql);
    },
    // One process owns a PGlite folder, so there is nobody to race; the lock is still taken
    // to keep one code path.
    withAdvisoryLock: async (key, fn) => {
      await client.query('select pg_advisory_lock($1)', [key]);
      try {
        return await fn(db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [key]);
      }
    },
    close: async () => {
      if (owned) await client.close();
      release();
    },
  };
}

async function openPglite(dataDir: string): Promise<PGlite> {
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    // PostgreSQL's default 128 MB of shared buffers are all resident in PGlite's WebAssembly
    // memory from the start; 32 MB keeps a restart's memory in bounds (decision 033), and the
    // operating system's file cache still holds what they do not.
    const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];
    await initialisePgliteFolder(dataDir, startParams);
    return await whileLoopAlive(PGlite.create(dataDir, { startParams }));
  } catch (error) {
    return explainIfDiskFull(dataDir, error);
  }
}

/**
 * Keeps Node.js's event loop alive until `work` settles. PGlite waits for its WebAssembly to
 * compile, which no handle of the loop stands for: the loop runs empty, and Node.js then resumes
 * the code in a pass that also waits for every compilation V8 runs in the background, the
 * optimising of PGlite's hot functions that its first queries start included. A pending timer
 * keeps that pass from happening: a restart was 0.2 to 0.5 s idle in it (decision 037).
 */
async function whileLoopAlive<T>(work: Promise<T>): Promise<T> {
  const alive = setInterval(() => {}, 60_000);
  try {
    return await work;
  } finally {
    clearInterval(alive);
  }
}

export const DEFAULT_QUERY_TIMEOUT_MS = 10_000;
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

/**
 * A pool whose every statement has a deadline (issue #17). The server-side `statement_timeout`
 * covers a slow or blocked statement; the client-side deadline covers a database that does not
 * answer at all (frozen, network gone). A connection that missed a deadline is destroyed, never
 * reused: its transaction may still be open, and closing the socket makes the server roll it back
 * instead of letting it commit after the client was answered.
 */
async function openPostgres(
  config: Extract<Config['database'], { kind: 'postgres' }>,
): Promise<DatabaseConnection> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const queryTimeoutMs = config.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    connectionTimeoutMillis: config.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    statement_timeout: queryTimeoutMs,
    // A client-side deadline a little after the server's, so a live server answers first.
    query_timeout: queryTimeoutMs + 500,
    idle_in_transaction_session_timeout: queryTimeoutMs * 2,
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  pool.on('connect', destroyOnTimeout);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    // A connection of its own, without the pool's deadlines: waiting for another copy's migrations,
    // and the migrations themselves, may take longer than any request should.
    withAdvisoryLock: async (key, fn) => {
      const client = new pg.Client({
        connectionString: config.url,
        connectionTimeoutMillis: config.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      });
      client.on('error', () => {});
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await fn(drizzlePg(client, { schema }) as unknown as Db);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        await client.end();
      }
    },
    close: () => pool.end(),
  };
}

/** Wraps a new client's `query` so that a missed deadline destroys its connection. */
function destroyOnTimeout(client: PoolClient): void {
  // The destroyed socket's error reaches a checked-out client, which has no other listener.
  client.on('error', () => {});
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      return result.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout') {
          (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
        }
        throw error;
      });
    }
    return result;
  };
}
