import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A licence template's source page as the weekly watch last saw it (decision 043): one row per
 * distinct `license_templates.source_url`, however many templates share it. The validators that
 * make the next fetch conditional, the hash of the page's main text and that text (capped) for the
 * "before" of the next change, and the last failure (null once a fetch succeeds again).
 */
export const watchedSources = pgTable('watched_sources', {
  url: text('url').primaryKey(),
  etag: text('etag'),
  lastModified: text('last_modified'),
  /** SHA-256 of the whole main text, hex; null until a fetch first succeeds. */
  textHash: text('text_hash'),
  mainText: text('main_text'),
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  changedAt: timestamp('changed_at', { withTimezone: true }),
  /** timeout | refused | http | network | too_large (SOURCE_FAILURE_KINDS in core). */
  failureKind: text('failure_kind'),
  /** The operator's one line: "HTTP 404", "no answer within 10000 ms", the guard's refusal. */
  failureReason: text('failure_reason'),
  /** The first of the failed checks in a row. */
  failedSince: timestamp('failed_since', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A change of a source's main text not yet reviewed, or reviewed. A URL has at most one open
 * change: a page that changes again before review moves its `after_text` on and keeps the text
 * last reviewed as `before_text`.
 */
export const sourceChanges = pgTable(
  'source_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url')
      .notNull()
      .references(() => watchedSources.url, { onDelete: 'cascade' }),
    beforeText: text('before_text').notNull(),
    afterText: text('after_text').notNull(),
    /** The last time the text was seen to change (the list's order). */
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('source_changes_open_url_idx').on(t.url).where(sql`${t.reviewedAt} is null`),
    index('source_changes_open_order_idx').on(t.detectedAt, t.id).where(sql`${t.reviewedAt} is null`),
  ],
);

/**
 * One pass over every source, by the weekly job or a super admin. An unfinished row younger than
 * the run's time limit means a pass is going: another does not start (several workers, or the
 * admin's "Check sources now" beside the schedule).
 */
export const sourceCheckRuns = pgTable(
  'source_check_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** schedule | admin */
    trigger: text('trigger').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    checked: integer('checked').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    failed: integer('failed').notNull().default(0),
  },
  (t) => [index('source_check_runs_started_idx').on(t.startedAt)],
);
