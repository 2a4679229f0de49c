import { municipalNote } from '@lt/catalog';
import {
  type ActivityAnswers,
  CONFIDENCE_LEVELS,
  type LicenseTemplate,
  type OnboardingTemplate,
  type OnboardingTemplates,
  questionsThatMatter,
  RenewalRuleSchema,
  type TemplateCondition,
  type TemplateLike,
  type TemplateQuery,
  templateApplies,
  templatesByLevel,
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
    province: row.province,
    city: row.city,
    default_validity_months: row.defaultValidityMonths,
    renewal_rule: RenewalRuleSchema.parse(row.renewalRule),
    description: row.description,
    description_fr: row.descriptionFr,
    issuing_authority: row.issuingAuthority,
    source_url: row.sourceUrl,
    condition: (row.condition as LicenseTemplate['condition']) ?? null,
    source_checked_on: row.sourceCheckedOn,
    confidence: confidenceOf(row.confidence),
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
    business_types: row.businessTypes,
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

/**
 * Onboarding step 4: what a business of this type in this place may hold, by level, by name; each
 * with whether it applies given the answers so far, and the questions that decide the rest.
 */
export async function templatesByLevelFor(
  db: Db,
  query: Pick<TemplateQuery, 'businessType' | 'province' | 'city'> & { answers?: ActivityAnswers },
): Promise<OnboardingTemplates> {
  const byLevel = templatesByLevel(await candidatesFor(db, query.province), query);
  const answers = query.answers ?? {};
  const conditionOf = (t: TemplateCandidate) => (t.row.condition as TemplateCondition | null) ?? null;
  const shown = (list: TemplateCandidate[]): OnboardingTemplate[] =>
    list
      .map((t) => ({
        ...toTemplate(t.row),
        applies: templateApplies(conditionOf(t), answers, query.businessType),
        question: conditionOf(t)?.key ?? null,
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  const all = [...byLevel.federal, ...byLevel.provincial, ...byLevel.municipal];
  const note = municipalNote(query.province, query.city);
  return {
    federal: shown(byLevel.federal),
    provincial: shown(byLevel.provincial),
    municipal: shown(byLevel.municipal),
    questions: questionsThatMatter(all.map(conditionOf), query.businessType).map(
      ({ key, text, text_fr }) => ({
        key,
        text,
        text_fr,
      }),
    ),
    no_general_licence: note?.no_general_licence ?? false,
    municipal_note: note ? { text: note.text, text_fr: note.text_fr } : null,
  };
}

export const findById = repo.findById;
export const findByIds = repo.findByIds;
