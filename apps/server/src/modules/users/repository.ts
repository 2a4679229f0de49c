import { createHash } from 'node:crypto';
import type { Language } from '@lt/core';
import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { authThrottle, deletedIdentities, emailOutbox, reminderDeliveries, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type UserPatch = Partial<
  Pick<
    UserRow,
    | 'fullName'
    | 'phoneNumber'
    | 'address'
    | 'city'
    | 'province'
    | 'postalCode'
    | 'isOnboarded'
    | 'notificationChannels'
    | 'reminderDigest'
    | 'language'
  >
>;

/** Every caller's first request of a few seconds reads it (the caller cache, decision 012): prepared. */
const byIdentity = preparedPer((db) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.issuer, sql.placeholder('issuer')), eq(users.subject, sql.placeholder('subject'))))
    .prepare('user_by_identity'),
);

export function findByIdentity(db: Db, issuer: string, subject: string): Promise<UserRow | undefined> {
  return byIdentity(db)
    .execute({ issuer, subject })
    .then((rows) => rows[0]);
}

export function findById(db: Db, id: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0]);
}

/** Creates the user on first sight; concurrent first requests converge on one row. */
export async function insertIfAbsent(
  db: Db,
  values: {
    issuer: string;
    subject: string;
    email: string | null;
    emailVerified: boolean;
    fullName: string | null;
    language: Language;
  },
): Promise<UserRow> {
  await db.insert(users).values(values).onConflictDoNothing();
  const row = await findByIdentity(db, values.issuer, values.subject);
  if (!row) throw new Error('user row vanished after insert');
  return row;
}

export async function updateEmail(db: Db, id: string, email: string, emailVerified: boolean): Promise<void> {
  await db.update(users).set({ email, emailVerified, updatedAt: sql`now()` }).where(eq(users.id, id));
}

/** The built-in provider's verification link was followed: its user, if seen yet, is verified now. */
export async function markEmailVerified(
  db: Db,
  issuer: string,
  subject: string,
  email: string,
): Promise<void> {
  await db
    .update(users)
    .set({ email, emailVerified: true, updatedAt: sql`now()` })
    .where(and(eq(users.issuer, issuer), eq(users.subject, subject)));
}

export async function updateProfile(db: Db, id: string, patch: UserPatch): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error('user not found for update');
  return row;
}

/** How long a deleted identity is refused: longer than any access token issued before it lives. */
export const DELETED_IDENTITY_HOLD = '24 hours';

/** Deletes the user (their businesses, licences and reminders go by cascade) and holds the identity. */
export async function deleteWithHold(
  db: Db,
  user: Pick<UserRow, 'id' | 'issuer' | 'subject'>,
): Promise<void> {
  await db.delete(users).where(eq(users.id, user.id));
  await db
    .delete(deletedIdentities)
    .where(sql`${deletedIdentities.deletedAt} < now() - ${DELETED_IDENTITY_HOLD}::interval`);
  await db
    .insert(deletedIdentities)
    .values({ issuer: user.issuer, subject: user.subject })
    .onConflictDoUpdate({
      target: [deletedIdentities.issuer, deletedIdentities.subject],
      set: { deletedAt: sql`now()` },
    });
}

/** When the identity's account was deleted, if that was within the hold. */
export async function deletedAt(db: Db, issuer: string, subject: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ deletedAt: deletedIdentities.deletedAt })
    .from(deletedIdentities)
    .where(
      and(
        eq(deletedIdentities.issuer, issuer),
        eq(deletedIdentities.subject, subject),
        sql`${deletedIdentities.deletedAt} >= now() - ${DELETED_IDENTITY_HOLD}::interval`,
      ),
    );
  return row?.deletedAt;
}

/**
 * What names the user outside the rows that cascade: e-mail kept in the outbox (reminders and
 * account mail: address, names, links) and the sign-in counters keyed by a hash of the address.
 * Runs before the user row goes, while the deliveries still say whose mail was whose (issue 16).
 */
export async function deleteTraces(db: Db, user: Pick<UserRow, 'id' | 'email'>): Promise<void> {
  const theirDeliveries = db
    .select({ id: reminderDeliveries.id })
    .from(reminderDeliveries)
    .where(eq(reminderDeliveries.userId, user.id));
  const email = user.email?.trim().toLowerCase();
  await db
    .delete(emailOutbox)
    .where(
      email
        ? or(inArray(emailOutbox.deliveryId, theirDeliveries), sql`lower(${emailOutbox.to}) = ${email}`)
        : inArray(emailOutbox.deliveryId, theirDeliveries),
    );
  if (email) {
    const digest = createHash('sha256').update(email).digest('base64url');
    await db.delete(authThrottle).where(like(authThrottle.key, `%:account:${digest}`));
  }
}
