import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { licenseTemplates } from './catalog';
import { users } from './users';

export const businesses = pgTable(
  'businesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    businessType: text('business_type').notNull(),
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
    licenseType: text('license_type'),
    level: text('level').notNull(),
    issuedDate: date('issued_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    reminderEnabled: boolean('reminder_enabled').notNull().default(true),
    notes: text('notes'),
    isManuallyChanged: boolean('is_manually_changed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('licenses_business_idx').on(t.businessId),
    index('licenses_expiry_idx').on(t.expiryDate),
    check('licenses_expiry_after_issue', sql`${t.expiryDate} >= ${t.issuedDate}`),
  ],
);
