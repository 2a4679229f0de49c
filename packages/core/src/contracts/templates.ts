import { z } from 'zod';
import { ACTIVITY_KEYS } from '../domain/activities';
import { ACTIVITY_QUESTION_KEYS } from '../domain/activity-questions';
import { LICENSE_LEVELS } from '../domain/levels';
import { RenewalRuleSchema } from '../domain/renewal-rule';

export const CONFIDENCE_LEVELS = ['high', 'medium', 'low'] as const;

/**
 * One condition of a template: it applies only when the question `key` is answered `when`
 * (decisions 015, 041).
 * Inlined in the API document (no component id): a nullable reference breaks OpenAPI 3.0's rules.
 */
export const TemplateConditionSchema = z.strictObject({
  key: z.enum(ACTIVITY_QUESTION_KEYS, { message: `must be one of ${ACTIVITY_QUESTION_KEYS.join(', ')}` }),
  when: z.boolean({ error: 'must be true or false' }),
});

/** An activity of the taxonomy (`ACTIVITIES` in @lt/core), by key. */
export const activityKeyField = z.enum(ACTIVITY_KEYS as [string, ...string[]], {
  message: 'must be an activity key such as hair_salon_barber (GET /api/activities lists them)',
});

/** The activities a template applies to; null: every business of its place (decision 041). */
export const TemplateActivitiesSchema = z
  .array(activityKeyField, { error: 'must be a list of activity keys, or null for every business' })
  .min(1, { message: 'must name at least one activity, or be null for every business' })
  .max(ACTIVITY_KEYS.length, { message: 'lists an activity twice' })
  .nullable();

export const TemplateConditionsSchema = z
  .array(TemplateConditionSchema, { error: 'must be a list of conditions, each a key and when' })
  .max(ACTIVITY_QUESTION_KEYS.length, { message: 'lists a question twice' });

/** Who publishes a template's source (decision 044): a government or regulator, or anyone else. */
export const SOURCE_KINDS = ['official', 'third-party'] as const;

/**
 * What an owner needs on the day a reminder arrives (issue 28, decision 044), as the source states
 * it, in English and French; null where the source does not say. Not on LicenseTemplate itself:
 * onboarding lists every template of a place and needs none of it; the administrator reads and
 * edits them (AdminTemplate) and a licence's owner reads them through GET /licenses/{id}/facts/.
 */
export const DayOfFactsFields = {
  fee: z.string().nullable().meta({ description: 'The fee as the source states it; null: not stated.' }),
  fee_fr: z.string().nullable(),
  late_penalty: z
    .string()
    .nullable()
    .meta({ description: 'What happens when it is late (a penalty, a grace period); null: not stated.' }),
  late_penalty_fr: z.string().nullable(),
  how_to_renew: z
    .string()
    .nullable()
    .meta({ description: 'Where and how it is renewed, the documents to have ready; null: not stated.' }),
  how_to_renew_fr: z.string().nullable(),
  renewal_url: z
    .string()
    .nullable()
    .meta({ description: 'The page where it is renewed, when it is not `source_url`.' }),
};

export const LicenseTemplate = z
  .object({
    id: z.string(),
    name: z.string(),
    name_fr: z.string().nullable().meta({ description: 'The French name; null: show `name`.' }),
    level: z.enum(LICENSE_LEVELS),
    business_types: z.array(z.string()).meta({
      description: 'The business types of its activities (all seven: every business). Read `activities`.',
    }),
    activities: z.array(z.string()).nullable().meta({
      description: 'The activities it applies to (keys of GET /api/activities); null: every business.',
    }),
    province: z.string().nullable(),
    city: z.string().nullable(),
    default_validity_months: z.number().int(),
    renewal_rule: RenewalRuleSchema,
    description: z.string().nullable(),
    description_fr: z.string().nullable(),
    issuing_authority: z.string().nullable(),
    issuing_authority_fr: z
      .string()
      .nullable()
      .meta({ description: 'The authority in French; null: show `issuing_authority`.' }),
    source_url: z.string().nullable(),
    conditions: z.array(TemplateConditionSchema).meta({
      description: 'Answers it needs, every one of them (has_employees: true for an employer); empty: none.',
    }),
    source_checked_on: z
      .string()
      .nullable()
      .meta({ description: 'When the source was last read (YYYY-MM-DD).' }),
    confidence: z.enum(CONFIDENCE_LEVELS).nullable(),
  })
  .meta({ id: 'LicenseTemplate' });
export type LicenseTemplate = z.infer<typeof LicenseTemplate>;

/** The business-type filter value and input shorthand for "every business type". */
export const ALL_BUSINESS_TYPES = 'All';
