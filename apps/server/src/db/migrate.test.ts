import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../test/support/database';
import { emptyDatabase, foldersUpTo, migrateWith } from '../../test/support/migration-database';
import { migrationsApplied, newestMigrationApplied, runMigrations } from './migrate';
import { readMigrationCount } from './migration-journal';
import { rawRows } from './raw-rows';

/**
 * Decision 037: a start skips drizzle's migrator when the newest committed migration is recorded
 * as applied, and runs it otherwise: on a new database, and on one an older release migrated.
 */
describe.each(DB_KINDS)('migrations at a start (%s)', (kind) => {
  let db: Awaited<ReturnType<typeof emptyDatabase>>;
  let folder: string;
  beforeAll(async () => {
    db = await emptyDatabase(kind);
    folder = foldersUpTo('0021_admin_list_order');
  });
  afterAll(async () => {
    await db?.destroy();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('finds nothing applied on a new database, without an error for the missing table', async () => {
    expect(await newestMigrationApplied(db.database)).toBe(false);
  });

  it('runs the migrator on a database an older release migrated, then finds it up to date', async () => {
    await migrateWith(db.database, folder);
    expect(await newestMigrationApplied(db.database)).toBe(false);
    await runMigrations(db.database);
    expect(await migrationsApplied(db.database, readMigrationCount())).toBe(true);
    expect(await newestMigrationApplied(db.database)).toBe(true);
  });

  it('applies nothing more when started again', async () => {
    const count = async () =>
      (
        await rawRows<{ n: number }>(
          db.database.db,
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )
      )[0]!.n;
    const before = await count();
    await runMigrations(db.database);
    expect(await count()).toBe(before);
    expect(before).toBe(readMigrationCount());
  });
});
