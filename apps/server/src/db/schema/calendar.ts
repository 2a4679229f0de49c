import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Each user's private calendar feed once rotated (issue 18, decision 017). The token is the user id
 * and an HMAC of the user and generation under a server secret, so the profile can show the address
 * again; only its SHA-256 is stored, and rotating bumps the generation, so the old address answers
 * 404 at once. No row: generation 1.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  generation: integer('generation').notNull().default(1),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }),
});
