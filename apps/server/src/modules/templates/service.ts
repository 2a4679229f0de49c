import { municipalNote } from '@lt/catalog';
import {
  type BusinessProfile,
  CONFIDENCE_LEVELS,
  decidingQuestion,
  type LicenseTemplate,
  type OnboardingTemplate,
  type OnboardingTemplates,
  questionsFor,
  RenewalRuleSchema,
  type TemplateCondition,
  type TemplateLike,
  type TemplateRule,
  templateApplies,
  templatesForBusiness,
} from '@lt/core';
import type { Db } from '../../db/client';
import * as repo from './repository';

export type { TemplateRow, TemplateValues } from './repository';

const confidenceOf = (value: string | null): LicenseTemplate['confidence'] =>
  (CONFIDENCE_LEVELS as readonly string[]).includes(value ?? '')
    ? (value as LicenseTemplate['confidence'])
    : null;

export function toTemplate(row: repo.TemplateRow): LicenseTemplate {
  return {
    id: row.id,
    name: row.name,
    name_fr: row.nameFr,
    level: row.level,
    business_types: row.businessTypes,
    activities: row.activities ?? null,
    province: row.province,
    city: row.city,
    default_validity_months: row.defaultValidityMonths,
    renewal_rule: RenewalRuleSchema.parse(row.renewalRule),
    description: row.description,
    description_fr: row.descriptionFr,
    issuing_authority: row.issuingAuthority,
    issuing_authority_fr: row.issuingAuthorityFr,
    source_url: row.sourceUrl,
    conditions: conditionsOf(row) as LicenseTemplate['conditions'],
    source_checked_on: row.sourceCheckedOn,
    confidence: confidenceOf(row.confidence),
  };
}

const conditionsOf = (row: repo.TemplateRow): TemplateCondition[] => row.conditions ?? [];

/**
 * A template's facts for the day (decision 044) as the API shows them, in both languages; all null
 * for no template (a licence typed by hand).
 */
export function dayFactsOf(row: repo.TemplateRow | undefined) {
  return {
    fee: row?.fee ?? null,
    fee_fr: row?.feeFr ?? null,
    late_penalty: row?.latePenalty ?? null,
    late_penalty_fr: row?.latePenaltyFr ?? null,
    how_to_renew: row?.howToRenew ?? null,
    how_to_renew_fr: row?.howToRenewFr ?? null,
    renewal_url: row?.renewalUrl ?? null,
  };
}

/** The shape the domain's template choice and rules read. */
export function asTemplateLike(
  row: repo.TemplateRow,
): TemplateLike & TemplateRule & { row: repo.TemplateRow } {
  return {
    row,
    activities: row.activities ?? null,
    conditions: conditionsOf(row),
    level: row.level,
    name: row.name,
    province: row.province,
    city: row.city,
    business_types: row.businessTypes,
    default_validity_months: row.defaultValidityMonths,
    renewal: RenewalRuleSchema.parse(row.renewalRule),
  };
}

/**
 * The rows a business in this province may hold (federal ones and the province's), in the shape
 * core's `templatesForBusiness` / `templateApplies` read.
 * The rules themselves are core's: nothing here ranks or filters.
 */
export async function candidatesFor(db: Db, province: string): Promise<TemplateCandidate[]> {
  return (await repo.listForProvince(db, province)).map(asTemplateLike);
}

export type TemplateCandidate = ReturnType<typeof asTemplateLike>;

/**
 * Onboarding step 4 and a business's suggestions: what a business of this activity (or type, when
 * it has not said) in this place may hold, by level, by name; each with whether it applies given
 * the answers so far and the question it waits on, and the questions that decide the rest.
 */
export async function templatesByLevelFor(
  db: Db,
  query: BusinessProfile & { province: string; city: string | null },
): Promise<OnboardingTemplates> {
  const byLevel = templatesForBusiness(await candidatesFor(db, query.province), query);
  const shown = (list: TemplateCandidate[]): OnboardingTemplate[] =>
    list
      .map((t) => ({
        ...toTemplate(t.row),
        applies: templateApplies(t, query),
        question: decidingQuestion(t, query),
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  const all = [...byLevel.federal, ...byLevel.provincial, ...byLevel.municipal];
  const note = municipalNote(query.province, query.city);
  return {
    federal: shown(byLevel.federal),
    provincial: shown(byLevel.provincial),
    municipal: shown(byLevel.municipal),
    questions: questionsFor(all, query).map(({ key, text, text_fr }) => ({ key, text, text_fr })),
    no_general_licence: note?.kind === 'no_general_licence',
    municipal_note: note ? { kind: note.kind, text: note.text, text_fr: note.text_fr } : null,
  };
}

export const findById = repo.findById;
export const findByIds = repo.findByIds;
