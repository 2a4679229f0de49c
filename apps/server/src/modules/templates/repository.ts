import { and, eq, inArray, or, sql } from 'drizzle-orm';
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
          level: sql`excluded.level`,
          businessType: sql`excluded.business_type`,
          province: sql`excluded.province`,
          city: sql`excluded.city`,
          defaultValidityMonths: sql`excluded.default_validity_months`,
          renewalRule: sql`excluded.renewal_rule`,
          description: sql`excluded.description`,
          issuingAuthority: sql`excluded.issuing_authority`,
          sourceUrl: sql`excluded.source_url`,
          updatedAt: sql`now()`,
        },
        // Only rows nobody edited, and only when the catalogue changed them: a reseed at every
        // start writes nothing.
        setWhere: and(
          eq(licenseTemplates.editedByAdmin, false),
          sql`(${licenseTemplates.name}, ${licenseTemplates.level}, ${licenseTemplates.businessType},
               ${licenseTemplates.province}, ${licenseTemplates.city}, ${licenseTemplates.defaultValidityMonths},
               ${licenseTemplates.renewalRule}, ${licenseTemplates.description}, ${licenseTemplates.issuingAuthority},
               ${licenseTemplates.sourceUrl})
              is distinct from
              (excluded.name, excluded.level, excluded.business_type, excluded.province, excluded.city,
               excluded.default_validity_months, excluded.renewal_rule, excluded.description,
               excluded.issuing_authority, excluded.source_url)`,
        ),
      });
  }
}
