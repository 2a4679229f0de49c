import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseConnection, openDatabase } from '../../src/db/client';
import { prepareDatabase } from '../../src/prepare-database';

export type DbKind = 'pglite' | 'postgres';

/** PGlite always; real PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  database: DatabaseConnection;
  /** The URL of the PostgreSQL test database, for code that opens its own connections. */
  url?: string;
  destroy(): Promise<void>;
}

/** A fresh, migrated database of its own: a copy of the PGlite snapshot, or a new PostgreSQL database. */
export async function createTestDatabase(kind: DbKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const snapshot = readFileSync(inject('pgliteSnapshot'));
    const pglite = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' }, { pglite });
    return { database, destroy: () => pglite.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `lt_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await prepareDatabase(database);
  return {
    database,
    url: url.toString(),
    destroy: async () => {
      await database.close();
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
