import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Runs one sweep statement without JIT compilation (decision 030). On PostgreSQL the planner's
 * cost estimate for a sweep over a million licences or a hundred thousand owners passes the JIT
 * thresholds, and compiling (with inlining and optimisation past 500,000) took 0.2–1.3 s of
 * statements that run in well under that; the digest resweep went from 1.5 s to 0.5 s without
 * it. `set local` lasts until the end of this transaction, which holds just the one statement.
 */
export async function executeSweep(db: Db, statement: SQL): Promise<unknown> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return tx.execute(statement);
  });
}
