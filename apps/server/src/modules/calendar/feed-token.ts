import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { loadOrCreateSecret } from '../../lib/server-secrets';

const SECRET_NAME = 'calendar.feed-hmac';
/** The user id (16 bytes, 22 characters) then 32 bytes of MAC (43 characters), base64url. */
const TOKEN = /^[A-Za-z0-9_-]{65}$/;

export interface FeedTokens {
  /** The token of a user's feed at a generation: the same every time, until rotated. */
  tokenFor(userId: string, generation: number): string;
  /** The user a well-formed token names (to be checked against the stored hash). */
  userOf(token: string): string;
  /** What is stored: the token's SHA-256, so a database read does not yield working addresses. */
  hash(token: string): string;
  isWellFormed(token: string): boolean;
}

export async function feedTokens(db: Db): Promise<FeedTokens> {
  const secret = Buffer.from(
    await loadOrCreateSecret(db, SECRET_NAME, () => randomBytes(32).toString('base64url')),
    'base64url',
  );
  return {
    tokenFor: (userId, generation) =>
      Buffer.from(userId.replaceAll('-', ''), 'hex').toString('base64url') +
      createHmac('sha256', secret).update(`calendar:${userId}:${generation}`).digest('base64url'),
    userOf: (token) =>
      Buffer.from(token.slice(0, 22), 'base64url')
        .toString('hex')
        .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5'),
    hash: (token) => createHash('sha256').update(token).digest('hex'),
    isWellFormed: (token) => TOKEN.test(token),
  };
}
