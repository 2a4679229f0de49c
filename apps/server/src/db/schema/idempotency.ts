import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The first answer to each create a caller sent with an `Idempotency-Key` (decision 045, issue 30):
 * a repeat with the same key and the same request gets this answer again instead of a second record.
 * Keyed by the caller, so two people's keys never meet. A row with no `status_code` is a request
 * still running. Rows count for 24 hours from `created_at` and are deleted now and then after that
 * (http/idempotency.ts); deleting the user deletes them.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 (hex) of the method, the URL and the canonical body: what "the same request" means. */
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request runs. */
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
