import { seedCatalog } from '../modules/templates/seed';
import type { Database } from './client';
import { runMigrations } from './migrate';

/** Migrations, then the shipped licence catalogue (idempotent; administrators' edits are kept). */
export async function prepareDatabase(database: Database): Promise<void> {
  await runMigrations(database);
  await seedCatalog(database.db);
}
