// Signing outgoing webhooks by the Standard Webhooks convention (issue 18, item 5; groundwork, no
// routes yet): `webhook-id`, `webhook-timestamp` (Unix seconds) and `webhook-signature`
// = "v1," + base64(HMAC-SHA256(secret, "<id>.<timestamp>.<body>")), the secret shown to the user
// once as "whsec_" + base64 of its bytes.
import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new secret, as the user copies it into their receiver. */
export function newWebhookSecret(): string {
  return PREFIX + randomBytes(32).toString('base64');
}

function secretBytes(secret: string): Buffer {
  if (!secret.startsWith(PREFIX)) throw new Error('A webhook secret starts with whsec_');
  return Buffer.from(secret.slice(PREFIX.length), 'base64');
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The three headers of one delivery; the same id on every retry of it lets receivers deduplicate. */
export function signWebhook(secret: string, id: string, at: Date, body: string): SignedHeaders {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const signature = createHmac('sha256', secretBytes(secret))
    .update(`${id}.${timestamp}.${body}`)
    .digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}
