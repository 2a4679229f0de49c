import {
  applicableTemplates,
  type LicenseTemplate,
  type OnboardingTemplates,
  RenewalRuleSchema,
  type TemplateLike,
  type TemplateQuery,
} from '@lt/core';
import type { Db } from '../../db/client';
import * as repo from './repository';

export type { TemplateRow, TemplateValues } from './repository';

export function toTemplate(row: repo.TemplateRow): LicenseTemplate {
  return {
    id: row.id,
    name: row.name,
    level: row.level as LicenseTemplate['level'],
    business_type: row.businessType,
    province: row.province,
    city: row.city,
    default_validity_months: row.defaultValidityMonths,
    renewal_rule: RenewalRuleSchema.parse(row.renewalRule),
    description: row.description,
    issuing_authority: row.issuingAuthority,
    source_url: row.sourceUrl,
  };
}

/** The shape the domain's template choice reads. */
export function asTemplateLike(row: repo.TemplateRow): TemplateLike & { row: repo.TemplateRow } {
  return {
    row,
    level: row.level,
    name: row.name,
    province: row.province,
    city: row.city,
    business_type: row.businessType,
    default_validity_months: row.defaultValidityMonths,
    renewal: RenewalRuleSchema.parse(row.renewalRule),
  };
}

/** Templates that apply to a business of this type in this place, most specific first. */
export async function applicableFor(db: Db, query: TemplateQuery): Promise<repo.TemplateRow[]> {
  const candidates = (await repo.listForProvince(db, query.province)).map(asTemplateLike);
  return applicableTemplates(candidates, query).map((t) => t.row);
}

/** Onboarding step 4: what a business of this type in this place must hold, by level. */
export async function templatesByLevelFor(db: Db, query: TemplateQuery): Promise<OnboardingTemplates> {
  const rows = await applicableFor(db, { ...query, level: null, name: null });
  const byLevel: OnboardingTemplates = { federal: [], provincial: [], municipal: [] };
  for (const row of rows) byLevel[row.level as keyof OnboardingTemplates].push(toTemplate(row));
  for (const list of Object.values(byLevel)) list.sort((a, b) => a.name.localeCompare(b.name));
  return byLevel;
}

export const findById = repo.findById;
export const findByIds = repo.findByIds;
