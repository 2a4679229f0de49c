import { ACCENTED, type LicenseLevel, type RenewalRule, UNACCENTED } from '@lt/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { licenseTemplates } from './catalog';
import { users } from './users';
import { workspaces } from './workspaces';

export const businesses = pgTable(
  'businesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The business's creator: reminders go to them (decision 014). */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who may see and change it: the members of this workspace, by role (decision 014). */
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    businessType: text('business_type').notNull(),
    /** What it does (core's ACTIVITIES key; the type follows from it); null: not said (issue 27). */
    activity: text('activity'),
    /** Its yes/no answers to the activity questions (`{"has_employees": true}`), for suggestions. */
    answers: jsonb('answers').$type<Record<string, boolean>>().notNull().default(sql`'{}'::jsonb`),
    address: text('address'),
    city: text('city').notNull(),
    province: text('province').notNull(),
    postalCode: text('postal_code'),
    /** IANA zone the business's "today" is counted in (province default, city override). */
    timeZone: text('time_zone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('businesses_owner_idx').on(t.ownerId),
    index('businesses_workspace_idx').on(t.workspaceId),
    // The admin list's order (newest first, the index read backwards): a page is read, not sorted.
    index('businesses_created_idx').on(t.createdAt, t.id),
  ],
);

export const licenses = pgTable(
  'licenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id').references(() => licenseTemplates.id, { onDelete: 'set null' }),
    licenseName: text('license_name').notNull(),
    /**
     * The name as the licence list sorts it (core's ACCENTED/UNACCENTED fold, lowercased), kept by
     * the database (decision 029): sorting 5,000 licences by an expression folded row by row was
     * most of the first page's time. Must stay equal to `folded(licenseName)` (list-page.ts; tested).
     */
    licenseNameKey: text('license_name_key')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(translate(license_name, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${UNACCENTED}'`)}))`,
      ),
    /** The French name kept from the licence's template; null: `license_name` in both languages. */
    licenseNameFr: text('license_name_fr'),
    licenseType: text('license_type'),
    level: text('level').$type<LicenseLevel>().notNull(),
    /** The current period's dates and number; earlier periods are in `license_periods`. */
    issuedDate: date('issued_date', { mode: 'string' }).notNull(),
    /** Null exactly when the renewal rule is `none` (decision 013). */
    expiryDate: date('expiry_date', { mode: 'string' }),
    renewalRule: jsonb('renewal_rule').$type<RenewalRule>().notNull(),
    /** Rolled forward from an old issue date; cleared when the user confirms or edits the date. */
    expiryEstimated: boolean('expiry_estimated').notNull().default(false),
    licenseNumber: text('license_number'),
    authority: text('authority'),
    /** The authority in French, kept from the template; null: `authority` in both languages. */
    authorityFr: text('authority_fr'),
    sourceUrl: text('source_url'),
    /** Lead times in days before expiry, longest first (1 to 5 of 1 to 365). */
    reminderDays: smallint('reminder_days').array().notNull().default(sql`'{30,14,7}'::smallint[]`),
    reminderEnabled: boolean('reminder_enabled').notNull().default(true),
    /** "I'm on it" for the current period: its remaining reminders stop. Cleared by a new period. */
    remindersAcknowledgedAt: timestamp('reminders_acknowledged_at', { withTimezone: true }),
    notes: text('notes'),
    isManuallyChanged: boolean('is_manually_changed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A business's licences in the licence list's default order, expiry then name key then id
    // (decisions 029, 036): the joins, the dashboard's status ranges, and the first page of
    // 5,000 licences picked from the index alone.
    index('licenses_business_order_idx').on(t.businessId, t.expiryDate, t.licenseNameKey, t.id),
    // A business's licences per level, in the lists' order (decisions 036, 039): the dashboard's
    // counts read this index only, and each per-level list is the first few entries of a range of it.
    index('licenses_business_level_idx').on(t.businessId, t.level, t.expiryDate, t.licenseNameKey, t.id),
    index('licenses_expiry_idx').on(t.expiryDate),
    check('licenses_expiry_after_issue', sql`${t.expiryDate} >= ${t.issuedDate}`),
    check(
      'licenses_expiry_matches_rule',
      sql`(${t.renewalRule}->>'kind' = 'none') = (${t.expiryDate} is null)`,
    ),
  ],
);

/**
 * Every period of a licence, the current one included (`is_current`, one per licence): created with
 * the licence, and one more at each renewal. The licence row repeats the current period's dates.
 */
export const licensePeriods = pgTable(
  'license_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    licenseId: uuid('license_id')
      .notNull()
      .references(() => licenses.id, { onDelete: 'cascade' }),
    issuedDate: date('issued_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    licenseNumber: text('license_number'),
    isCurrent: boolean('is_current').notNull().default(true),
    /** Set when a renewal started this period; null for the period the licence was created with. */
    renewedAt: timestamp('renewed_at', { withTimezone: true }),
    renewedBy: uuid('renewed_by').references(() => users.id, { onDelete: 'set null' }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('license_periods_license_idx').on(t.licenseId, t.createdAt),
    uniqueIndex('license_periods_current_key').on(t.licenseId).where(sql`${t.isCurrent}`),
  ],
);
