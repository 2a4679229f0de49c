import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { licenses } from './businesses';

/**
 * The reminder sweep's bookmarks (decisions 020 and 030, migration 0023): for each licence that
 * may still have a reminder to create for its current expiry date, the moment from which it may.
 * A licence with none (no expiry date, reminders off, "I'm on it", past its last threshold) has
 * no row. Written by triggers on licences, businesses and users whenever what decides a licence's
 * reminders changes; moved on (or removed) by the sweep.
 *
 * Deliberately narrow and without an index on the moment: moving a bookmark then rewrites a
 * 50-byte row in place (a HOT update, room kept by the fill factor set in the migration) instead
 * of a licence row and its indexes; the sweep reads the whole narrow table once instead.
 */
export const licenseReminderBookmarks = pgTable('license_reminder_bookmarks', {
  licenseId: uuid('license_id')
    .primaryKey()
    .references(() => licenses.id, { onDelete: 'cascade' }),
  nextReminderAt: timestamp('next_reminder_at', { withTimezone: true }).notNull(),
});
