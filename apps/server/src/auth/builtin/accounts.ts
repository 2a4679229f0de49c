import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_WEAKNESS_MESSAGES,
  passwordWeakness,
} from '@lt/core';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { localAccounts, oidcModels } from '../../db/schema';
import { revokeSessions } from '../sessions';
import { isCommonPasswordForm } from './common-passwords';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';

export type LocalAccount = typeof localAccounts.$inferSelect;

const SUBJECT_PREFIX = 'local|';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_NAME_LENGTH = 200;
const MAX_EMAIL_LENGTH = 254;

/** Auth0-style subject, so "Login Method" on the profile reads "local". */
export function subjectFor(account: Pick<LocalAccount, 'id'>): string {
  return `${SUBJECT_PREFIX}${account.id}`;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findAccountBySubject(db: Db, subject: string): Promise<LocalAccount | undefined> {
  if (!subject.startsWith(SUBJECT_PREFIX)) return undefined;
  const id = subject.slice(SUBJECT_PREFIX.length);
  // A malformed id would make PostgreSQL fail the uuid cast rather than find nothing.
  if (!UUID.test(id)) return undefined;
  const [account] = await db.select().from(localAccounts).where(eq(localAccounts.id, id));
  return account;
}

/**
 * Removes a deleted user's built-in account with its sessions, grants and tokens, so that the
 * e-mail can sign up afresh and nothing issued to the old account works any more.
 */
export async function deleteLocalAccount(db: Db, subject: string): Promise<void> {
  const account = await findAccountBySubject(db, subject);
  if (!account) return;
  await db.delete(oidcModels).where(sql`${oidcModels.payload}->>'accountId' = ${subject}`);
  await db.delete(localAccounts).where(eq(localAccounts.id, account.id));
}

/**
 * Returns the account when the password matches. Unknown e-mails cost the same hashing work
 * as known ones, and callers get no hint about which part was wrong.
 */
export async function authenticate(
  db: Db,
  email: string,
  password: string,
): Promise<LocalAccount | undefined> {
  const normalized = normalizeEmail(email);
  // A NUL would make PostgreSQL fail the query; no real address has control characters anyway.
  const [account] =
    normalized && normalized.length <= MAX_EMAIL_LENGTH && !CONTROL_CHARACTER.test(normalized)
      ? await db.select().from(localAccounts).where(eq(localAccounts.email, normalized))
      : [];
  if (!account || password.length > MAX_PASSWORD_LENGTH) {
    await verifyAgainstDecoy(password.slice(0, MAX_PASSWORD_LENGTH));
    return undefined;
  }
  return (await verifyPassword(password, account.passwordHash)) ? account : undefined;
}

/**
 * NUL and the other C0 controls (and DEL): never part of a name, an address or a password. Stricter
 * than core's hasControlCharacters (which lets multi-line notes keep tabs and newlines): every
 * sign-in field is one line.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
export const CONTROL_CHARACTER_MESSAGE = 'Please remove the invisible control characters from this field.';
const noControls = (value: string) => !CONTROL_CHARACTER.test(value);

export const COMMON_PASSWORD = PASSWORD_WEAKNESS_MESSAGES.common;

/**
 * Why a password someone chooses for the account of `email` is too easy to guess (core's rule with
 * the server's list), as the sentence to show; undefined when it is fine.
 */
export function weakPasswordMessage(password: string, email?: string): string | undefined {
  const weakness = passwordWeakness(password, { email, isCommon: isCommonPasswordForm });
  return weakness && PASSWORD_WEAKNESS_MESSAGES[weakness];
}

/** A password someone is choosing now (sign-up, reset, change); the e-mail is checked by `NewPasswordFor`. */
export const NewPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Your password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(MAX_PASSWORD_LENGTH, `Your password must be at most ${MAX_PASSWORD_LENGTH} characters.`)
  .refine(noControls, CONTROL_CHARACTER_MESSAGE);

/** A new password for the account of `email`: the length rules, then not too easy to guess. */
export function NewPasswordFor(email: string | undefined) {
  return NewPassword.superRefine((password, ctx) => {
    const message = weakPasswordMessage(password, email);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

export const EmailField = z
  .string()
  .refine(noControls, CONTROL_CHARACTER_MESSAGE)
  .trim()
  .toLowerCase()
  .min(1, 'Please enter your email address.')
  .max(MAX_EMAIL_LENGTH, 'Please enter a valid email address.')
  .pipe(z.email('Please enter a valid email address.'));

export const SignupForm = z
  .object({
    name: z
      .string()
      .refine(noControls, CONTROL_CHARACTER_MESSAGE)
      .trim()
      .min(1, 'Please enter your full name.')
      .max(MAX_NAME_LENGTH, `Your name must be at most ${MAX_NAME_LENGTH} characters.`),
    email: EmailField,
    password: NewPassword,
  })
  .superRefine((form, ctx) => {
    const message = weakPasswordMessage(form.password, form.email);
    if (message) ctx.addIssue({ code: 'custom', path: ['password'], message });
  });
export type SignupForm = z.infer<typeof SignupForm>;

export type CreateAccountResult = { ok: true; account: LocalAccount } | { ok: false; reason: 'email_taken' };

export async function createAccount(db: Db, form: SignupForm): Promise<CreateAccountResult> {
  const passwordHash = await hashPassword(form.password);
  // The unique index decides races between two sign-ups for one address.
  const [account] = await db
    .insert(localAccounts)
    .values({ email: normalizeEmail(form.email), fullName: form.name, passwordHash })
    .onConflictDoNothing({ target: localAccounts.email })
    .returning();
  return account ? { ok: true, account } : { ok: false, reason: 'email_taken' };
}

export async function findAccountByEmail(db: Db, email: string): Promise<LocalAccount | undefined> {
  const normalized = normalizeEmail(email);
  if (!normalized || normalized.length > MAX_EMAIL_LENGTH || CONTROL_CHARACTER.test(normalized))
    return undefined;
  const [account] = await db.select().from(localAccounts).where(eq(localAccounts.email, normalized));
  return account;
}

export async function findAccountById(db: Db, id: string): Promise<LocalAccount | undefined> {
  if (!UUID.test(id)) return undefined;
  const [account] = await db.select().from(localAccounts).where(eq(localAccounts.id, id));
  return account;
}

/** The verification link was followed (or a reset link, which proves the mailbox just as well). */
export async function markAccountVerified(
  db: Db,
  accountId: string,
  now: Date,
): Promise<LocalAccount | undefined> {
  const [account] = await db
    .update(localAccounts)
    .set({
      emailVerifiedAt: sql`coalesce(${localAccounts.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(localAccounts.id, accountId))
    .returning();
  return account;
}

/**
 * The account behind a product user's subject proved its address another way (an accepted
 * invitation mailed to it, issue 30): the same mark as the verification link leaves.
 */
export async function markSubjectVerified(db: Db, subject: string, now: Date): Promise<void> {
  const account = await findAccountBySubject(db, subject);
  if (account) await markAccountVerified(db, account.id, now);
}

/**
 * Sets a new password and ends the account's sessions, grants and refresh tokens, all but those
 * of `keepSession` (the browser that changed it, when it was changed from the profile), and every
 * access token already issued but theirs (decision 046). Returns the product user's id, if any.
 */
export async function setPassword(
  db: Db,
  accountId: string,
  password: string,
  keepSession?: string,
): Promise<string | undefined> {
  const passwordHash = await hashPassword(password);
  const subject = subjectFor({ id: accountId });
  await db.transaction(async (tx) => {
    await tx.update(localAccounts).set({ passwordHash }).where(eq(localAccounts.id, accountId));
    if (!keepSession) {
      await tx.delete(oidcModels).where(sql`${oidcModels.payload}->>'accountId' = ${subject}`);
      return;
    }
    // The grants the kept session's tokens hang on stay; everything else of the account goes.
    await tx.delete(oidcModels).where(sql`${oidcModels.payload}->>'accountId' = ${subject}
      and coalesce(${oidcModels.payload}->>'sessionUid', ${oidcModels.payload}->>'uid', '') <> ${keepSession}
      and not (${oidcModels.type} = 'Grant' and ${oidcModels.id} in (
        select kept.grant_id from oidc_models kept
        where kept.payload->>'accountId' = ${subject} and kept.payload->>'sessionUid' = ${keepSession}
          and kept.grant_id is not null))`);
  });
  // `local|<uuid>` names one built-in account whatever the issuer's URL.
  return revokeSessions(db, { subject }, keepSession);
}
