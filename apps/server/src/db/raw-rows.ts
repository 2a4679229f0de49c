import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The rows of raw SQL. Both drivers (PGlite and node-postgres) answer `{ rows }`, but drizzle types
 * `execute` per driver, so the shape is said once, here. `T` is what the statement selects: the
 * caller vouches for it, as for any raw SQL.
 */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** The rows of a raw result already in hand (from `db.execute` or a transaction's). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
