import { and, eq, inArray, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { licenseTemplates } from '../../db/schema';

export type TemplateRow = typeof licenseTemplates.$inferSelect;
export type TemplateValues = typeof licenseTemplates.$inferInsert;

/** Every template that could apply in a province: federal ones and that province's. */
export function listForProvince(db: Db, province: string): Promise<TemplateRow[]> {
  return db
    .select()
    .from(licenseTemplates)
    .where(or(eq(licenseTemplates.level, 'federal'), eq(licenseTemplates.province, province)))
    .orderBy(licenseTemplates.level, licenseTemplates.name);
}

export function findByIds(db: Db, ids: string[]): Promise<TemplateRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(licenseTemplates).where(inArray(licenseTemplates.id, ids));
}

export function findById(db: Db, id: string): Promise<TemplateRow | undefined> {
  return db
    .select()
    .from(licenseTemplates)
    .where(eq(licenseTemplates.id, id))
    .then((rows) => rows[0]);
}

/** The columns the catalogue owns (seeding refreshes them on rows nobody edited). */
const SEEDED = [
  'name',
  'name_fr',
  'level',
  'business_types',
  'province',
  'city',
  'default_validity_months',
  'renewal_rule',
  'description',
  'description_fr',
  'issuing_authority',
  'issuing_authority_fr',
  'source_url',
  'activities',
  'conditions',
  'source_checked_on',
  'confidence',
  'source_kind',
  'fee',
  'fee_fr',
  'late_penalty',
  'late_penalty_fr',
  'how_to_renew',
  'how_to_renew_fr',
  'renewal_url',
] as const;

/**
 * Inserts catalogue rows, refreshing those an administrator has not edited.
 * One statement per chunk, so seeding at every start stays cheap.
 */
export async function upsertCatalog(db: Db, rows: TemplateValues[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insert(licenseTemplates)
      .values(rows.slice(i, i + 200))
      .onConflictDoUpdate({
        target: licenseTemplates.catalogKey,
        set: {
          name: sql`excluded.name`,
          nameFr: sql`excluded.name_fr`,
          level: sql`excluded.level`,
          businessTypes: sql`excluded.business_types`,
          province: sql`excluded.province`,
          city: sql`excluded.city`,
          defaultValidityMonths: sql`excluded.default_validity_months`,
          renewalRule: sql`excluded.renewal_rule`,
          description: sql`excluded.description`,
          descriptionFr: sql`excluded.description_fr`,
          issuingAuthority: sql`excluded.issuing_authority`,
          issuingAuthorityFr: sql`excluded.issuing_authority_fr`,
          sourceUrl: sql`excluded.source_url`,
          activities: sql`excluded.activities`,
          conditions: sql`excluded.conditions`,
          sourceCheckedOn: sql`excluded.source_checked_on`,
          confidence: sql`excluded.confidence`,
          sourceKind: sql`excluded.source_kind`,
          fee: sql`excluded.fee`,
          feeFr: sql`excluded.fee_fr`,
          latePenalty: sql`excluded.late_penalty`,
          latePenaltyFr: sql`excluded.late_penalty_fr`,
          howToRenew: sql`excluded.how_to_renew`,
          howToRenewFr: sql`excluded.how_to_renew_fr`,
          renewalUrl: sql`excluded.renewal_url`,
          updatedAt: sql`now()`,
        },
        // Only rows nobody edited, and only when the catalogue changed them: a reseed at every
        // start writes nothing.
        setWhere: and(
          eq(licenseTemplates.editedByAdmin, false),
          sql`(${sql.join(
            SEEDED.map((c) => sql`${sql.identifier('license_templates')}.${sql.identifier(c)}`),
            sql`, `,
          )})
              is distinct from
              (${sql.join(
                SEEDED.map((c) => sql`excluded.${sql.identifier(c)}`),
                sql`, `,
              )})`,
        ),
      });
  }
}

/**
 * Removes the catalogue rows the shipped catalogue no longer has (a licence merged into another, or
 * found not to exist), unless an administrator edited them. Licences made from one keep their own
 * facts; their template link is cleared by the foreign key.
 */
export async function removeDroppedCatalogRows(db: Db, keptKeys: string[]): Promise<number> {
  const removed = await db
    .delete(licenseTemplates)
    .where(
      and(
        isNotNull(licenseTemplates.catalogKey),
        eq(licenseTemplates.editedByAdmin, false),
        notInArray(licenseTemplates.catalogKey, keptKeys),
      ),
    )
    .returning({ id: licenseTemplates.id });
  return removed.length;
}
