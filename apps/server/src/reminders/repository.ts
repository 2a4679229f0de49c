import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, ne, notLike, sql } from 'drizzle-orm';
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

/** A licence listed in a weekly digest. */
export interface DigestLicense {
  licenseId: string;
  licenseName: string;
  licenseNameFr: string | null;
  level: string;
  expiryDate: string;
  businessId: string;
  businessName: string;
  timeZone: string;
}

/** Everything a weekly digest needs, read fresh when it is attempted. */
export interface DigestContext {
  userId: string;
  email: string | null;
  emailVerified: boolean;
  fullName: string | null;
  channels: string[];
  reminderDigest: string;
  /**
   * The owner's licences with reminders on, an expiry date no later than `latestExpiry` and no
   * "I'm on it" yet, by business (oldest business first), then by expiry date.
   */
  licenses: DigestLicense[];
}

export async function loadDigestContexts(
  db: Db,
  userIds: string[],
  latestExpiry: string,
): Promise<Map<string, DigestContext>> {
  if (userIds.length === 0) return new Map();
  const people = await db
    .select({
      userId: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      fullName: users.fullName,
      channels: users.notificationChannels,
      reminderDigest: users.reminderDigest,
    })
    .from(users)
    .where(inArray(users.id, userIds));
  const rows = await db
    .select({
      ownerId: businesses.ownerId,
      licenseId: licenses.id,
      licenseName: licenses.licenseName,
      licenseNameFr: licenses.licenseNameFr,
      level: licenses.level,
      expiryDate: licenses.expiryDate,
      businessId: businesses.id,
      businessName: businesses.businessName,
      timeZone: businesses.timeZone,
    })
    .from(licenses)
    .innerJoin(businesses, eq(businesses.id, licenses.businessId))
    .where(
      and(
        inArray(businesses.ownerId, userIds),
        eq(licenses.reminderEnabled, true),
        isNull(licenses.remindersAcknowledgedAt),
        isNotNull(licenses.expiryDate),
        lte(licenses.expiryDate, latestExpiry),
      ),
    )
    .orderBy(
      asc(businesses.createdAt),
      asc(businesses.id),
      asc(licenses.expiryDate),
      asc(licenses.licenseName),
    );
  const contexts = new Map<string, DigestContext>(
    people.map((p) => [p.userId, { ...p, licenses: [] as DigestLicense[] }]),
  );
  for (const { ownerId, expiryDate, ...rest } of rows) {
    contexts.get(ownerId)?.licenses.push({ ...rest, expiryDate: expiryDate! });
  }
  return contexts;
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
