import type { Language, NotificationChannel, ReminderDigest } from '@lt/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A person who signed in, keyed by (issuer, subject) of their identity provider. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    /**
     * True only when the identity provider vouched for `email` (built-in: the link was followed;
     * external: `email_verified: true`). Admin rights by e-mail and reminders need it.
     */
    emailVerified: boolean('email_verified').notNull().default(false),
    fullName: text('full_name'),
    phoneNumber: text('phone_number'),
    /**
     * The number (E.164) the user proved with an SMS code; SMS reminders go to `phone_number` only
     * while it normalises to this one, so changing the number needs a new code.
     */
    phoneVerifiedNumber: text('phone_verified_number'),
    address: text('address'),
    city: text('city'),
    province: text('province'),
    postalCode: text('postal_code'),
    isOnboarded: boolean('is_onboarded').notNull().default(false),
    notificationChannels: text('notification_channels')
      .$type<NotificationChannel>()
      .array()
      .notNull()
      .default(sql`ARRAY['email']::text[]`),
    /** `off` | `weekly` (REMINDER_DIGESTS in @lt/core): weekly replaces per-licence reminder e-mails. */
    reminderDigest: text('reminder_digest').$type<ReminderDigest>().notNull().default('off'),
    /** `en` | `fr` (LANGUAGES in @lt/core): the language of the app, errors, e-mails and SMS for this person. */
    language: text('language').$type<Language>().notNull().default('en'),
    /**
     * Sessions end when the person says so (issue 31, decision 046): a password reset or change,
     * a sign-out bump `token_generation` and set `sessions_revoked_at`; an access token issued
     * before (a lower `gen` claim, or an `iat` not after it) is refused on every copy at once, but
     * those of `sessions_kept_sid` (the browser that changed the password).
     */
    tokenGeneration: integer('token_generation').notNull().default(0),
    sessionsRevokedAt: timestamp('sessions_revoked_at', { withTimezone: true }),
    sessionsKeptSid: text('sessions_kept_sid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_issuer_subject_key').on(t.issuer, t.subject),
    // The admin list's order (newest first, the index read backwards): a page is read, not sorted.
    index('users_created_idx').on(t.createdAt, t.id),
    check('users_reminder_digest', sql`${t.reminderDigest} in ('off', 'weekly')`),
    check('users_language', sql`${t.language} in ('en', 'fr')`),
  ],
);

/**
 * Admins granted with `npm run admin -- grant <email>`; ADMIN_EMAILS adds to these at run time.
 * A grant made while a user had that e-mail is bound to that user (`user_id`, gone with the
 * account); an unbound grant applies only to a verified e-mail, like ADMIN_EMAILS (decision 009).
 */
export const adminGrants = pgTable('admin_grants', {
  email: text('email').primaryKey(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  isSuperAdmin: boolean('is_super_admin').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Identities whose account was deleted, kept for a day: an access token issued before the deletion
 * is still valid for a while, and must not bring the account back as an empty one.
 */
export const deletedIdentities = pgTable(
  'deleted_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] })],
);
