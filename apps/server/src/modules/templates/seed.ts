import { type LicenseTemplate as CatalogTemplate, licenseTemplates } from '@lt/catalog';
import { describeRenewalRule, describeRenewalRuleFr, type RenewalRule } from '@lt/core';
import type { Db } from '../../db/client';
import { retiredCatalogKeys } from '../../db/schema';
import { type TemplateValues, upsertCatalog } from './repository';

/** The sentence a business owner reads under the template's name in onboarding. */
export function describeTemplate(authority: string | null, rule: RenewalRule): string {
  const renewal = `${describeRenewalRule(rule)}.`;
  return authority ? `Issued by ${authority}. ${renewal}` : renewal;
}

/** `describeTemplate` in French. */
export function describeTemplateFr(authority: string | null, rule: RenewalRule): string {
  const renewal = `${describeRenewalRuleFr(rule)}.`;
  return authority ? `Délivré par ${authority}. ${renewal}` : renewal;
}

/** One row per licence, with the set of business types it applies to (decision 015). */
export function catalogRows(templates: readonly CatalogTemplate[]): TemplateValues[] {
  return templates.map((t) => ({
    catalogKey: t.key,
    name: t.name,
    nameFr: t.name_fr,
    level: t.level,
    businessTypes: [...t.business_types],
    province: t.province,
    city: t.city,
    defaultValidityMonths: t.default_validity_months,
    renewalRule: t.renewal,
    description: describeTemplate(t.issuing_authority, t.renewal),
    descriptionFr: describeTemplateFr(t.issuing_authority, t.renewal),
    issuingAuthority: t.issuing_authority,
    sourceUrl: t.source_url,
    condition: t.condition,
    sourceCheckedOn: t.source_checked_on,
    confidence: t.confidence,
  }));
}

/** Idempotent: run at every start; never overwrites a template an administrator edited. */
export async function seedCatalog(db: Db): Promise<number> {
  const retired = new Set((await db.select().from(retiredCatalogKeys)).map((r) => r.catalogKey));
  const rows = catalogRows(licenseTemplates()).filter((row) => !retired.has(row.catalogKey!));
  await upsertCatalog(db, rows);
  return rows.length;
}
