// Which failures mean "the database is not answering right now" rather than "this request is wrong"
// or "our code is wrong": they answer 503 with Retry-After, and are logged once per interval.

/** Node socket errors of a connection that could not be made or was lost. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 53 (insufficient resources: disk full, out
 * of memory, too many connections), 57P01–57P03 (shutting down, cannot connect now) and 57014
 * (statement timeout or cancelled).
 */
function isUnavailableSqlState(code: string): boolean {
  return (
    code.startsWith('08') || code.startsWith('53') || ['57P01', '57P02', '57P03', '57014'].includes(code)
  );
}

/** What pg and its pool say when a connection times out, drops or was destroyed after a timeout. */
const MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  /Connection terminated/i,
  /Client was closed and is not queryable/i,
  /Client has encountered a connection error/i,
  /connect ECONNREFUSED/i,
  /database query timed out/i,
];

/** True when `error` (or any error in its `cause` chain, as drizzle wraps them) means the database is unavailable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (SOCKET_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code)))
    ) {
      return true;
    }
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

export const UNAVAILABLE_DETAIL = 'The service is temporarily unavailable. Please try again in a moment.';
/** Seconds a client is asked to wait before trying again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
