// The admin panel's list of deliveries across all users (GET /api/admin/reminders): a page, newest
// change first, and the count it pages through.
import { REMINDER_STATUSES, type ReminderStatus } from '@lt/core';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
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

/**
 * The ids of one page, newest change first, each status's range read backwards from the
 * (status, updated_at, id) index (decision 033): with a status, that range alone; without, one
 * range per status (the table's check allows no others), each stopped after offset + limit rows
 * and merged in order, so a page reads about that many index entries whatever the table holds.
 * (A single range over every status would need an index of its own, one more to update at every
 * send; PostgreSQL 15 does not skip through the leading column by itself.)
 */
function pageIds(opts: { limit: number; offset?: number; status?: ReminderStatus }) {
  const d = reminderDeliveries;
  const reach = (opts.offset ?? 0) + opts.limit;
  const ranges = (opts.status ? [opts.status] : REMINDER_STATUSES).map(
    (status) =>
      sql`(select ${d.id} as id, ${d.updatedAt} as updated_at from ${d} where ${d.status} = ${status}
        order by ${d.updatedAt} desc, ${d.id} desc limit ${reach})`,
  );
  return sql`(select id from (${sql.join(ranges, sql` union all `)}) as ranges
    order by updated_at desc, id desc limit ${opts.limit} offset ${opts.offset ?? 0})`;
}

/** The most recently changed deliveries first; the id breaks ties. */
export function recent(
  db: Db,
  opts: { limit: number; offset?: number; status?: ReminderStatus },
): Promise<RecentDeliveryRow[]> {
  return recentQuery(db, opts);
}

/** The statement `recent` runs, unrun (its plan is what keeps a page cheap at any size). */
export function recentQuery(db: Db, opts: { limit: number; offset?: number; status?: ReminderStatus }) {
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
      .where(inArray(reminderDeliveries.id, pageIds(opts)))
      .orderBy(desc(reminderDeliveries.updatedAt), desc(reminderDeliveries.id))
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
