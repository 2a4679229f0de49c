// A write that names a row deleted while the request ran (issue 30, item 7). The services check that
// the parent exists and is the caller's, then insert; a deletion committed between the two makes the
// INSERT (or UPDATE) fail its foreign key. That is the caller's "not found", seen a moment late, not a
// fault of the server: it answers 404, and the transaction it ran in has rolled back whole.

/** SQLSTATE foreign_key_violation. */
const FOREIGN_KEY_VIOLATION = '23503';

export const DELETED_MEANWHILE_DETAIL = 'It was deleted in the meantime. Please reload the page.';

/**
 * True when `error`, or an error in its `cause` chain (drizzle wraps the driver's error in a
 * DrizzleQueryError), is a foreign-key violation of an INSERT or UPDATE: the row it points at is
 * gone. node-postgres and PGlite both carry the SQLSTATE as `code`, PostgreSQL's message and its
 * `detail` ("Key (…)=(…) is not present in table …"). A DELETE refused because rows still point at
 * the row ("… is still referenced from table …") is not this: it stays a 500, a bug to see.
 */
export function isDeletedMeanwhile(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code, message, detail } = e as { code?: unknown; message?: unknown; detail?: unknown };
    if (code !== FOREIGN_KEY_VIOLATION) continue;
    if (typeof detail === 'string') return /is not present in table/.test(detail);
    return typeof message === 'string' && /^insert or update on table/.test(message);
  }
  return false;
}
