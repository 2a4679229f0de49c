import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/prepare-database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/**
 * Runs once per test run. A new PGlite folder takes seconds to initialise, so the migrated
 * database is built once and every test file starts from a copy of it. When TEST_DATABASE_URL
 * is set, the run fails (never skips) if that server cannot be reached.
 */
export default async function setup(project: TestProject): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    try {
      await client.connect();
      await client.query('select 1');
    } catch (error) {
      throw new Error(`TEST_DATABASE_URL is set but PostgreSQL is unreachable: ${(error as Error).message}`);
    } finally {
      await client.end().catch(() => {});
    }
  }

  const pglite = await PGlite.create('memory://');
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' }, { pglite });
  await prepareDatabase(database);
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const file = join(mkdtempSync(join(tmpdir(), 'lt-test-')), 'pglite-migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
}
