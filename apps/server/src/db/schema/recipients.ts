import type { Language } from '@lt/core';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { users } from './users';

/**
 * Who besides the business's creator hears of its licences' expiries (issue 14 item 4, decision
 * 023): a workspace member who opted in (`user_id`), or an outside contact such as the client or
 * the location manager (name, e-mail and/or phone, language). The sweep makes one delivery per
 * recipient and channel with `target_key = 'recipient:<id>'` (decision 022).
 */
export const businessRecipients = pgTable(
  'business_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** A member of the business's workspace; null for an outside contact. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** An outside contact's name, e-mail (lower case) and phone (E.164); null for a member. */
    name: text('name'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    /** The language an outside contact reads (a member reads their own profile's). */
    language: text('language').$type<Language>().notNull().default('en'),
    /** email | sms */
    channels: text('channels').array().notNull().default(sql`'{email}'::text[]`),
    /**
     * An outside contact confirmed by the link we e-mailed them (issue 16: nothing we send can be
     * turned into spam); no reminder goes to them before. Cleared when the e-mail changes.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Confirmation e-mails sent to the current address (capped). */
    confirmationsSent: smallint('confirmations_sent').notNull().default(0),
    /** Their own unsubscribe link was used: nothing more goes to them for this business. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('business_recipients_business_idx').on(t.businessId, t.createdAt),
    uniqueIndex('business_recipients_member_key')
      .on(t.businessId, t.userId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('business_recipients_email_key').on(t.businessId, t.email).where(sql`${t.email} is not null`),
    check(
      'business_recipients_kind',
      sql`(${t.userId} is not null and ${t.name} is null and ${t.email} is null and ${t.phoneNumber} is null)
        or (${t.userId} is null and ${t.name} is not null and (${t.email} is not null or ${t.phoneNumber} is not null))`,
    ),
    check('business_recipients_channels', sql`${t.channels} <@ '{email,sms}'::text[]`),
    check('business_recipients_language', sql`${t.language} in ('en', 'fr')`),
  ],
);
