import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { licensePeriods, licenses, reminderAttempts, reminderDeliveries } from '../db/schema';
import type { AckClaim, AckTarget } from './unsubscribe-token';

// The "I'm on it" link's reads and its one write (decision 013; who said it: issue 30).

/**
 * Who said "I'm on it" (issue 30) is kept as an attempt of the reminder e-mail whose link they
 * followed, with this outcome: the delivery names them (its user or recipient) and its period. It
 * is not a send, so the delivery log leaves it out (attemptsOf).
 */
export const ACK_OUTCOME = 'acknowledged';
/** No licence has it: a token whose reminder e-mail went with its licence reads as a deleted licence. */
const NO_LICENCE = '00000000-0000-0000-0000-000000000000';

/** A licence's names as stored: the page shows the one of its reader's language (licenceNameIn). */
export interface AckNames {
  licenseName: string;
  licenseNameFr: string | null;
}

export type AckResult =
  | ({ outcome: 'acknowledged'; expiryDate: string; at: Date; cancelled: number } & AckNames)
  | ({ outcome: 'stale'; currentExpiryDate: string | null } & AckNames)
  | { outcome: 'gone' };

/** The period a token names (a reminder e-mail's: the one it was sent for); null for no token. */
export async function ackTargetOf(db: Db, claim: AckClaim | null): Promise<AckTarget | null> {
  if (!claim || 'licenseId' in claim) return claim;
  const [delivery] = await db
    .select({ licenseId: reminderDeliveries.licenseId, expiryDate: reminderDeliveries.expiryDate })
    .from(reminderDeliveries)
    .where(and(eq(reminderDeliveries.id, claim.deliveryId), eq(reminderDeliveries.kind, 'reminder')));
  if (!delivery?.licenseId || !delivery.expiryDate) {
    return { licenseId: NO_LICENCE, expiryDate: '1970-01-01', deliveryId: claim.deliveryId };
  }
  return { licenseId: delivery.licenseId, expiryDate: delivery.expiryDate, deliveryId: claim.deliveryId };
}

/** Where an "I'm on it" link stands, read only (its GET page must not change anything). */
export async function ackState(
  db: Db,
  target: { licenseId: string; expiryDate: string },
): Promise<AckResult | ({ outcome: 'open' } & AckNames)> {
  const [license] = await db
    .select({
      name: licenses.licenseName,
      nameFr: licenses.licenseNameFr,
      expiryDate: licenses.expiryDate,
      acknowledgedAt: licenses.remindersAcknowledgedAt,
    })
    .from(licenses)
    .where(eq(licenses.id, target.licenseId));
  if (!license) return { outcome: 'gone' };
  if (license.expiryDate !== target.expiryDate) {
    return { outcome: 'stale', ...namesOf(license), currentExpiryDate: license.expiryDate };
  }
  if (license.acknowledgedAt) {
    return {
      outcome: 'acknowledged',
      ...namesOf(license),
      expiryDate: target.expiryDate,
      at: license.acknowledgedAt,
      cancelled: 0,
    };
  }
  return { outcome: 'open', ...namesOf(license) };
}

const namesOf = (license: { name: string; nameFr: string | null }): AckNames => ({
  licenseName: license.name,
  licenseNameFr: license.nameFr,
});

/**
 * "I'm on it" for the period whose expiry date the link was sent for: stops that period's
 * reminders (the sweep skips an acknowledged licence), records it on the licence and its current
 * period, and cancels the period's deliveries not yet sent. Idempotent: a second time keeps the
 * first moment. A link of an earlier period (the licence was renewed or its date changed since)
 * changes nothing. One transaction, so it is all or nothing.
 */
export async function acknowledgeReminders(db: Db, target: AckTarget, now: Date): Promise<AckResult> {
  return db.transaction(async (tx) => {
    const [license] = await tx
      .select({
        name: licenses.licenseName,
        nameFr: licenses.licenseNameFr,
        expiryDate: licenses.expiryDate,
        acknowledgedAt: licenses.remindersAcknowledgedAt,
      })
      .from(licenses)
      .where(eq(licenses.id, target.licenseId))
      .for('update');
    if (!license) return { outcome: 'gone' };
    if (license.expiryDate !== target.expiryDate) {
      return { outcome: 'stale', ...namesOf(license), currentExpiryDate: license.expiryDate };
    }
    const at = license.acknowledgedAt ?? now;
    if (!license.acknowledgedAt) {
      await tx.update(licenses).set({ remindersAcknowledgedAt: at }).where(eq(licenses.id, target.licenseId));
      await tx
        .update(licensePeriods)
        .set({ acknowledgedAt: at })
        .where(
          and(
            eq(licensePeriods.licenseId, target.licenseId),
            eq(licensePeriods.isCurrent, true),
            isNull(licensePeriods.acknowledgedAt),
          ),
        );
      // Who: the reminder e-mail the link came in (a period's token, from an SMS or a digest, names nobody).
      if (target.deliveryId) {
        await tx
          .insert(reminderAttempts)
          .values({ deliveryId: target.deliveryId, attempt: 0, outcome: ACK_OUTCOME, at });
      }
    }
    const cancelled = await tx
      .update(reminderDeliveries)
      .set({
        status: 'cancelled',
        lastError: 'the owner said they are on it',
        nextAttemptAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(reminderDeliveries.licenseId, target.licenseId),
          eq(reminderDeliveries.expiryDate, target.expiryDate),
          eq(reminderDeliveries.status, 'pending'),
        ),
      )
      .returning({ id: reminderDeliveries.id });
    return {
      outcome: 'acknowledged',
      ...namesOf(license),
      expiryDate: target.expiryDate,
      at,
      cancelled: cancelled.length,
    };
  });
}

/**
 * Who said "I'm on it" for the current period (issue 30): the addressee of the reminder e-mail whose
 * link recorded it (reminders/repository.ts keeps it as that delivery's `acknowledged` attempt, at
 * the very moment on the licence row, so an earlier period's never matches): a member's or the
 * creator's name, an outside contact's, else the local part of the address. Looked at only for an
 * acknowledged licence, through the delivery key's index: the list stays one query.
 */
export const onItBy = sql<
  string | null
>`case when ${licenses.remindersAcknowledgedAt} is null then null else (
  select coalesce(nullif(btrim(u.full_name), ''), nullif(btrim(br.name), ''),
    split_part(coalesce(u.email, br.email, d.recipient), '@', 1))
  from reminder_attempts a
  join reminder_deliveries d on d.id = a.delivery_id
  left join business_recipients br on d.target_key = 'recipient:' || br.id::text
  left join users u on u.id = case when d.target_key = '' then d.user_id else br.user_id end
  where d.license_id = ${licenses.id} and d.expiry_date = ${licenses.expiryDate}
    and a.outcome = 'acknowledged' and a.at = ${licenses.remindersAcknowledgedAt}
  order by a.id limit 1
) end`;
