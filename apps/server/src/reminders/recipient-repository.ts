import { and, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  businesses,
  businessRecipients,
  licenses,
  licenseTemplates,
  reminderDeliveries,
  users,
  workspaceMembers,
} from '../db/schema';
import { type DayFactColumns, dayFactColumns } from './day-facts';

export const RECIPIENT_PREFIX = 'recipient:';

/** A recipient with the name of its business, for the pages of its links. */
export async function recipientWithBusiness(db: Db, id: string) {
  const [row] = await db
    .select({
      recipient: businessRecipients,
      businessName: businesses.businessName,
      memberLanguage: users.language,
    })
    .from(businessRecipients)
    .innerJoin(businesses, eq(businesses.id, businessRecipients.businessId))
    .leftJoin(users, eq(users.id, businessRecipients.userId))
    .where(eq(businessRecipients.id, id));
  return row;
}

/** Confirmed once: a second use of the link changes nothing. */
export async function confirmRecipient(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(businessRecipients)
    .set({ confirmedAt: now, updatedAt: now })
    .where(and(eq(businessRecipients.id, id), isNull(businessRecipients.confirmedAt)));
}

/** Stops this recipient's reminders for the business, and cancels those not sent yet. */
export async function unsubscribeRecipient(db: Db, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(businessRecipients)
      .set({ unsubscribedAt: now, updatedAt: now })
      .where(and(eq(businessRecipients.id, id), isNull(businessRecipients.unsubscribedAt)));
    await tx
      .update(reminderDeliveries)
      .set({ status: 'cancelled', claimToken: null, lastError: 'the recipient unsubscribed', updatedAt: now })
      .where(
        and(
          eq(reminderDeliveries.targetKey, `${RECIPIENT_PREFIX}${id}`),
          inArray(reminderDeliveries.status, ['pending', 'sending']),
        ),
      );
  });
}

/** Everything a recipient's reminder needs, read fresh when it is attempted. */
export interface RecipientContext extends DayFactColumns {
  deliveryId: string;
  recipientId: string;
  licenseName: string;
  /** Kept from its template; null: `licenseName` in both languages (issue 27). */
  licenseNameFr: string | null;
  level: string;
  currentExpiryDate: string | null;
  reminderEnabled: boolean;
  acknowledgedAt: Date | null;
  businessName: string;
  timeZone: string;
  /** The business's creator: their account's daily caps count these messages too. */
  ownerId: string;
  channels: string[];
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
  /** An outside contact's fields; null for a member. */
  name: string | null;
  contactEmail: string | null;
  contactLanguage: string;
  /** A member's profile, and whether they are still in the business's workspace. */
  memberId: string | null;
  memberStillIn: boolean;
  memberEmail: string | null;
  memberEmailVerified: boolean | null;
  memberName: string | null;
  memberPhone: string | null;
  memberPhoneVerified: string | null;
  memberLanguage: string | null;
}

export async function loadRecipientContexts(
  db: Db,
  deliveryIds: string[],
): Promise<Map<string, RecipientContext>> {
  if (deliveryIds.length === 0) return new Map();
  const r = businessRecipients;
  const rows = await db
    .select({
      deliveryId: reminderDeliveries.id,
      recipientId: r.id,
      licenseName: licenses.licenseName,
      licenseNameFr: licenses.licenseNameFr,
      level: licenses.level,
      currentExpiryDate: licenses.expiryDate,
      reminderEnabled: licenses.reminderEnabled,
      acknowledgedAt: licenses.remindersAcknowledgedAt,
      businessName: businesses.businessName,
      timeZone: businesses.timeZone,
      ownerId: businesses.ownerId,
      channels: r.channels,
      confirmedAt: r.confirmedAt,
      unsubscribedAt: r.unsubscribedAt,
      name: r.name,
      contactEmail: r.email,
      contactLanguage: r.language,
      memberId: r.userId,
      memberStillIn: sql<boolean>`${workspaceMembers.userId} is not null`,
      memberEmail: users.email,
      memberEmailVerified: users.emailVerified,
      memberName: users.fullName,
      memberPhone: users.phoneNumber,
      memberPhoneVerified: users.phoneVerifiedNumber,
      memberLanguage: users.language,
      ...dayFactColumns,
    })
    .from(reminderDeliveries)
    .innerJoin(licenses, eq(licenses.id, reminderDeliveries.licenseId))
    .innerJoin(businesses, eq(businesses.id, licenses.businessId))
    // The key is text (decision 022): compared as text, so no cast can fail on another kind of key.
    .innerJoin(r, sql`${reminderDeliveries.targetKey} = ${RECIPIENT_PREFIX} || ${r.id}::text`)
    .leftJoin(users, eq(users.id, r.userId))
    // The chosen template's facts of the day (decision 044); none for a licence typed by hand.
    .leftJoin(licenseTemplates, eq(licenseTemplates.id, licenses.templateId))
    .leftJoin(
      workspaceMembers,
      and(eq(workspaceMembers.workspaceId, businesses.workspaceId), eq(workspaceMembers.userId, r.userId)),
    )
    .where(
      and(inArray(reminderDeliveries.id, deliveryIds), like(reminderDeliveries.targetKey, 'recipient:%')),
    );
  return new Map(rows.map((row) => [row.deliveryId, row]));
}

/** Who each of these deliveries went to, by target key, for the delivery log. */
export async function recipientNames(db: Db, targetKeys: string[]): Promise<Map<string, string>> {
  const keys = [...new Set(targetKeys.filter((k) => k.startsWith(RECIPIENT_PREFIX)))];
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({
      id: businessRecipients.id,
      name: businessRecipients.name,
      fullName: users.fullName,
      email: users.email,
    })
    .from(businessRecipients)
    .leftJoin(users, eq(users.id, businessRecipients.userId))
    .where(inArray(sql`${RECIPIENT_PREFIX} || ${businessRecipients.id}::text`, keys));
  return new Map(
    rows.map((row) => [
      `${RECIPIENT_PREFIX}${row.id}`,
      row.name ?? (row.fullName?.trim() || row.email || ''),
    ]),
  );
}
