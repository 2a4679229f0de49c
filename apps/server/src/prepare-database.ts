// Beside app.ts, not in db/: it composes the database (migrations) with a module (catalogue seeding),
// and db/ knows no module (docs/ARCHITECTURE.md, import rules).

import type { DatabaseConnection } from './db/client';
import { runMigrations } from './db/migrate';
import { seedCatalogIfChanged } from './modules/templates/seed';

/**
 * Migrations, then the shipped licence catalogue (idempotent; administrators' edits are kept).
 * A restart on an up-to-date database checks both in a few small queries (decision 037).
 */
export async function prepareDatabase(database: DatabaseConnection): Promise<void> {
  await runMigrations(database);
  await seedCatalogIfChanged(database.db);
}
