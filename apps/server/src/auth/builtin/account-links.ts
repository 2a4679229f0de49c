import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountTokens } from '../../db/schema';

export type LinkPurpose = 'verify_email' | 'reset_password';

/** A reset link is a password: it lives an hour. A verification link only proves a mailbox. */
export const LINK_TTL_MS: Record<LinkPurpose, number> = {
  reset_password: 60 * 60 * 1000,
  verify_email: 7 * 24 * 60 * 60 * 1000,
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** 256 random bits in base64url: what goes in the e-mailed link. Only its hash is stored. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Issues a single-use link token. Earlier unused links of the same purpose stop working, so only
 * the newest e-mail counts.
 */
export async function issueLinkToken(
  db: Db,
  accountId: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.accountId, accountId),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
        ),
      );
    // Spent and expired links are dead weight.
    await tx
      .delete(accountTokens)
      .where(
        and(
          eq(accountTokens.accountId, accountId),
          or(lt(accountTokens.expiresAt, now), sql`${accountTokens.usedAt} is not null`),
        ),
      );
    await tx.insert(accountTokens).values({
      tokenHash: hashOf(token),
      accountId,
      purpose,
      expiresAt: new Date(now.getTime() + LINK_TTL_MS[purpose]),
    });
  });
  return token;
}

/** The account a live token belongs to, without spending it (to show the form it leads to). */
export async function peekLinkToken(db: Db, token: string, purpose: LinkPurpose, now: Date) {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const [row] = await db
    .select({ accountId: accountTokens.accountId })
    .from(accountTokens)
    .where(live(token, purpose, now));
  return row?.accountId;
}

/** Spends a token: one atomic update, so two clicks (or two copies of the server) cannot both use it. */
export async function consumeLinkToken(db: Db, token: string, purpose: LinkPurpose, now: Date) {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(live(token, purpose, now))
    .returning({ accountId: accountTokens.accountId });
  return row?.accountId;
}

function live(token: string, purpose: LinkPurpose, now: Date) {
  return and(
    eq(accountTokens.tokenHash, hashOf(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );
}
