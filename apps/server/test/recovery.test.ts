// Issue #7 item 6, "Recovery": the backup and restore procedures of the README, run for real.
// PGlite: copy the data folder while nothing has it open. PostgreSQL: pg_dump, then pg_restore
// into a new database. Either way the restored copy must hold the same rows and serve the API,
// including tokens signed before the backup (the signing keys live in the database).
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BusinessCreate, LicenseInput } from '@lt/core';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type DatabaseConnection, openDatabase } from '../src/db/client';
import { businesses, licenses, users } from '../src/db/schema';
import { createBusiness } from '../src/modules/businesses/service';
import { createLicense } from '../src/modules/licenses/service';
import { ensureUser } from '../src/modules/users/service';
import { prepareDatabase } from '../src/prepare-database';
import { licenseBody, TEST_ENV, TORONTO_RESTAURANT } from './support/businesses';
import { createTestDatabase, type TestDatabase } from './support/database';
import { newIdentity, type TestIdentity, tokenMinter } from './support/tokens';

const run = promisify(execFile);
const config: Config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...TEST_ENV });
/** Opening a PGlite folder and migrating it takes seconds. */
const SLOW = 120_000;

interface Seeded {
  identity: TestIdentity;
  /** Minted from the original database, before the backup. */
  tokenBeforeBackup: string;
  rows: { user: unknown; business: unknown; license: unknown };
  ids: { user: string; business: string; license: string };
}

/** A user, a business and a licence through the service functions, as the API would make them. */
async function seed(database: DatabaseConnection): Promise<Seeded> {
  const { db } = database;
  const identity = newIdentity('recovery');
  const user = await ensureUser(db, {
    ...identity,
    emailVerified: true,
    issuer: config.identity.issuer,
    claims: {},
  });
  const { business } = await createBusiness(db, user.id, BusinessCreate.parse(TORONTO_RESTAURANT));
  const owned = await createLicense(db, user.id, LicenseInput.parse(licenseBody(business.id)), new Date());
  const ids = { user: user.id, business: business.id, license: owned.license.id };
  const { mint } = await tokenMinter(db, config);
  return { identity, tokenBeforeBackup: await mint(identity), rows: await readRows(database, ids), ids };
}

async function readRows(database: DatabaseConnection, ids: Seeded['ids']) {
  const { db } = database;
  const [user] = await db.select().from(users).where(eq(users.id, ids.user));
  const [business] = await db.select().from(businesses).where(eq(businesses.id, ids.business));
  const [license] = await db.select().from(licenses).where(eq(licenses.id, ids.license));
  return { user, business, license };
}

/** The restored database holds the same rows, and the API on it accepts old and new tokens. */
async function expectRestored(restored: DatabaseConnection, seeded: Seeded): Promise<void> {
  expect(seeded.rows.license).toBeDefined();
  expect(await readRows(restored, seeded.ids)).toEqual(seeded.rows);

  const app = await buildApp({ config, database: restored, webDist: false });
  try {
    await app.ready();
    const { mint } = await tokenMinter(restored.db, config);
    for (const token of [seeded.tokenBeforeBackup, await mint(seeded.identity)]) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/licenses/',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      const list = response.json() as { id: string; business_id: string; license_name: string }[];
      expect(list).toEqual([
        expect.objectContaining({
          id: seeded.ids.license,
          business_id: seeded.ids.business,
          license_name: 'Sidewalk patio permit',
        }),
      ]);
    }
  } finally {
    await app.close();
  }
}

describe('backup and restore of the PGlite data folder', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'lt-recovery-'));
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it(
    'a copy of the folder, taken with the database closed, opens with the same data and a working API',
    async () => {
      const dataDir = join(dir, 'data');
      const original = await openDatabase({ kind: 'pglite', dataDir });
      await prepareDatabase(original);
      const seeded = await seed(original);
      // "Stop the server": nothing may have the folder open while it is copied.
      await original.close();

      const backupDir = join(dir, 'data-backup');
      cpSync(dataDir, backupDir, { recursive: true });
      // The original is lost; the backup is copied back into place and the server started again.
      rmSync(dataDir, { recursive: true, force: true });
      cpSync(backupDir, dataDir, { recursive: true });

      const restored = await openDatabase({ kind: 'pglite', dataDir });
      try {
        // Starting the server migrates again: a no-op on an up-to-date copy.
        await prepareDatabase(restored);
        await expectRestored(restored, seeded);
      } finally {
        await restored.close();
      }
    },
    SLOW,
  );
});

describe.runIf(!!process.env.TEST_DATABASE_URL)(
  'backup and restore of PostgreSQL (pg_dump, pg_restore)',
  () => {
    let source: TestDatabase | undefined;
    let dir: string;
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const restoredName = `lt_restore_${process.pid}_${Date.now()}`;

    async function admin(sql: string): Promise<void> {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    }

    /** Runs a PostgreSQL client tool, failing with a clear message when it is not installed. */
    async function tool(name: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
      try {
        await run(name, args);
      } catch (error) {
        const { code, stderr } = error as NodeJS.ErrnoException & { stderr?: string };
        if (code === 'ENOENT') {
          throw new Error(
            `${name} is not in the PATH: install the PostgreSQL client tools (version 15 or newer, ` +
              'e.g. apt-get install postgresql-client-15) to run the backup and restore tests',
          );
        }
        throw new Error(`${name} ${args.join(' ')} failed: ${stderr || (error as Error).message}`);
      }
    }

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'lt-recovery-pg-'));
      source = await createTestDatabase('postgres');
    });
    afterAll(async () => {
      await source?.destroy();
      await admin(`drop database if exists ${restoredName} with (force)`);
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it(
      'a pg_dump restored with pg_restore into a new database has the same data and a working API',
      async () => {
        const seeded = await seed(source!.database);
        const dumpFile = join(dir, 'licensetracker.dump');
        await tool('pg_dump', ['--format=custom', '--file', dumpFile, source!.url!]);

        await admin(`create database ${restoredName}`);
        const restoredUrl = new URL(adminUrl);
        restoredUrl.pathname = `/${restoredName}`;
        await tool('pg_restore', [
          '--no-owner',
          '--exit-on-error',
          '--dbname',
          restoredUrl.toString(),
          dumpFile,
        ]);

        const restored = await openDatabase({ kind: 'postgres', url: restoredUrl.toString() });
        try {
          await prepareDatabase(restored);
          await expectRestored(restored, seeded);
        } finally {
          await restored.close();
        }
      },
      SLOW,
    );
  },
);
