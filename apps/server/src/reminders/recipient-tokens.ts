import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client';
import { loadOrCreateSecret } from '../lib/server-secrets';

const SECRET_NAME = 'reminders.recipient-hmac';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The signed links of a business's reminder recipients (decision 023): each names one recipient
 * and can act on that recipient only. `unsubscribe` stops their reminders for that business;
 * `confirm` also signs the address it was sent to, so a link sent before the address changed no
 * longer confirms anything.
 */
export interface RecipientTokens {
  unsubscribe: { sign(recipientId: string): string; verify(token: string): string | null };
  confirm: {
    sign(recipientId: string, address: string): string;
    /** The recipient id, when the token was made for it and this address. */
    verify(token: string): { recipientId: string; check(address: string | null): boolean } | null;
  };
}

export async function recipientTokens(db: Db): Promise<RecipientTokens> {
  const secret = Buffer.from(
    await loadOrCreateSecret(db, SECRET_NAME, () => randomBytes(32).toString('base64url')),
    'base64url',
  );
  const mac = (message: string) => createHmac('sha256', secret).update(message).digest();
  const split = (token: string) => {
    const [id, signature, extra] = token.split('.');
    if (!id || !signature || extra !== undefined || !UUID.test(id)) return null;
    return { id, signature: Buffer.from(signature, 'base64url') };
  };
  return {
    unsubscribe: {
      sign: (id) => `${id}.${mac(`recipient:unsubscribe:${id}`).toString('base64url')}`,
      verify(token) {
        const parts = split(token);
        return parts && same(parts.signature, mac(`recipient:unsubscribe:${parts.id}`)) ? parts.id : null;
      },
    },
    confirm: {
      sign: (id, address) => `${id}.${mac(`recipient:confirm:${id}:${address}`).toString('base64url')}`,
      verify(token) {
        const parts = split(token);
        if (!parts) return null;
        return {
          recipientId: parts.id,
          check: (address) =>
            address !== null && same(parts.signature, mac(`recipient:confirm:${parts.id}:${address}`)),
        };
      },
    },
  };
}

function same(given: Buffer, expected: Buffer): boolean {
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const cache = new WeakMap<Db, Promise<RecipientTokens>>();
export function cachedRecipientTokens(db: Db): Promise<RecipientTokens> {
  let tokens = cache.get(db);
  if (!tokens) {
    tokens = recipientTokens(db);
    tokens.catch(() => cache.delete(db));
    cache.set(db, tokens);
  }
  return tokens;
}

export const recipientUnsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/recipients/unsubscribe?token=${encodeURIComponent(token)}`;
export const recipientConfirmUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/recipients/confirm?token=${encodeURIComponent(token)}`;
