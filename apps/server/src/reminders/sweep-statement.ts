import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';

const SWEEP_WORK_MEM = '64MB';
/** `set local` of both settings (set_config's third argument), in one round trip. */
export const SWEEP_SETTINGS = sql.raw(
  `select set_config('jit', 'off', true), set_config('work_mem', '${SWEEP_WORK_MEM}', true)`,
);

/**
 * Runs one sweep statement without JIT compilation (decision 030). On PostgreSQL the planner's
 * cost estimate for a sweep over a million licences or a hundred thousand owners passes the JIT
 * thresholds, and compiling (with inlining and optimisation past 500,000) took 0.2–1.3 s of
 * statements that run in well under that; the digest resweep went from 1.5 s to 0.5 s without
 * it. With more memory for its sorts and hashes than a request's 4 MB default (decision 035): a
 * first sweep over a million licences keeps its 130,000 looked-at rows and its hash tables in
 * memory instead of spilling 30 MB to temporary files (about 5% of its time). It is a ceiling,
 * not an allocation: a small database uses what it needs. `set local` lasts until the end of this
 * transaction, which holds just the one statement.
 */
export async function executeSweep(db: Db, statement: SQL): Promise<unknown> {
  return db.transaction(async (tx) => {
    // set_config(…, true) is `set local`, both in one round trip.
    await tx.execute(
      sql`select set_config('jit', 'off', true), set_config('work_mem', ${SWEEP_WORK_MEM}, true)`,
    );
    return tx.execute(statement);
  });
}
