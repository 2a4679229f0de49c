import { and, asc, desc, eq, inArray, ne, notLike, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  businesses,
  licenses,
  licenseTemplates,
  reminderAttempts,
  reminderDeliveries,
  users,
} from '../db/schema';
import { ACK_OUTCOME } from './ack-repository';
import { type DayFactColumns, dayFactColumns } from './day-facts';

export {
  ACK_OUTCOME,
  type AckNames,
  type AckResult,
  acknowledgeReminders,
  ackState,
  ackTargetOf,
} from './ack-repository';
// The weekly digest's reads live with it (digest-context.ts).
export { type DigestContext, type DigestLicense, loadDigestContexts } from './digest-context';

export type DeliveryRow = typeof reminderDeliveries.$inferSelect;
export type AttemptRow = typeof reminderAttempts.$inferSelect;

/** Everything a message needs, read fresh when the delivery is attempted. */
export interface DeliveryContext extends DayFactColumns {
  deliveryId: string;
  licenseName: string;
  /** Kept from its template; null: `licenseName` in both languages (licenceNameIn, issue 27). */
  licenseNameFr: string | null;
  level: string;
  currentExpiryDate: string | null;
  reminderEnabled: boolean;
  acknowledgedAt: Date | null;
  reminderDigest: string;
  businessName: string;
  timeZone: string;
  email: string | null;
  emailVerified: boolean;
  fullName: string | null;
  phoneNumber: string | null;
  /** The number proved by an SMS code (E.164); SMS goes only to it. */
  phoneVerifiedNumber: string | null;
  channels: string[];
}

export async function loadContexts(db: Db, deliveryIds: string[]): Promise<Map<string, DeliveryContext>> {
  if (deliveryIds.length === 0) return new Map();
  const rows = await db
    .select({
      deliveryId: reminderDeliveries.id,
      licenseName: licenses.licenseName,
      licenseNameFr: licenses.licenseNameFr,
      level: licenses.level,
      currentExpiryDate: licenses.expiryDate,
      reminderEnabled: licenses.reminderEnabled,
      acknowledgedAt: licenses.remindersAcknowledgedAt,
      reminderDigest: users.reminderDigest,
      businessName: businesses.businessName,
      timeZone: businesses.timeZone,
      email: users.email,
      emailVerified: users.emailVerified,
      fullName: users.fullName,
      phoneNumber: users.phoneNumber,
      phoneVerifiedNumber: users.phoneVerifiedNumber,
      channels: users.notificationChannels,
      ...dayFactColumns,
    })
    .from(reminderDeliveries)
    .innerJoin(licenses, eq(licenses.id, reminderDeliveries.licenseId))
    .innerJoin(businesses, eq(businesses.id, licenses.businessId))
    .innerJoin(users, eq(users.id, reminderDeliveries.userId))
    // The chosen template's facts of the day (decision 044); none for a licence typed by hand.
    .leftJoin(licenseTemplates, eq(licenseTemplates.id, licenses.templateId))
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
    // A workspace channel's deliveries (decision 026) are the channel's, listed with it, not the owner's.
    .where(
      and(eq(reminderDeliveries.licenseId, licenseId), notLike(reminderDeliveries.targetKey, 'channel:%')),
    )
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
    .where(and(inArray(reminderAttempts.deliveryId, deliveryIds), ne(reminderAttempts.outcome, ACK_OUTCOME)))
    .orderBy(asc(reminderAttempts.attempt), asc(reminderAttempts.at));
  for (const row of rows) byDelivery.set(row.deliveryId, [...(byDelivery.get(row.deliveryId) ?? []), row]);
  return byDelivery;
}
