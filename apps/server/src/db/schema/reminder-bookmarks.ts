import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { licenses } from './businesses';

/**
 * The reminder sweep's bookmarks (decisions 020 and 030, migration 0023): one row for every
 * licence, for its whole life (decision 035, migration 0026), holding the moment from which it may
 * have a reminder to create for its current expiry date, or null when it has none left (no expiry
 * date, reminders off, "I'm on it", past its last threshold). Written by triggers on licences,
 * businesses and users whenever what decides a licence's reminders changes; moved on (or set to
 * null) by the sweep. Only deleting the licence deletes the row, and with it the licence's
 * deliveries: their licence foreign key points here, at the row the sweep has just rewritten, so
 * its lock does not dirty the wide licence row's page (decision 035).
 *
 * Deliberately narrow and without an index on the moment: moving a bookmark then rewrites a
 * 50-byte row in place (a HOT update, room kept by the fill factor set in the migration) instead
 * of a licence row and its indexes; the sweep reads the whole narrow table once instead.
 */
export const licenseReminderBookmarks = pgTable('license_reminder_bookmarks', {
  licenseId: uuid('license_id')
    .primaryKey()
    .references(() => licenses.id, { onDelete: 'cascade' }),
  /** Null: no reminder left to create for the licence's current expiry date. */
  nextReminderAt: timestamp('next_reminder_at', { withTimezone: true }),
});
