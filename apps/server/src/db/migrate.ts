import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../paths';
import type { DatabaseConnection } from './client';
import { rowsOf } from './raw-rows';

const MIGRATION_LOCK_KEY = 724_110_001;

/** Applies the committed migrations under an advisory lock: several copies may start at once. */
export async function runMigrations(database: DatabaseConnection): Promise<void> {
  await database.withAdvisoryLock(MIGRATION_LOCK_KEY, async (db) => {
    if (database.kind === 'pglite') {
      await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    } else {
      await migratePg(db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    }
  });
}

/** True when every committed migration has been applied (for /api/ready). */
export async function migrationsApplied(database: DatabaseConnection, expected: number): Promise<boolean> {
  const result = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const row = rowsOf<{ n: number }>(result)[0];
  return (row?.n ?? 0) >= expected;
}
