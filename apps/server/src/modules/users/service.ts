import { confirmsAccountEmail, loginMethodFromSubject, type ProfileUpdate, type UserProfile } from '@lt/core';
import type { CallerIdentity } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { badRequest, unauthorized } from '../../lib/errors';
import * as repo from './repository';

export type { UserRow } from './repository';

/** `lookupUserInfo` is asked only when the token lacks an e-mail and the user is new. */
export type IdentityClaims = CallerIdentity;

/** Finds the caller's row, creating it from the token's claims on first sight. */
export async function ensureUser(db: Db, identity: IdentityClaims): Promise<repo.UserRow> {
  const existing = await repo.findByIdentity(db, identity.issuer, identity.subject);
  if (existing) {
    if (identity.email && identity.email !== existing.email) {
      await repo.updateEmail(db, existing.id, identity.email);
      return { ...existing, email: identity.email };
    }
    return existing;
  }
  // A token issued before its account was deleted must not bring the account back; a sign-in
  // after the deletion (a token issued later) starts a new, empty account.
  const deletedAt = await repo.deletedAt(db, identity.issuer, identity.subject);
  const issuedAt = identity.claims.iat;
  if (deletedAt && (issuedAt === undefined || issuedAt * 1000 <= deletedAt.getTime())) throw unauthorized();
  let { email, name } = identity;
  if ((!email || !name) && identity.lookupUserInfo) {
    const info = await identity.lookupUserInfo();
    email ??= info.email;
    name ??= info.name;
  }
  return repo.insertIfAbsent(db, {
    issuer: identity.issuer,
    subject: identity.subject,
    email,
    fullName: name,
  });
}

export function toProfile(row: repo.UserRow, providerName: string): UserProfile {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    phone_number: row.phoneNumber,
    address: row.address,
    city: row.city,
    province: row.province,
    postal_code: row.postalCode,
    is_onboarded: row.isOnboarded,
    notification_channels: row.notificationChannels.filter(
      (c): c is 'email' | 'sms' => c === 'email' || c === 'sms',
    ),
    reminder_digest: row.reminderDigest === 'weekly' ? 'weekly' : 'off',
    login_method: loginMethodFromSubject(row.subject, providerName),
    created_at: row.createdAt.toISOString(),
  };
}

/** Fields left out of the request keep their value; email is never part of it. */
export function updateProfile(db: Db, userId: string, update: ProfileUpdate): Promise<repo.UserRow> {
  return repo.updateProfile(db, userId, {
    fullName: update.full_name,
    phoneNumber: update.phone_number,
    address: update.address,
    city: update.city,
    province: update.province,
    postalCode: update.postal_code,
    notificationChannels: update.notification_channels,
    reminderDigest: update.reminder_digest,
  });
}

export const CONFIRM_EMAIL_MISMATCH = 'confirm_email: does not match the e-mail of this account';

/**
 * Deletes the account and everything in it, in one transaction, once the e-mail typed matches.
 * `deleteIdentity` also removes the sign-in identity where we hold it (the built-in provider).
 */
export async function deleteAccount(
  db: Db,
  user: repo.UserRow,
  confirmEmail: string,
  deleteIdentity?: (db: Db, subject: string) => Promise<void>,
): Promise<void> {
  if (!confirmsAccountEmail(confirmEmail, user.email)) throw badRequest(CONFIRM_EMAIL_MISMATCH);
  await db.transaction(async (tx) => {
    await repo.deleteWithHold(tx, user);
    await deleteIdentity?.(tx, user.subject);
  });
}
