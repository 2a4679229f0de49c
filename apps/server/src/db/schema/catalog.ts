import type { LicenseLevel } from '@lt/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Licence templates: what a business of these types in a place must hold, and how long it lasts.
 * One row per licence (decision 015): `activities` lists what a business must do for it to apply
 * (null: every business), `conditions` the answers it needs (decision 041); `business_types` is
 * derived from the activities, for the admin list's filter. `catalog_key` ties a row to the
 * shipped catalogue so seeding is idempotent; `edited_by_admin` keeps seeding from overwriting an
 * administrator's change.
 */
export const licenseTemplates = pgTable(
  'license_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    catalogKey: text('catalog_key').unique(),
    name: text('name').notNull(),
    nameFr: text('name_fr'),
    level: text('level').$type<LicenseLevel>().notNull(),
    businessTypes: text('business_types').array().notNull(),
    province: text('province'),
    city: text('city'),
    defaultValidityMonths: integer('default_validity_months').notNull(),
    renewalRule: jsonb('renewal_rule').notNull(),
    description: text('description'),
    descriptionFr: text('description_fr'),
    issuingAuthority: text('issuing_authority'),
    issuingAuthorityFr: text('issuing_authority_fr'),
    sourceUrl: text('source_url'),
    /** The activities it applies to (core's ACTIVITIES keys); null: every business (decision 041). */
    activities: text('activities').array(),
    /** `[{key, when}]`: applies only when every question `key` is answered `when`. */
    conditions: jsonb('conditions')
      .$type<{ key: string; when: boolean }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sourceCheckedOn: date('source_checked_on', { mode: 'string' }),
    confidence: text('confidence'),
    /** official (government, regulator) or third-party (then low confidence); null: not known. */
    sourceKind: text('source_kind').$type<'official' | 'third-party'>(),
    // What an owner needs on the day a reminder arrives (issue 28, decision 044), each in English
    // and French; null where the source does not state it.
    fee: text('fee'),
    feeFr: text('fee_fr'),
    latePenalty: text('late_penalty'),
    latePenaltyFr: text('late_penalty_fr'),
    howToRenew: text('how_to_renew'),
    howToRenewFr: text('how_to_renew_fr'),
    /** The page where it is renewed, when it is not `source_url`. */
    renewalUrl: text('renewal_url'),
    editedByAdmin: boolean('edited_by_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('license_templates_validity_min', sql`${t.defaultValidityMonths} >= 1`),
    check('license_templates_types_not_empty', sql`cardinality(${t.businessTypes}) >= 1`),
    index('license_templates_place_idx').on(t.level, t.province, t.city),
    // The admin list's sorts (templates-repository.ts `ordering`), so a page is an index range
    // however many templates there are (decision 027).
    index('license_templates_admin_order_idx').on(
      sql`(case ${t.level} when 'federal' then 0 when 'provincial' then 1 else 2 end)`,
      sql`${t.province} asc nulls first`,
      sql`${t.city} asc nulls first`,
      t.name,
      t.id,
    ),
    index('license_templates_name_idx').on(t.name, t.id),
    index('license_templates_updated_idx').on(t.updatedAt, t.id),
  ],
);

/**
 * Catalogue templates an administrator deleted. Seeding runs at every start and would otherwise
 * bring them back.
 */
export const retiredCatalogKeys = pgTable('retired_catalog_keys', {
  catalogKey: text('catalog_key').primaryKey(),
  retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
});
