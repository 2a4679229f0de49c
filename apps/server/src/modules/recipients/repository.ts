import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessRecipients, reminderDeliveries, users } from '../../db/schema';

export type RecipientRow = typeof businessRecipients.$inferSelect;
export type RecipientValues = typeof businessRecipients.$inferInsert;

/** A recipient with what its member's profile says (null for an outside contact). */
export interface RecipientWithMember {
  recipient: RecipientRow;
  member: { fullName: string | null; email: string | null; language: string } | null;
}

const memberColumns = { fullName: users.fullName, email: users.email, language: users.language };

function withMember(
  rows: { recipient: RecipientRow; fullName: string | null; email: string | null; language: string | null }[],
) {
  return rows.map(
    ({ recipient, fullName, email, language }): RecipientWithMember => ({
      recipient,
      member: recipient.userId ? { fullName, email, language: language ?? 'en' } : null,
    }),
  );
}

export async function listPage(
  db: Db,
  businessId: string,
  page: { limit: number; offset: number },
): Promise<RecipientWithMember[]> {
  const rows = await db
    .select({ recipient: businessRecipients, ...memberColumns })
    .from(businessRecipients)
    .leftJoin(users, eq(users.id, businessRecipients.userId))
    .where(eq(businessRecipients.businessId, businessId))
    .orderBy(asc(businessRecipients.createdAt), asc(businessRecipients.id))
    .limit(page.limit)
    .offset(page.offset);
  return withMember(rows);
}

export async function countOf(db: Db, businessId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(businessRecipients)
    .where(eq(businessRecipients.businessId, businessId));
  return Number(row?.n ?? 0);
}

export async function find(db: Db, businessId: string, id: string): Promise<RecipientWithMember | undefined> {
  const rows = await db
    .select({ recipient: businessRecipients, ...memberColumns })
    .from(businessRecipients)
    .leftJoin(users, eq(users.id, businessRecipients.userId))
    .where(and(eq(businessRecipients.businessId, businessId), eq(businessRecipients.id, id)));
  return withMember(rows)[0];
}

export async function findMember(db: Db, businessId: string, userId: string) {
  const [row] = await db
    .select({ id: businessRecipients.id })
    .from(businessRecipients)
    .where(and(eq(businessRecipients.businessId, businessId), eq(businessRecipients.userId, userId)));
  return row;
}

export async function findEmail(db: Db, businessId: string, email: string) {
  const [row] = await db
    .select({ id: businessRecipients.id })
    .from(businessRecipients)
    .where(and(eq(businessRecipients.businessId, businessId), eq(businessRecipients.email, email)));
  return row;
}

export async function insert(db: Db, values: RecipientValues): Promise<RecipientRow> {
  const [row] = await db.insert(businessRecipients).values(values).returning();
  return row!;
}

export async function update(db: Db, id: string, patch: Partial<RecipientValues>): Promise<RecipientRow> {
  const [row] = await db
    .update(businessRecipients)
    .set(patch)
    .where(eq(businessRecipients.id, id))
    .returning();
  return row!;
}

/**
 * Counts one more confirmation e-mail for the address, unless it already had `max`: one statement,
 * so two sends at once cannot both take the last one. Undefined when the address is at its cap.
 */
export async function reserveConfirmation(db: Db, id: string, max: number) {
  const [row] = await db
    .update(businessRecipients)
    .set({ confirmationsSent: sql`${businessRecipients.confirmationsSent} + 1` })
    .where(and(eq(businessRecipients.id, id), sql`${businessRecipients.confirmationsSent} < ${max}`))
    .returning({ id: businessRecipients.id });
  return row;
}

/** Gives back a counted confirmation that did not go out (the daily cap, or the mail server). */
export async function releaseConfirmation(db: Db, id: string): Promise<void> {
  await db
    .update(businessRecipients)
    .set({ confirmationsSent: sql`greatest(${businessRecipients.confirmationsSent} - 1, 0)` })
    .where(eq(businessRecipients.id, id));
}

export async function remove(db: Db, id: string): Promise<void> {
  await db.delete(businessRecipients).where(eq(businessRecipients.id, id));
}

/**
 * The recipient's deliveries still to send are cancelled (decision 022: the key is text, without a
 * foreign key); a claim held by a worker is voided, so its outcome is not recorded over this one.
 * Sent rows stay as history.
 */
export async function cancelOpenDeliveries(db: Db, recipientId: string, now: Date, reason: string) {
  await db
    .update(reminderDeliveries)
    .set({ status: 'cancelled', claimToken: null, lastError: reason, updatedAt: now })
    .where(
      and(
        eq(reminderDeliveries.targetKey, targetKeyOf(recipientId)),
        inArray(reminderDeliveries.status, ['pending', 'sending']),
      ),
    );
}

export const targetKeyOf = (recipientId: string) => `recipient:${recipientId}`;

/** Serialises writes to one business's list, so the limit holds under concurrent requests. */
export async function lockBusiness(db: Db, businessId: string): Promise<void> {
  await db.execute(sql`select 1 from businesses where id = ${businessId}::uuid for update`);
}
