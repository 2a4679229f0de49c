import type { WorkspaceRole } from '@lt/core';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  businesses,
  licensePeriods,
  licenses,
  reminderDeliveries,
  users,
  workspaceMembers,
} from '../../db/schema';
import { onItBy } from '../../reminders/ack-repository';
import { membershipOfBusiness } from '../workspaces/access';

export type LicenseRow = typeof licenses.$inferSelect;
export type LicenseValues = Omit<typeof licenses.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type PeriodRow = typeof licensePeriods.$inferSelect;

/** A licence with what its status needs from its business, and its latest reminder sent. */
export interface OwnedLicense {
  license: LicenseRow;
  businessName: string;
  timeZone: string;
  workspaceId: string;
  /** The caller's role in the business's workspace. */
  role: WorkspaceRole;
  /** The latest 'sent' delivery for the licence's current expiry date, any channel. */
  lastReminderSentAt: Date | null;
  /** Who said "I'm on it" for the current expiry date, when their reminder e-mail's link says (issue 30). */
  onItBy?: string | null;
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

/** The columns of an `OwnedLicense` (the dashboard summary selects its lists with them too). */
export const owned = {
  license: licenses,
  businessName: businesses.businessName,
  timeZone: businesses.timeZone,
  workspaceId: businesses.workspaceId,
  role: sql<WorkspaceRole>`${workspaceMembers.role}`,
  lastReminderSentAt,
  onItBy,
};

/** Every licence of every workspace the user belongs to. */
export function listVisible(db: Db, userId: string): Promise<OwnedLicense[]> {
  return db
    .select(owned)
    .from(licenses)
    .innerJoin(businesses, eq(businesses.id, licenses.businessId))
    .innerJoin(workspaceMembers, membershipOfBusiness(userId))
    .orderBy(asc(licenses.expiryDate), asc(licenses.licenseName));
}

/**
 * The licence if the user is a member of its business's workspace; another's id looks like a missing one.
 * `lock` holds the licence row until the transaction ends, so two renewals of it run one after the other.
 */
export function findVisible(
  db: Db,
  userId: string,
  id: string,
  { lock = false } = {},
): Promise<OwnedLicense | undefined> {
  const query = db
    .select(owned)
    .from(licenses)
    .innerJoin(businesses, eq(businesses.id, licenses.businessId))
    .innerJoin(workspaceMembers, membershipOfBusiness(userId))
    .where(eq(licenses.id, id));
  return (lock ? query.for('update', { of: licenses }) : query).then((rows) => rows[0]);
}

export async function insertMany(db: Db, values: LicenseValues[]): Promise<LicenseRow[]> {
  if (values.length === 0) return [];
  return db.insert(licenses).values(values).returning();
}

export async function update(db: Db, id: string, values: Partial<LicenseValues>): Promise<LicenseRow> {
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

/** The period a licence is created with (or the current one, when a licence somehow has none). */
export async function insertCurrentPeriods(db: Db, rows: readonly LicenseRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(licensePeriods).values(
    rows.map((row) => ({
      licenseId: row.id,
      issuedDate: row.issuedDate,
      expiryDate: row.expiryDate,
      licenseNumber: row.licenseNumber,
      isCurrent: true,
    })),
  );
}

/** Keeps the current period in step with the licence row after an edit of its dates or number. */
export async function syncCurrentPeriod(db: Db, row: LicenseRow): Promise<void> {
  const updated = await db
    .update(licensePeriods)
    .set({ issuedDate: row.issuedDate, expiryDate: row.expiryDate, licenseNumber: row.licenseNumber })
    .where(and(eq(licensePeriods.licenseId, row.id), eq(licensePeriods.isCurrent, true)))
    .returning({ id: licensePeriods.id });
  if (updated.length === 0) await insertCurrentPeriods(db, [row]);
}

/** A renewal: the current period closes and the new one becomes current. */
export async function startPeriod(db: Db, row: LicenseRow, renewed: { at: Date; by: string }): Promise<void> {
  await db
    .update(licensePeriods)
    .set({ isCurrent: false })
    .where(and(eq(licensePeriods.licenseId, row.id), eq(licensePeriods.isCurrent, true)));
  await db.insert(licensePeriods).values({
    licenseId: row.id,
    issuedDate: row.issuedDate,
    expiryDate: row.expiryDate,
    licenseNumber: row.licenseNumber,
    isCurrent: true,
    renewedAt: renewed.at,
    renewedBy: renewed.by,
  });
}

/**
 * Reminders not yet claimed for an expiry date the licence no longer has are cancelled at once (a
 * claimed one is cancelled by the sender, which re-reads the licence before sending).
 */
export async function cancelPendingReminders(
  db: Db,
  licenseId: string,
  expiryDate: string,
  reason: string,
): Promise<void> {
  await db
    .update(reminderDeliveries)
    .set({ status: 'cancelled', lastError: reason, updatedAt: sql`now()` })
    .where(
      and(
        eq(reminderDeliveries.licenseId, licenseId),
        eq(reminderDeliveries.expiryDate, expiryDate),
        eq(reminderDeliveries.status, 'pending'),
      ),
    );
}

export interface PeriodWithRenewer {
  period: PeriodRow;
  renewedBy: string | null;
}

/** A licence's periods, newest first (the current one first on a tie), one page of them. */
export function listPeriods(
  db: Db,
  licenseId: string,
  page: { limit: number; offset: number },
): Promise<PeriodWithRenewer[]> {
  return db
    .select({
      period: licensePeriods,
      renewedBy: sql<string | null>`coalesce(nullif(trim(${users.fullName}), ''), ${users.email})`,
    })
    .from(licensePeriods)
    .leftJoin(users, eq(users.id, licensePeriods.renewedBy))
    .where(eq(licensePeriods.licenseId, licenseId))
    .orderBy(
      desc(licensePeriods.isCurrent),
      desc(licensePeriods.createdAt),
      desc(licensePeriods.issuedDate),
      desc(licensePeriods.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

export async function countPeriods(db: Db, licenseId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(licensePeriods)
    .where(eq(licensePeriods.licenseId, licenseId));
  return row?.n ?? 0;
}
