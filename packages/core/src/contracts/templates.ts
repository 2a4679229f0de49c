import { z } from 'zod';
import { ACTIVITY_QUESTION_KEYS } from '../domain/activity-questions';
import { LICENSE_LEVELS } from '../domain/levels';
import { RenewalRuleSchema } from '../domain/renewal-rule';

export const CONFIDENCE_LEVELS = ['high', 'medium', 'low'] as const;

/**
 * A template applies only when the activity question `key` is answered `when` (decision 015).
 * Inlined in the API document (no component id): a nullable reference breaks OpenAPI 3.0's rules.
 */
export const TemplateConditionSchema = z.strictObject({
  key: z.enum(ACTIVITY_QUESTION_KEYS, { message: `must be one of ${ACTIVITY_QUESTION_KEYS.join(', ')}` }),
  when: z.boolean({ error: 'must be true or false' }),
});

export const LicenseTemplate = z
  .object({
    id: z.string(),
    name: z.string(),
    name_fr: z.string().nullable().meta({ description: 'The French name; null: show `name`.' }),
    level: z.enum(LICENSE_LEVELS),
    business_types: z
      .array(z.string())
      .meta({ description: 'The business types it applies to (all seven: every type).' }),
    province: z.string().nullable(),
    city: z.string().nullable(),
    default_validity_months: z.number().int(),
    renewal_rule: RenewalRuleSchema,
    description: z.string().nullable(),
    description_fr: z.string().nullable(),
    issuing_authority: z.string().nullable(),
    source_url: z.string().nullable(),
    condition: TemplateConditionSchema.nullable().meta({
      description: 'The activity question that decides whether it applies; null: it always applies.',
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
