import { createHash } from 'node:crypto';
import { type LicenseTemplate as CatalogTemplate, licenseTemplates } from '@lt/catalog';
import { describeRenewalRule, describeRenewalRuleFr, type RenewalRule } from '@lt/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { retiredCatalogKeys, serverSecrets } from '../../db/schema';
import { removeDroppedCatalogRows, type TemplateValues, upsertCatalog } from './repository';

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
    activities: t.activities === null ? null : [...t.activities],
    province: t.province,
    city: t.city,
    defaultValidityMonths: t.default_validity_months,
    renewalRule: t.renewal,
    description: describeTemplate(t.issuing_authority, t.renewal),
    descriptionFr: describeTemplateFr(t.issuing_authority_fr, t.renewal),
    issuingAuthority: t.issuing_authority,
    issuingAuthorityFr: t.issuing_authority_fr,
    sourceUrl: t.source_url,
    conditions: [...t.conditions],
    sourceCheckedOn: t.source_checked_on,
    confidence: t.confidence,
    sourceKind: t.source_kind,
    fee: t.fee,
    feeFr: t.fee_fr,
    latePenalty: t.late_penalty,
    latePenaltyFr: t.late_penalty_fr,
    howToRenew: t.how_to_renew,
    howToRenewFr: t.how_to_renew_fr,
    renewalUrl: t.renewal_url,
  }));
}

/**
 * Idempotent; never overwrites a template an administrator edited. A catalogue row the shipped
 * catalogue dropped goes too, unless an administrator edited it.
 */
export async function seedCatalog(db: Db, rows = catalogRows(licenseTemplates())): Promise<number> {
  const retired = new Set((await db.select().from(retiredCatalogKeys)).map((r) => r.catalogKey));
  const kept = rows.filter((row) => !retired.has(row.catalogKey!));
  await upsertCatalog(db, kept);
  await removeDroppedCatalogRows(
    db,
    rows.map((row) => row.catalogKey!),
  );
  return kept.length;
}

/** Where the fingerprint of the catalogue seeded last is kept (a row of `server_secrets`). */
export const SEEDED_CATALOGUE = 'seeded_catalogue';

/**
 * What every start runs: seeds the catalogue unless this very catalogue (its rows as seeding
 * writes them, hashed) was the last one seeded. Seeding an unchanged catalogue writes nothing,
 * but building and comparing its 184 rows was a tenth of a PGlite restart (decision 037).
 * Returns whether it seeded.
 */
export async function seedCatalogIfChanged(db: Db): Promise<boolean> {
  const rows = catalogRows(licenseTemplates());
  const fingerprint = createHash('sha256').update(JSON.stringify(rows)).digest('base64url');
  const [seeded] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SEEDED_CATALOGUE));
  if (seeded?.value === fingerprint) return false;
  await seedCatalog(db, rows);
  await db
    .insert(serverSecrets)
    .values({ name: SEEDED_CATALOGUE, value: fingerprint })
    .onConflictDoUpdate({ target: serverSecrets.name, set: { value: fingerprint } });
  return true;
}
