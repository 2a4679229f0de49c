import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseConnection, openDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/prepare-database';

export const BENCH_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh PostgreSQL database for one benchmark run, dropped afterwards; a copy of `template` when
 * one is given (a database kept from an earlier run, so that experiments skip the seeding).
 */
export async function benchDatabase(template?: string): Promise<{
  database: DatabaseConnection;
  url: string;
  drop(): Promise<void>;
  /** Closes the database and keeps it under `name` (replacing one of that name), for later runs. */
  keepAs(name: string): Promise<void>;
}> {
  const name = `lt_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  await admin.connect();
  await admin.query(
    template ? `create database ${name} template ${template} strategy file_copy` : `create database ${name}`,
  );
  await admin.end();
  const url = new URL(BENCH_ADMIN_URL);
  url.pathname = `/${name}`;
  // Seeding a million rows runs longer than a request's deadline.
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), queryTimeoutMs: 3_600_000 });
  await prepareDatabase(database);
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: BENCH_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
    keepAs: async (kept) => {
      await database.close();
      const client = new pg.Client({ connectionString: BENCH_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${kept} with (force)`);
      await client.query(`alter database ${name} rename to ${kept}`);
      await client.end();
    },
  };
}

/** Whether a database of that name exists next to BENCH_DATABASE_URL's. */
export async function benchDatabaseExists(name: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  await admin.connect();
  try {
    return (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  } finally {
    await admin.end();
  }
}
