import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseConnection, openDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/prepare-database';

export const BENCH_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh PostgreSQL database for one benchmark run, dropped afterwards. */
export async function benchDatabase(): Promise<{
  database: DatabaseConnection;
  url: string;
  drop(): Promise<void>;
}> {
  const name = `lt_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
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
  };
}
