import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  normalizePhoneNumber,
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_TTL_MINUTES,
  type PhoneCodeSent,
} from '@lt/core';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { phoneVerifications, users } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { loadOrCreateSecret } from '../../lib/server-secrets';
import { takeSendAllowance, takeServerSmsBudget } from '../../reminders/send-caps';
import { isOptedOut } from '../../reminders/sms-opt-outs';
import type { SmsSender } from '../../reminders/sms-transport';
import type { UserRow } from './repository';

export const NO_PHONE = 'Add your phone number to your profile first.';
export const ALREADY_VERIFIED_PHONE = 'This phone number is already verified.';
export const SMS_UNAVAILABLE = 'Text messages are not set up on this server.';
export const OPTED_OUT = 'This number answered STOP to our text messages: text START to us first.';
export const DAILY_CAP_REACHED = 'Too many text messages for this account today. Please try again tomorrow.';
export const NOT_CANADA_OR_US =
  'Text messages go only to Canadian and US numbers: change the phone number on your profile.';
export const SERVER_BUDGET_SPENT =
  'This server has sent all the text messages it may send today. Please try again tomorrow.';
export const NO_CODE = 'code: no code is waiting; send a new one';
export const CODE_EXPIRED = 'code: this code has expired; send a new one';
export const CODE_FOR_OTHER_NUMBER =
  'code: the phone number changed since this code was sent; send a new one';
export const TOO_MANY_TRIES = 'code: too many wrong codes; send a new one';
export const wrongCode = (left: number) =>
  `code: this is not the code we sent (${left} ${left === 1 ? 'try' : 'tries'} left)`;

export interface PhoneVerificationDeps {
  db: Db;
  now: () => Date;
  /** Absent when Twilio is not configured. */
  sms?: SmsSender;
  smsCapPerDay: number;
  /** SMS per UTC day for the whole server (SMS_DAILY_BUDGET). */
  smsPerServer: number;
  log: { info(obj: object, msg: string): void };
}

/** The last digits only: the answer and the log never carry the whole number. */
export const maskedPhone = (e164: string) => `•••${e164.slice(-4)}`;

/** Whether the profile's number is the one proved by a code. */
export function isPhoneVerified(row: Pick<UserRow, 'phoneNumber' | 'phoneVerifiedNumber'>): boolean {
  if (!row.phoneNumber || !row.phoneVerifiedNumber) return false;
  return normalizePhoneNumber(row.phoneNumber) === row.phoneVerifiedNumber;
}

/** The key of the codes' HMAC, made once per installation (a database copy alone cannot test codes). */
async function codeKey(db: Db): Promise<Buffer> {
  const secret = await loadOrCreateSecret(db, 'phone-code-hmac', () => randomBytes(32).toString('base64'));
  return Buffer.from(secret, 'base64');
}

function codeHash(key: Buffer, userId: string, e164: string, code: string): string {
  return createHmac('sha256', key).update(`${userId}\n${e164}\n${code}`).digest('base64url');
}

/**
 * Texts a new 6-digit code to the profile's number; a code sent before is replaced. Each code
 * counts against the account's daily SMS cap, so this cannot be used to flood a number, and
 * against the server's daily budget, so many accounts together cannot either (issue 31).
 */
export async function sendPhoneCode(deps: PhoneVerificationDeps, user: UserRow): Promise<PhoneCodeSent> {
  if (!user.phoneNumber) throw conflict(NO_PHONE);
  // A number saved before issue 31 (premium, toll-free, Caribbean…) no longer normalises.
  const e164 = normalizePhoneNumber(user.phoneNumber);
  if (!e164) throw badRequest(NOT_CANADA_OR_US);
  if (isPhoneVerified(user)) throw conflict(ALREADY_VERIFIED_PHONE);
  if (!deps.sms) throw conflict(SMS_UNAVAILABLE);
  if (await isOptedOut(deps.db, e164)) throw conflict(OPTED_OUT);
  const now = deps.now();
  if (!(await takeSendAllowance(deps.db, { userId: user.id, channel: 'sms', now, cap: deps.smsCapPerDay }))) {
    deps.log.info({ userId: user.id, channel: 'sms' }, 'phone code refused: daily cap reached');
    throw new AppError(429, DAILY_CAP_REACHED);
  }
  if (!(await takeServerSmsBudget(deps.db, now, deps.smsPerServer))) {
    deps.log.info(
      { userId: user.id, budget: deps.smsPerServer },
      'phone code refused: server SMS budget spent',
    );
    throw new AppError(503, SERVER_BUDGET_SPENT);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = {
    userId: user.id,
    phoneNumber: e164,
    codeHash: codeHash(await codeKey(deps.db), user.id, e164, code),
    expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MINUTES * 60_000),
    attempts: 0,
    createdAt: now,
  };
  await deps.db
    .insert(phoneVerifications)
    .values(row)
    .onConflictDoUpdate({ target: phoneVerifications.userId, set: row });
  try {
    await deps.sms.send(
      e164,
      `License Tracker: your code is ${code}. It expires in ${PHONE_CODE_TTL_MINUTES} minutes. Do not share it.`,
    );
  } catch {
    await deps.db.delete(phoneVerifications).where(eq(phoneVerifications.userId, user.id));
    throw new AppError(502, 'The text message could not be sent. Please try again later.');
  }
  return { sent_to: maskedPhone(e164), expires_in_minutes: PHONE_CODE_TTL_MINUTES };
}

/**
 * Checks a typed code. A wrong one uses up a try (counted in one conditional update, so parallel
 * guesses cannot exceed PHONE_CODE_MAX_ATTEMPTS); the right one marks the number verified and
 * ends the code.
 */
export async function confirmPhoneCode(
  deps: PhoneVerificationDeps,
  user: UserRow,
  code: string,
): Promise<void> {
  const [pending] = await deps.db
    .select()
    .from(phoneVerifications)
    .where(eq(phoneVerifications.userId, user.id));
  if (!pending) throw badRequest(NO_CODE);
  const end = () => deps.db.delete(phoneVerifications).where(eq(phoneVerifications.userId, user.id));
  const e164 = user.phoneNumber ? normalizePhoneNumber(user.phoneNumber) : null;
  if (e164 !== pending.phoneNumber) {
    await end();
    throw badRequest(CODE_FOR_OTHER_NUMBER);
  }
  if (pending.expiresAt.getTime() <= deps.now().getTime()) {
    await end();
    throw badRequest(CODE_EXPIRED);
  }
  const expected = Buffer.from(pending.codeHash);
  const actual = Buffer.from(codeHash(await codeKey(deps.db), user.id, e164, code));
  if (expected.length === actual.length && timingSafeEqual(expected, actual)) {
    // Only the code checked above may verify: a code replaced meanwhile leaves nothing to delete.
    await deps.db.transaction(async (tx) => {
      const ended = await tx
        .delete(phoneVerifications)
        .where(and(eq(phoneVerifications.userId, user.id), eq(phoneVerifications.codeHash, pending.codeHash)))
        .returning({ userId: phoneVerifications.userId });
      if (ended.length === 0) throw badRequest(NO_CODE);
      await tx
        .update(users)
        .set({ phoneVerifiedNumber: e164, updatedAt: sql`now()` })
        .where(eq(users.id, user.id));
    });
    return;
  }
  const counted = await deps.db
    .update(phoneVerifications)
    .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
    .where(
      and(
        eq(phoneVerifications.userId, user.id),
        lt(phoneVerifications.attempts, PHONE_CODE_MAX_ATTEMPTS - 1),
      ),
    )
    .returning({ attempts: phoneVerifications.attempts });
  if (counted.length === 0) {
    await end();
    throw badRequest(TOO_MANY_TRIES);
  }
  throw badRequest(wrongCode(PHONE_CODE_MAX_ATTEMPTS - counted[0]!.attempts));
}
