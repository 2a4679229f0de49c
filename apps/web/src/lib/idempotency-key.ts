/**
 * Idempotency-Key for the creates (decision 045, issue 30): one key per request, however many times
 * it is sent. The same request (method, path and body) keeps its key until the server has answered
 * it, so a double-click, or a retry after the network failed, reaches the server as a repeat that it
 * answers with the first answer instead of making a second record. Once answered, the next send of
 * that request is a new action with a new key. While a keyed request runs, sending it again joins it:
 * one request leaves the browser.
 */

/** The request's open key: kept while no answer closed it. */
const openKeys = new Map<string, string>();
const running = new Map<string, Promise<unknown>>();

/** A random UUID; `crypto.randomUUID` exists only on secure pages (not a server's plain http:// LAN address). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The header's value: the draft's structured-field string, quoted. */
export const idempotencyHeader = (key: string) => `"${key}"`;

/**
 * Sends `request` (what names it: method, path, body) with its key. `keepKey(error)` says a failure
 * left the request unanswered (no response, a server error, "still in progress"): the key stays for
 * the retry.
 */
export function withIdempotencyKey<T>(
  request: string,
  send: (key: string) => Promise<T>,
  keepKey: (error: unknown) => boolean,
): Promise<T> {
  let key = openKeys.get(request);
  if (!key) {
    key = newIdempotencyKey();
    openKeys.set(request, key);
  }
  const joined = running.get(key);
  if (joined) return joined as Promise<T>;
  const answered = () => {
    if (openKeys.get(request) === key) openKeys.delete(request);
  };
  const sent = send(key).then(
    (result) => {
      answered();
      return result;
    },
    (error: unknown) => {
      if (!keepKey(error)) answered();
      throw error;
    },
  );
  const settled = sent.finally(() => running.delete(key));
  running.set(key, settled);
  return settled;
}

/** What names an upload: its fields, and its files by name, size and date. */
export function describeForm(form: FormData): string {
  return JSON.stringify(
    [...form.entries()].map(([name, value]) =>
      typeof value === 'string' ? [name, value] : [name, value.name, value.size, value.lastModified],
    ),
  );
}
