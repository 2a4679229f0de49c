import type { ReminderStatus } from '@lt/core';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { licenseReminderBookmarks } from './reminder-bookmarks';
import { users } from './users';

/**
 * One message to send (decision 013). A `reminder` is (licence, expiry date, threshold, channel),
 * unique, so a delivery is claimed in the database before anything is sent and never exists twice; a
 * new expiry date (a renewal) is a new key and the old period's rows stay as its history. A `digest`
 * is (user, local Monday, channel), unique the same way. A deleted licence takes its deliveries with it:
 * the licence foreign key points at the licence's bookmark row, which exists as long as the licence
 * and goes with it (decision 035), so the sweep's key lock falls on a narrow row it has just written.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** reminder | digest | renewal (a channel's notice that a licence was renewed, decision 026) */
    kind: text('kind').notNull().default('reminder'),
    licenseId: uuid('license_id').references(() => licenseReminderBookmarks.licenseId, {
      onDelete: 'cascade',
    }),
    /** The user the message goes to; null when it goes to an outside contact or a channel (`target_key`). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    /** Days before the expiry date: a lead time, 0 on the day, −7, −14, … after it (0 for a digest). */
    thresholdDays: smallint('threshold_days').notNull(),
    /** A digest's week: the local Monday it is for. */
    digestWeek: date('digest_week', { mode: 'string' }),
    /** email | sms | slack | teams | webhook */
    channel: text('channel').notNull(),
    /**
     * Who besides `user_id` the message is for (decision 022): '' for the user in `user_id` (the
     * business's creator, as before), `recipient:<id>` for a business's reminder recipient,
     * `channel:<id>` for a workspace's Slack, Teams or webhook channel. Part of the unique key, so
     * each recipient gets each reminder once.
     */
    targetKey: text('target_key').notNull().default(''),
    /** pending | sending | sent | failed | skipped | cancelled (REMINDER_STATUSES in @lt/core). */
    status: text('status').$type<ReminderStatus>().notNull().default('pending'),
    /** 09:00 in the business's time zone, `threshold_days` before the expiry date (a digest: Monday 09:00). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /**
     * When the delivery may next be claimed: its (re)try time while pending, the end of the
     * worker's lease while sending. A worker that dies mid-send loses its lease, not the delivery.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    /** Changes at every claim: only the holder of the current claim may record the outcome. */
    claimToken: uuid('claim_token'),
    claimedBy: text('claimed_by'),
    recipient: text('recipient'),
    providerId: text('provider_id'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminder_deliveries_key').on(
      t.licenseId,
      t.expiryDate,
      t.thresholdDays,
      t.channel,
      t.targetKey,
    ),
    uniqueIndex('reminder_deliveries_digest_key')
      .on(t.userId, t.digestWeek, t.channel)
      .where(sql`${t.kind} = 'digest'`),
    index('reminder_deliveries_claimable_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sending')`),
    // The admin list's order within a status, newest change first with the id as tie-break; the
    // unfiltered list merges one range per status (decisions 027 and 033).
    index('reminder_deliveries_status_updated_idx').on(t.status, t.updatedAt, t.id),
    check('reminder_deliveries_channel', sql`${t.channel} in ('email', 'sms', 'slack', 'teams', 'webhook')`),
    check('reminder_deliveries_addressee', sql`${t.userId} is not null or ${t.targetKey} <> ''`),
    check(
      'reminder_deliveries_status',
      sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'skipped', 'cancelled')`,
    ),
    check(
      'reminder_deliveries_kind',
      sql`(${t.kind} in ('reminder', 'renewal') and ${t.licenseId} is not null and ${t.expiryDate} is not null)
        or (${t.kind} = 'digest' and ${t.digestWeek} is not null)`,
    ),
  ],
);

/** Every attempt at a delivery and how it ended (the history shown to the owner). */
export const reminderAttempts = pgTable(
  'reminder_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => reminderDeliveries.id, { onDelete: 'cascade' }),
    attempt: smallint('attempt').notNull(),
    /** sent | retry | failed | skipped | cancelled */
    outcome: text('outcome').notNull(),
    providerId: text('provider_id'),
    error: text('error'),
    worker: text('worker'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('reminder_attempts_delivery_idx').on(t.deliveryId, t.attempt)],
);

/**
 * E-mail kept in the database when no SMTP_URL is configured, so nothing is lost and a
 * self-hoster can read what would have been sent.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id').references(() => reminderDeliveries.id, { onDelete: 'set null' }),
    from: text('from').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    headers: jsonb('headers').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt)],
);
