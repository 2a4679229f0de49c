import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { MIGRATIONS_FOLDER } from '../paths';
import type { DatabaseConnection } from './client';
import { readNewestMigrationMillis } from './migration-journal';
import { rawRows, rowsOf } from './raw-rows';

const MIGRATION_LOCK_KEY = 724_110_001;

/** Applies the committed migrations under an advisory lock: several copies may start at once. */
export async function runMigrations(database: DatabaseConnection): Promise<void> {
  // A restart finds them all applied: two small queries say so, instead of the migrator reading
  // and hashing every file under the lock (decision 037).
  if (await newestMigrationApplied(database)) return;
  await database.withAdvisoryLock(MIGRATION_LOCK_KEY, async (db) => {
    // Imported here: a restart, which finds every migration applied, does not load the migrator.
    if (database.kind === 'pglite') {
      const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
      await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    } else {
      const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
      await migratePg(db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    }
  });
}

/**
 * True when the newest committed migration is recorded as applied: drizzle's migrator would then
 * apply nothing, since it applies only migrations generated after the newest it recorded.
 */
export async function newestMigrationApplied(database: DatabaseConnection): Promise<boolean> {
  const { db } = database;
  // Checked first so that a new database logs no error for the missing table.
  const [table] = await rawRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return false;
  const [applied] = await rawRows<{ newest: string | number | null }>(
    db,
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  return applied?.newest != null && Number(applied.newest) >= readNewestMigrationMillis();
}

/** True when every committed migration has been applied (for /api/ready). */
export async function migrationsApplied(database: DatabaseConnection, expected: number): Promise<boolean> {
  const result = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const row = rowsOf<{ n: number }>(result)[0];
  return (row?.n ?? 0) >= expected;
}
