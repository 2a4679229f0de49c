// Licences made from a catalogue template with a French name (issue 27), for the tests of the
// places that read a licence's name: reminders, channels, the calendar feed, exports.
import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { licenses, licenseTemplates } from '../../src/db/schema';

export interface CatalogueNames {
  id: string;
  name: string;
  nameFr: string;
  authority: string | null;
  authorityFr: string | null;
}

/** A catalogue template whose French name differs from its English one (the shortest: SMS room). */
export async function frenchNamedTemplate(db: Db): Promise<CatalogueNames> {
  const [row] = await db
    .select({
      id: licenseTemplates.id,
      name: licenseTemplates.name,
      nameFr: licenseTemplates.nameFr,
      authority: licenseTemplates.issuingAuthority,
      authorityFr: licenseTemplates.issuingAuthorityFr,
    })
    .from(licenseTemplates)
    .where(and(isNotNull(licenseTemplates.nameFr), ne(licenseTemplates.nameFr, licenseTemplates.name)))
    .orderBy(sql`length(${licenseTemplates.nameFr})`, asc(licenseTemplates.name))
    .limit(1);
  expect(row, 'the catalogue has a template with a French name').toBeDefined();
  return { ...row!, nameFr: row!.nameFr! };
}

/** The licence as onboarding makes it from the template: its names kept in both languages. */
export async function madeFrom(db: Db, licenseId: string, template: CatalogueNames) {
  await db
    .update(licenses)
    .set({
      templateId: template.id,
      licenseName: template.name,
      licenseNameFr: template.nameFr,
      authority: template.authority,
      authorityFr: template.authorityFr,
    })
    .where(eq(licenses.id, licenseId));
}
