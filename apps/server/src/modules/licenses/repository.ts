import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, licenses, reminderDeliveries } from '../../db/schema';

export type LicenseRow = typeof licenses.$inferSelect;
export type LicenseValues = Omit<typeof licenses.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A licence with what its status needs from its business, and its latest reminder sent. */
export interface OwnedLicense {
  license: LicenseRow;
  businessName: string;
  timeZone: string;
  /** The latest 'sent' delivery for the licence's current expiry date, any channel. */
  lastReminderSentAt: Date | null;
}

/**
 * A correlated subquery on the delivery key (license_id, expiry_date, …): an index range per
 * licence, so the list stays one query. A delivery for an earlier expiry date does not count.
 */
const lastReminderSentAt = sql<Date | null>`(
  select max(${reminderDeliveries.sentAt}) from ${reminderDeliveries}
  where ${reminderDeliveries.licenseId} = ${licenses.id}
    and ${reminderDeliveries.expiryDate} = ${licenses.expiryDate}
    and ${reminderDeliveries.status} = 'sent'
)`.mapWith(reminderDeliveries.sentAt);

const owned = {
  license: licenses,
  businessName: businesses.businessName,
  timeZone: businesses.timeZone,
  lastReminderSentAt,
};

export function listByOwner(db: Db, ownerId: string): Promise<OwnedLicense[]> {
  return db
    .select(owned)
    .from(licenses)
    .innerJoin(businesses, eq(businesses.id, licenses.businessId))
    .where(eq(businesses.ownerId, ownerId))
    .orderBy(asc(licenses.expiryDate), asc(licenses.licenseName));
}

/** The licence if its business belongs to the owner; another owner's id looks like a missing one. */
export function findOwned(db: Db, ownerId: string, id: string): Promise<OwnedLicense | undefined> {
  return db
    .select(owned)
    .from(licenses)
    .innerJoin(businesses, eq(businesses.id, licenses.businessId))
    .where(and(eq(licenses.id, id), eq(businesses.ownerId, ownerId)))
    .then((rows) => rows[0]);
}

export async function insertMany(db: Db, values: LicenseValues[]): Promise<LicenseRow[]> {
  if (values.length === 0) return [];
  return db.insert(licenses).values(values).returning();
}

export async function update(db: Db, id: string, values: LicenseValues): Promise<LicenseRow> {
  const [row] = await db
    .update(licenses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(licenses.id, id))
    .returning();
  return row!;
}

export async function remove(db: Db, id: string): Promise<void> {
  await db.delete(licenses).where(eq(licenses.id, id));
}
