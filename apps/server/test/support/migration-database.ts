// A database built at an older migration, to test a later migration on rows of that shape.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { expect } from 'vitest';
import { type DatabaseConnection, openDatabase } from '../../src/db/client';
import { MIGRATIONS_FOLDER } from '../../src/paths';
import type { DbKind } from './database';

/** A copy of the committed migrations with the journal cut after `lastTag`. */
export function foldersUpTo(lastTag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'lt-migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  expect(last).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

export async function emptyDatabase(
  kind: DbKind,
): Promise<{ database: DatabaseConnection; destroy(): Promise<void> }> {
  if (kind === 'pglite') {
    const pglite = await PGlite.create('memory://');
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' }, { pglite });
    return { database, destroy: () => pglite.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `lt_mig_${process.pid}_${Math.random().toString(16).slice(2, 10)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    database,
    destroy: async () => {
      await database.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

export async function migrateWith(database: DatabaseConnection, folder: string): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  }
}
