import {
  confirmsAccountEmail,
  languageFromAcceptLanguage,
  loginMethodFromSubject,
  type ProfileUpdate,
  type UserProfile,
} from '@lt/core';
import type { UserInfo, VerifiedToken } from '../../auth/token-verifier';
import type { Db } from '../../db/client';
import { badRequest, unauthorized } from '../../lib/errors';
import { releaseWorkspacesOf } from '../workspaces/service';
import { isPhoneVerified } from './phone-verification';
import * as repo from './repository';

export type { UserRow } from './repository';

/** A user whose built-in account confirmed its e-mail (the identity provider calls it, through app.ts). */
export const markEmailVerified = repo.markEmailVerified;

export interface IdentityClaims extends VerifiedToken {
  /** Asked when the token lacks an e-mail and the user is new, or their e-mail is not yet verified. */
  lookupUserInfo?: () => Promise<UserInfo>;
  /** The request's Accept-Language: the new user's language (`fr*` → French, else English). */
  acceptLanguage?: string;
}

/** How often a user whose e-mail is unverified has the provider's userinfo asked again. */
const USERINFO_RECHECK_MS = 10 * 60 * 1000;
const lastUserInfoCheck = new Map<string, number>();

function shouldRecheck(userId: string, now = Date.now()): boolean {
  const last = lastUserInfoCheck.get(userId);
  if (last !== undefined && now - last < USERINFO_RECHECK_MS) return false;
  if (lastUserInfoCheck.size > 10_000) lastUserInfoCheck.clear();
  lastUserInfoCheck.set(userId, now);
  return true;
}

/**
 * The e-mail the provider vouches for, from the token or else from userinfo. Only a claim with
 * `email_verified: true` may change the stored e-mail (decision 009): a token with someone else's
 * address and `email_verified: false` must not take over their admin rights or their reminders.
 */
async function verifiedClaim(identity: IdentityClaims, existing: repo.UserRow): Promise<string | null> {
  if (identity.email) return identity.emailVerified ? identity.email : null;
  if (existing.emailVerified || !identity.lookupUserInfo || !shouldRecheck(existing.id)) return null;
  const info = await identity.lookupUserInfo();
  return info.email && info.emailVerified ? info.email : null;
}

/** Finds the caller's row, creating it from the token's claims on first sight. */
export async function ensureUser(db: Db, identity: IdentityClaims): Promise<repo.UserRow> {
  const existing = await repo.findByIdentity(db, identity.issuer, identity.subject);
  if (existing) {
    const verified = await verifiedClaim(identity, existing);
    if (verified && (verified !== existing.email || !existing.emailVerified)) {
      await repo.updateEmail(db, existing.id, verified, true);
      return { ...existing, email: verified, emailVerified: true };
    }
    return existing;
  }
  // A token issued before its account was deleted must not bring the account back; a sign-in
  // after the deletion (a token issued later) starts a new, empty account.
  const deletedAt = await repo.deletedAt(db, identity.issuer, identity.subject);
  const issuedAt = identity.claims.iat;
  if (deletedAt && (issuedAt === undefined || issuedAt * 1000 <= deletedAt.getTime())) throw unauthorized();
  let { email, name, emailVerified } = identity;
  if ((!email || !name) && identity.lookupUserInfo) {
    const info = await identity.lookupUserInfo();
    if (!email) {
      email = info.email;
      emailVerified = info.emailVerified;
    }
    name ??= info.name;
  }
  return repo.insertIfAbsent(db, {
    issuer: identity.issuer,
    subject: identity.subject,
    email,
    emailVerified: Boolean(email) && emailVerified,
    fullName: name,
    language: languageFromAcceptLanguage(identity.acceptLanguage),
  });
}

export function toProfile(
  row: repo.UserRow,
  identity: { providerName: string; builtIn: boolean },
): UserProfile {
  const { providerName } = identity;
  return {
    id: row.id,
    email: row.email,
    email_verified: row.emailVerified,
    full_name: row.fullName,
    phone_number: row.phoneNumber,
    phone_verified: isPhoneVerified(row),
    address: row.address,
    city: row.city,
    province: row.province,
    postal_code: row.postalCode,
    is_onboarded: row.isOnboarded,
    notification_channels: row.notificationChannels.filter(
      (c): c is 'email' | 'sms' => c === 'email' || c === 'sms',
    ),
    reminder_digest: row.reminderDigest,
    language: row.language,
    login_method: loginMethodFromSubject(row.subject, providerName),
    password_sign_in: identity.builtIn && row.subject.startsWith('local|'),
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
    language: update.language,
  });
}

/** Joining a workspace by invitation counts as onboarding: the name and phone confirmed are kept. */
export async function markOnboardedByInvitation(
  db: Db,
  userId: string,
  // A viewer may join without a phone (issue 30): undefined keeps what the profile has.
  profile: { fullName: string; phoneNumber?: string },
): Promise<void> {
  await repo.updateProfile(db, userId, { ...profile, isOnboarded: true });
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
    await releaseWorkspacesOf(tx, user.id);
    await repo.deleteTraces(tx, user);
    await repo.deleteWithHold(tx, user);
    await deleteIdentity?.(tx, user.subject);
  });
}
