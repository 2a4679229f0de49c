/** A delivery that did not go out. Transient ones are retried with backoff; the rest are final. */
export class DeliveryFailure extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
  ) {
    super(message);
    this.name = 'DeliveryFailure';
  }
}

/** Thrown before a send when the delivery's claim went to another worker: nothing was sent. */
export class ClaimLost extends Error {
  constructor() {
    super('the claim on this delivery went to another worker before the send');
    this.name = 'ClaimLost';
  }
}

/** Tries before a delivery is given up as failed. */
export const MAX_ATTEMPTS = 8;
const BASE_DELAY_MS = 60_000;
const MAX_DELAY_MS = 60 * 60_000;

/** Delay before retrying after failed attempt `attempt` (1-based): 1, 2, 4 … minutes, capped at an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1), MAX_DELAY_MS);
}

/** Nodemailer connection-level codes: the server may well answer next time. */
const TRANSIENT_SMTP_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EPROTOCOL',
  'EAUTH',
]);

/**
 * SMTP: a 4xx reply or a connection problem is transient; a 5xx reply (unknown mailbox, rejected
 * message) is permanent. Authentication failures are treated as transient so that fixing
 * SMTP_URL lets pending reminders through.
 */
export function smtpFailure(error: unknown): DeliveryFailure {
  const e = error as { responseCode?: number; code?: string; message?: string; response?: string };
  const reply = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const message = oneLine(e.response ?? e.message ?? String(error));
  if (reply !== undefined && reply >= 400 && reply < 500) return new DeliveryFailure(message, true);
  if (reply !== undefined && reply >= 500 && e.code !== 'EAUTH') return new DeliveryFailure(message, false);
  if (e.code && TRANSIENT_SMTP_CODES.has(e.code)) return new DeliveryFailure(message, true);
  // Socket errors from node (ECONNREFUSED, ECONNRESET…) may arrive without nodemailer's code.
  return new DeliveryFailure(message, reply === undefined);
}

export function oneLine(text: string, max = 500): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
