// The admin panel's list of deliveries across all users (GET /api/admin/reminders): a page, newest
// change first, and the count it pages through.
import type { ReminderStatus } from '@lt/core';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
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
  return db
    .select({
      delivery: reminderDeliveries,
      licenseName: licenses.licenseName,
      businessName: businesses.businessName,
      userEmail: users.email,
    })
    .from(reminderDeliveries)
    .leftJoin(licenses, eq(licenses.id, reminderDeliveries.licenseId))
    .leftJoin(businesses, eq(businesses.id, licenses.businessId))
    .innerJoin(users, eq(users.id, reminderDeliveries.userId))
    .where(byStatus(opts.status))
    .orderBy(desc(reminderDeliveries.updatedAt), desc(reminderDeliveries.id))
    .limit(opts.limit)
    .offset(opts.offset ?? 0);
}

/** How many deliveries `recent` pages through (every one has its user; digests have no licence). */
export async function countDeliveries(db: Db, opts: { status?: ReminderStatus } = {}): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reminderDeliveries).where(byStatus(opts.status));
  return row?.n ?? 0;
}
