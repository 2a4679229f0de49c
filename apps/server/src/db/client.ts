import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is under it: code is written once against this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
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

export async function openDatabase(
  config: Config['database'],
  opts: { pglite?: PGlite } = {},
): Promise<Database> {
  if (config.kind === 'postgres') return openPostgres(config.url);
  if (opts.pglite) return wrapPglite(opts.pglite, { owned: false, release: () => {} });
  const release = lockFolder(config.dataDir);
  try {
    return wrapPglite(await openPglite(config.dataDir), { owned: true, release });
  } catch (error) {
    release();
    throw error;
  }
}

/** The folder's lock, unless the database lives in memory. */
function lockFolder(dataDir: string): () => void {
  if (dataDir.startsWith('memory://')) return () => {};
  mkdirSync(dataDir, { recursive: true }); // PGlite does not create parent folders
  return lockDataDir(dataDir);
}

/**
 * `owned`: this code opened the instance and closes it (an injected one, in tests, is left open);
 * `release` gives the folder's lock back once it is closed.
 */
function wrapPglite(client: PGlite, { owned, release }: { owned: boolean; release: () => void }): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
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
  return PGlite.create(dataDir);
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    withAdvisoryLock: async (key, fn) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await fn(drizzlePg(client, { schema }) as unknown as Db);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
