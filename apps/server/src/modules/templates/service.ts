import {
  type LicenseTemplate,
  type OnboardingTemplates,
  RenewalRuleSchema,
  type TemplateLike,
  type TemplateQuery,
  templatesByLevel,
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

/**
 * The rows template choice may pick from for a business in this province (federal ones and the
 * province's), in the shape core's `applicableTemplates` / `expiryFor` / `templatesByLevel` read.
 * The choice itself is core's: nothing here ranks or filters.
 */
export async function candidatesFor(db: Db, province: string): Promise<TemplateCandidate[]> {
  return (await repo.listForProvince(db, province)).map(asTemplateLike);
}

export type TemplateCandidate = ReturnType<typeof asTemplateLike>;

/** Onboarding step 4: what a business of this type in this place must hold, by level, by name. */
export async function templatesByLevelFor(
  db: Db,
  query: Pick<TemplateQuery, 'businessType' | 'province' | 'city'>,
): Promise<OnboardingTemplates> {
  const byLevel = templatesByLevel(await candidatesFor(db, query.province), query);
  const shown = (list: TemplateCandidate[]) =>
    list.map((t) => toTemplate(t.row)).sort((a, b) => a.name.localeCompare(b.name));
  return {
    federal: shown(byLevel.federal),
    provincial: shown(byLevel.provincial),
    municipal: shown(byLevel.municipal),
  };
}

export const findById = repo.findById;
export const findByIds = repo.findByIds;
