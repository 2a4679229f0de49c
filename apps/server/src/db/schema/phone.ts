import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The SMS code a user was sent to prove their phone number (issue 16: SMS reminders go only to a
 * verified number). One pending code per user; only its HMAC is kept, so a database reader cannot
 * type it in.
 */
export const phoneVerifications = pgTable('phone_verifications', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** E.164: the number the code was sent to (a profile changed since then does not match). */
  phoneNumber: text('phone_number').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Wrong codes typed so far; at the limit the code is void. */
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Numbers that answered STOP (or ARRET) to our Twilio number: no SMS goes to them until START. */
export const smsOptOuts = pgTable('sms_opt_outs', {
  /** E.164, as Twilio sends it in `From`. */
  phoneNumber: text('phone_number').primaryKey(),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What was sent on behalf of each account per UTC day and channel, and what the daily cap refused
 * (issue 16: nothing we send can be turned into a spam relay). Read by the admin panel.
 */
export const dailySends = pgTable(
  'daily_sends',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    channel: text('channel').notNull(),
    sent: integer('sent').notNull().default(0),
    refused: integer('refused').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day, t.channel] }),
    check('daily_sends_channel', sql`${t.channel} in ('email', 'sms')`),
  ],
);
