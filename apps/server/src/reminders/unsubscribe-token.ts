import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client';
import { loadOrCreateSecret } from '../lib/server-secrets';

const SECRET_NAME = 'reminders.unsubscribe-hmac';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface UnsubscribeTokens {
  /** A token that turns off e-mail reminders for this user, valid until the secret changes. */
  sign(userId: string): string;
  /** The user id the token was made for, or null when it is not one of ours. */
  verify(token: string): string | null;
}

/** HMAC-SHA256 with a secret generated once and shared by every copy through the database. */
export async function unsubscribeTokens(db: Db): Promise<UnsubscribeTokens> {
  const secret = Buffer.from(
    await loadOrCreateSecret(db, SECRET_NAME, () => randomBytes(32).toString('base64url')),
    'base64url',
  );
  const mac = (userId: string) => createHmac('sha256', secret).update(`unsubscribe:email:${userId}`).digest();
  return {
    sign: (userId) => `${userId}.${mac(userId).toString('base64url')}`,
    verify(token) {
      const [userId, signature, extra] = token.split('.');
      if (!userId || !signature || extra !== undefined || !UUID.test(userId)) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(userId);
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
    },
  };
}

/** The tokens of one database, made once per process. */
const cache = new WeakMap<Db, Promise<UnsubscribeTokens>>();
export function cachedUnsubscribeTokens(db: Db): Promise<UnsubscribeTokens> {
  let tokens = cache.get(db);
  if (!tokens) {
    tokens = unsubscribeTokens(db);
    tokens.catch(() => cache.delete(db));
    cache.set(db, tokens);
  }
  return tokens;
}

export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
