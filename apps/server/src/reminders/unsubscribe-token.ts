import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PlainDate } from '@lt/core';
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

/** The period an "I'm on it" link was sent for: a licence and the expiry date it had then. */
export interface AckTarget {
  licenseId: string;
  expiryDate: PlainDate;
  /** The reminder e-mail the link came in, when it names one: who said it (issue 30). */
  deliveryId?: string;
}

/** What a token names: a period, or the reminder e-mail that was sent for one. */
export type AckClaim = AckTarget | { deliveryId: string };

export interface AckTokens {
  /** A token that says "I'm on it" for this licence's period, valid until the secret changes. */
  sign(target: AckTarget): string;
  /**
   * A token for the reminder e-mail `deliveryId` (issue 30): following it says who is on it, so the
   * app and the reminders to the others can name them. Shorter than a period's token.
   */
  signDelivery(deliveryId: string): string;
  verify(token: string): AckClaim | null;
}

/** Every signed link of the reminder messages: one secret, one purpose per kind of link. */
export interface LinkTokens extends UnsubscribeTokens {
  ack: AckTokens;
}

/**
 * HMAC-SHA256 with a secret generated once and shared by every copy through the database. Each
 * purpose signs its own prefix, so a token made for one link is refused by the other.
 */
export async function unsubscribeTokens(db: Db): Promise<LinkTokens> {
  const secret = Buffer.from(
    await loadOrCreateSecret(db, SECRET_NAME, () => randomBytes(32).toString('base64url')),
    'base64url',
  );
  const mac = (message: string | Buffer) => createHmac('sha256', secret).update(message).digest();
  const unsubscribeMac = (userId: string) => mac(`unsubscribe:email:${userId}`);
  return {
    sign: (userId) => `${userId}.${unsubscribeMac(userId).toString('base64url')}`,
    verify(token) {
      const [userId, signature, extra] = token.split('.');
      if (!userId || !signature || extra !== undefined || !UUID.test(userId)) return null;
      return sameBytes(Buffer.from(signature, 'base64url'), unsubscribeMac(userId)) ? userId : null;
    },
    ack: ackTokens((payload) => mac(Buffer.concat([ACK_PURPOSE, payload]))),
  };
}

const ACK_PURPOSE = Buffer.from('reminders:ack:');
/** 96 bits of MAC: plenty for a link that can only acknowledge reminders, and short enough for an SMS. */
const ACK_MAC_BYTES = 12;
const DAY_MS = 86_400_000;

/**
 * Compact, so the link fits an SMS: base64url of the licence id (16 bytes), the expiry date as
 * days since 1970 (4 bytes) and the truncated MAC of both: 43 characters. A delivery's token is its
 * id (16 bytes) and the MAC: 38 characters; the lengths tell them apart, the MAC covers both.
 */
function ackTokens(mac: (payload: Buffer) => Buffer): AckTokens {
  const signed = (payload: Buffer) =>
    Buffer.concat([payload, mac(payload).subarray(0, ACK_MAC_BYTES)]).toString('base64url');
  return {
    signDelivery: (deliveryId) => signed(uuidBytes(deliveryId)),
    sign({ licenseId, expiryDate }) {
      const payload = Buffer.alloc(20);
      uuidBytes(licenseId).copy(payload, 0);
      payload.writeUInt32BE(Date.parse(`${expiryDate}T00:00:00Z`) / DAY_MS, 16);
      return signed(payload);
    },
    verify(token) {
      if (!/^(?:[A-Za-z0-9_-]{38}|[A-Za-z0-9_-]{43})$/.test(token)) return null;
      const bytes = Buffer.from(token, 'base64url');
      const payload = bytes.subarray(0, bytes.length - ACK_MAC_BYTES);
      if (!sameBytes(bytes.subarray(payload.length), mac(payload).subarray(0, ACK_MAC_BYTES))) return null;
      if (payload.length === 16) return { deliveryId: uuidOf(payload) };
      const expiryDate = new Date(payload.readUInt32BE(16) * DAY_MS).toISOString().slice(0, 10);
      return { licenseId: uuidOf(payload.subarray(0, 16)), expiryDate };
    },
  };
}

const uuidBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');
function uuidOf(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function sameBytes(given: Buffer, expected: Buffer): boolean {
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The tokens of one database, made once per process. */
const cache = new WeakMap<Db, Promise<LinkTokens>>();
export function cachedUnsubscribeTokens(db: Db): Promise<LinkTokens> {
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

/** The "I'm on it" link: the token is URL-safe as it is. */
export const ackUrl = (publicUrl: string, token: string) => `${publicUrl}/on-it/${token}`;
