import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Licence templates: what a business of a type in a place must hold, and how long it lasts.
 * `business_type` 'All' applies to every type. `catalog_key` ties a row to the shipped catalogue so
 * seeding is idempotent; `edited_by_admin` keeps seeding from overwriting an administrator's change.
 */
export const licenseTemplates = pgTable(
  'license_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    catalogKey: text('catalog_key').unique(),
    name: text('name').notNull(),
    level: text('level').notNull(),
    businessType: text('business_type').notNull(),
    province: text('province'),
    city: text('city'),
    defaultValidityMonths: integer('default_validity_months').notNull(),
    renewalRule: jsonb('renewal_rule').notNull(),
    description: text('description'),
    issuingAuthority: text('issuing_authority'),
    sourceUrl: text('source_url'),
    editedByAdmin: boolean('edited_by_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('license_templates_validity_min', sql`${t.defaultValidityMonths} >= 1`),
    index('license_templates_place_idx').on(t.level, t.province, t.city),
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
