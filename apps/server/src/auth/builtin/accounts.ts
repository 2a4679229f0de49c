import { MIN_PASSWORD_LENGTH } from '@lt/core';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { localAccounts, oidcModels } from '../../db/schema';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';

export type LocalAccount = typeof localAccounts.$inferSelect;

const SUBJECT_PREFIX = 'local|';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Long enough for any passphrase, short enough that nobody makes us hash megabytes. */
const MAX_PASSWORD_LENGTH = 1024;
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
  const [account] =
    normalized && normalized.length <= MAX_EMAIL_LENGTH
      ? await db.select().from(localAccounts).where(eq(localAccounts.email, normalized))
      : [];
  if (!account || password.length > MAX_PASSWORD_LENGTH) {
    await verifyAgainstDecoy(password.slice(0, MAX_PASSWORD_LENGTH));
    return undefined;
  }
  return (await verifyPassword(password, account.passwordHash)) ? account : undefined;
}

export const SignupForm = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter your full name.')
    .max(MAX_NAME_LENGTH, `Your name must be at most ${MAX_NAME_LENGTH} characters.`),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Please enter your email address.')
    .max(MAX_EMAIL_LENGTH, 'Please enter a valid email address.')
    .pipe(z.email('Please enter a valid email address.')),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Your password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
    .max(MAX_PASSWORD_LENGTH, `Your password must be at most ${MAX_PASSWORD_LENGTH} characters.`),
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
