// The admin panel's list of deliveries across all users (GET /api/admin/reminders): a page, newest
// change first, and the count it pages through.
import type { ReminderStatus } from '@lt/core';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rawRows } from '../db/raw-rows';
import { businesses, licenses, reminderDeliveries, users } from '../db/schema';
import type { DeliveryRow } from './repository';

/** A delivery row with the names the admin list shows beside it. */
export interface RecentDeliveryRow {
  delivery: DeliveryRow;
  /** Null for a digest, which is for the user's week rather than one licence. */
  licenseName: string | null;
  businessName: string | null;
  userEmail: string | null;
}

const byStatus = (status?: ReminderStatus) => and(status ? eq(reminderDeliveries.status, status) : undefined);

/** The most recently changed deliveries first (on the updated_at index); the id breaks ties. */
export function recent(
  db: Db,
  opts: { limit: number; offset?: number; status?: ReminderStatus },
): Promise<RecentDeliveryRow[]> {
  return (
    db
      .select({
        delivery: reminderDeliveries,
        licenseName: licenses.licenseName,
        businessName: businesses.businessName,
        userEmail: users.email,
      })
      .from(reminderDeliveries)
      .leftJoin(licenses, eq(licenses.id, reminderDeliveries.licenseId))
      .leftJoin(businesses, eq(businesses.id, licenses.businessId))
      // A left join: a delivery to an outside contact or a channel has no user (decision 022).
      .leftJoin(users, eq(users.id, reminderDeliveries.userId))
      .where(byStatus(opts.status))
      .orderBy(desc(reminderDeliveries.updatedAt), desc(reminderDeliveries.id))
      .limit(opts.limit)
      .offset(opts.offset ?? 0)
  );
}

/** From this many deliveries on, the list's total is PostgreSQL's estimate rather than a count. */
export const ESTIMATED_DELIVERIES_FROM = 10_000;

/**
 * How many deliveries `recent` pages through (every one has its user; digests have no licence).
 * A large table is not counted on every page (decision 027): from ESTIMATED_DELIVERIES_FROM rows
 * on, the planner's row estimate, times the status's share in its statistics when a status is
 * asked for (a status missing from the most common values gets an even part of the rest, as the
 * planner itself assumes); an exact count below that, or before the table was ever analysed.
 */
export async function countDeliveries(db: Db, opts: { status?: ReminderStatus } = {}): Promise<number> {
  const [stats] = await rawRows<{
    rows: number;
    vals: string[] | null;
    freqs: number[] | null;
    distinct: number | null;
  }>(
    db,
    sql`select c.reltuples::float8 as rows, s.most_common_vals::text::text[] as vals,
        s.most_common_freqs::float8[] as freqs, s.n_distinct::float8 as distinct
      from pg_class c
      left join pg_stats s on s.schemaname = current_schema() and s.tablename = 'reminder_deliveries'
        and s.attname = 'status'
      where c.oid = 'reminder_deliveries'::regclass`,
  );
  const rows = Number(stats?.rows ?? -1);
  if (rows >= ESTIMATED_DELIVERIES_FROM) {
    if (!opts.status) return Math.round(rows);
    const share = statusShare(
      opts.status,
      stats?.vals ?? null,
      stats?.freqs ?? null,
      stats?.distinct ?? null,
    );
    if (share !== null) return Math.round(rows * share);
  }
  const [row] = await db.select({ n: count() }).from(reminderDeliveries).where(byStatus(opts.status));
  return row?.n ?? 0;
}

function statusShare(
  status: string,
  vals: string[] | null,
  freqs: number[] | null,
  distinct: number | null,
): number | null {
  if (!vals || !freqs) return null;
  const i = vals.indexOf(status);
  if (i >= 0) return Number(freqs[i]);
  const others = Math.max(1, Number(distinct ?? 0) - vals.length);
  return Math.max(0, 1 - freqs.reduce((a, b) => a + Number(b), 0)) / others;
}
