import { type LicenseTemplate as CatalogTemplate, licenseTemplates } from '@lt/catalog';
import { ALL_BUSINESS_TYPES, BUSINESS_TYPES, describeRenewalRule, type RenewalRule } from '@lt/core';
import type { Db } from '../../db/client';
import { retiredCatalogKeys } from '../../db/schema';
import { type TemplateValues, upsertCatalog } from './repository';

/** The sentence a business owner reads under the template's name in onboarding. */
export function describeTemplate(authority: string | null, rule: RenewalRule): string {
  const renewal = `${describeRenewalRule(rule)}.`;
  return authority ? `Issued by ${authority}. ${renewal}` : renewal;
}

/** One row per business type, or one row for 'All' when the template applies to every type. */
export function catalogRows(templates: readonly CatalogTemplate[]): TemplateValues[] {
  return templates.flatMap((t) => {
    const everyType = BUSINESS_TYPES.every((type) => t.business_types.includes(type));
    const types = everyType ? [ALL_BUSINESS_TYPES] : t.business_types;
    return types.map((businessType) => ({
      catalogKey: everyType ? t.key : `${t.key}#${businessType.toLowerCase()}`,
      name: t.name,
      level: t.level,
      businessType,
      province: t.province,
      city: t.city,
      defaultValidityMonths: t.default_validity_months,
      renewalRule: t.renewal,
      description: describeTemplate(t.issuing_authority, t.renewal),
      issuingAuthority: t.issuing_authority,
      sourceUrl: t.source_url,
    }));
  });
}

/** Idempotent: run at every start; never overwrites a template an administrator edited. */
export async function seedCatalog(db: Db): Promise<number> {
  const retired = new Set((await db.select().from(retiredCatalogKeys)).map((r) => r.catalogKey));
  const rows = catalogRows(licenseTemplates()).filter((row) => !retired.has(row.catalogKey!));
  await upsertCatalog(db, rows);
  return rows.length;
}
