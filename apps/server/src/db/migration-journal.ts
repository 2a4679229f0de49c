import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '../paths';

interface Journal {
  entries: { when: number }[];
}

function readJournal(): Journal {
  return JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** How many migrations are committed (drizzle-kit's journal), for the readiness check. */
export function readMigrationCount(): number {
  return readJournal().entries.length;
}

/**
 * When the newest committed migration was generated: drizzle records it (`created_at`) when it
 * applies that migration, and applies only those generated after the newest it recorded.
 */
export function readNewestMigrationMillis(): number {
  return Math.max(0, ...readJournal().entries.map((entry) => entry.when));
}
