import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businesses, licenses, reminderAttempts, reminderDeliveries, users } from '../db/schema';

export type DeliveryRow = typeof reminderDeliveries.$inferSelect;
export type AttemptRow = typeof reminderAttempts.$inferSelect;

/** Everything a message needs, read fresh when the delivery is attempted. */
export interface DeliveryContext {
  deliveryId: string;
  licenseName: string;
  level: string;
  currentExpiryDate: string;
  reminderEnabled: boolean;
  businessName: string;
  timeZone: string;
  email: string | null;
  emailVerified: boolean;
  fullName: string | null;
  phoneNumber: string | null;
  channels: string[];
}

export async function loadContexts(db: Db, deliveryIds: string[]): Promise<Map<string, DeliveryContext>> {
  if (deliveryIds.length === 0) return new Map();
  const rows = await db
    .select({
      deliveryId: reminderDeliveries.id,
      licenseName: licenses.licenseName,
      level: licenses.level,
      currentExpiryDate: licenses.expiryDate,
      reminderEnabled: licenses.reminderEnabled,
      businessName: businesses.businessName,
      timeZone: businesses.timeZone,
      email: users.email,
      emailVerified: users.emailVerified,
      fullName: users.fullName,
      phoneNumber: users.phoneNumber,
      channels: users.notificationChannels,
    })
    .from(reminderDeliveries)
    .innerJoin(licenses, eq(licenses.id, reminderDeliveries.licenseId))
    .innerJoin(businesses, eq(businesses.id, licenses.businessId))
    .innerJoin(users, eq(users.id, reminderDeliveries.userId))
    .where(inArray(reminderDeliveries.id, deliveryIds));
  return new Map(rows.map((row) => [row.deliveryId, row]));
}

/** The unsubscribe link: one statement, so a concurrent profile change is not overwritten. */
export async function turnOffEmailReminders(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({
      notificationChannels: sql`array_remove(${users.notificationChannels}, 'email')`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

export async function deliveriesOfLicense(
  db: Db,
  licenseId: string,
): Promise<{ delivery: DeliveryRow; attempts: AttemptRow[] }[]> {
  const deliveries = await db
    .select()
    .from(reminderDeliveries)
    .where(eq(reminderDeliveries.licenseId, licenseId))
    .orderBy(desc(reminderDeliveries.dueAt), asc(reminderDeliveries.channel));
  const attempts = await attemptsOf(
    db,
    deliveries.map((d) => d.id),
  );
  return deliveries.map((delivery) => ({ delivery, attempts: attempts.get(delivery.id) ?? [] }));
}

async function attemptsOf(db: Db, deliveryIds: string[]): Promise<Map<string, AttemptRow[]>> {
  const byDelivery = new Map<string, AttemptRow[]>();
  if (deliveryIds.length === 0) return byDelivery;
  const rows = await db
    .select()
    .from(reminderAttempts)
    .where(inArray(reminderAttempts.deliveryId, deliveryIds))
    .orderBy(asc(reminderAttempts.attempt), asc(reminderAttempts.at));
  for (const row of rows) byDelivery.set(row.deliveryId, [...(byDelivery.get(row.deliveryId) ?? []), row]);
  return byDelivery;
}

export interface RecentDelivery {
  delivery: DeliveryRow;
  licenseName: string;
  businessName: string;
  userEmail: string | null;
}

const byStatus = (status?: string) => and(status ? eq(reminderDeliveries.status, status) : undefined);

/** The most recently changed deliveries first (on the updated_at index); the id breaks ties. */
export function recent(
  db: Db,
  opts: { limit: number; offset?: number; status?: string },
): Promise<RecentDelivery[]> {
  return db
    .select({
      delivery: reminderDeliveries,
      licenseName: licenses.licenseName,
      businessName: businesses.businessName,
      userEmail: users.email,
    })
    .from(reminderDeliveries)
    .innerJoin(licenses, eq(licenses.id, reminderDeliveries.licenseId))
    .innerJoin(businesses, eq(businesses.id, licenses.businessId))
    .innerJoin(users, eq(users.id, reminderDeliveries.userId))
    .where(byStatus(opts.status))
    .orderBy(desc(reminderDeliveries.updatedAt), desc(reminderDeliveries.id))
    .limit(opts.limit)
    .offset(opts.offset ?? 0);
}

/** How many deliveries `recent` pages through (every one has its licence, business and user). */
export async function countDeliveries(db: Db, opts: { status?: string } = {}): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reminderDeliveries).where(byStatus(opts.status));
  return row?.n ?? 0;
}
