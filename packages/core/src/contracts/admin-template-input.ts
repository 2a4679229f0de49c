import { z } from 'zod';
import { MIN_TEMPLATE_VALIDITY_MONTHS } from '../constants';
import { BUSINESS_TYPES } from '../domain/business-types';
import { LICENSE_LEVELS } from '../domain/levels';
import { PROVINCE_CODES } from '../domain/provinces';
import { RenewalRuleSchema } from '../domain/renewal-rule';
import { activitiesOfTypes, businessTypesOf } from '../domain/template-rules';
import {
  CONTROL_CHARACTERS_MESSAGE,
  hasControlCharacters,
  optionalPlainDateField,
  optionalText,
  strictBody,
  typeMessage,
} from './fields';
import {
  ALL_BUSINESS_TYPES,
  CONFIDENCE_LEVELS,
  SOURCE_KINDS,
  TemplateActivitiesSchema,
  TemplateConditionSchema,
  TemplateConditionsSchema,
} from './templates';

/** PRODUCT §5, word for word: the detail of a template body that lacks a required field. */
export const TEMPLATE_REQUIRED_FIELDS = 'Please fill in all required fields';
export const TEMPLATE_PROVINCE_REQUIRED = 'Please select a province for a provincial or municipal template';
export const TEMPLATE_CITY_REQUIRED = 'Please enter a city for a municipal template';
/** Details that a template body answers as they are, without naming a field. */
export const TEMPLATE_FORM_MESSAGES = [
  TEMPLATE_REQUIRED_FIELDS,
  TEMPLATE_PROVINCE_REQUIRED,
  TEMPLATE_CITY_REQUIRED,
] as const;

export const TEMPLATE_BUSINESS_TYPES = [...BUSINESS_TYPES, ALL_BUSINESS_TYPES] as const;
export const MAX_TEMPLATE_VALIDITY_MONTHS = 600;

/** Missing, null or blank: "Please fill in all required fields"; otherwise `must be …`. */
const requiredMessage =
  (expected: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? TEMPLATE_REQUIRED_FIELDS
      : `must be ${expected}`;

const blankToNull = (v: string | null | undefined) => (v ? v : null);

/** An official page's address, or blank/null for none. */
const optionalWebAddress = () =>
  z
    .string({ error: typeMessage('a web address') })
    .trim()
    .max(2000, { message: 'must be at most 2000 characters' })
    .nullish()
    .transform(blankToNull)
    .pipe(
      z.url({ protocol: /^https?$/, message: 'must be a web address starting with https://' }).nullable(),
    );

/** POST /admin/license-templates and PUT /admin/license-templates/{id} (PRODUCT §7). */
export const TemplateInput = strictBody({
  name: z
    .string({ error: requiredMessage('text') })
    .trim()
    .min(1, { message: TEMPLATE_REQUIRED_FIELDS })
    .max(200, { message: 'must be at most 200 characters' })
    // A NUL cannot be stored (a 500 before this check), and no control character belongs in a name.
    .refine((v) => !hasControlCharacters(v), { message: CONTROL_CHARACTERS_MESSAGE }),
  level: z.enum(LICENSE_LEVELS, { error: requiredMessage(`one of ${LICENSE_LEVELS.join(', ')}`) }),
  /** The types it applies to; `["All"]` or all seven: every type. `business_type` (one) still works. */
  business_types: z
    .array(
      z
        .string({ error: typeMessage('text') })
        .trim()
        .transform((v) => v.replaceAll('_', ' '))
        .pipe(
          z.enum(TEMPLATE_BUSINESS_TYPES, {
            message: `must be one of ${TEMPLATE_BUSINESS_TYPES.join(', ')}`,
          }),
        ),
      { error: typeMessage('a list of business types') },
    )
    .max(TEMPLATE_BUSINESS_TYPES.length, { message: 'lists a business type twice' })
    .optional(),
  business_type: z
    .string({ error: typeMessage('text') })
    .trim()
    .transform((v) => v.replaceAll('_', ' '))
    .pipe(
      z.enum(['', ...TEMPLATE_BUSINESS_TYPES], {
        message: `must be one of ${TEMPLATE_BUSINESS_TYPES.join(', ')}`,
      }),
    )
    .optional(),
  name_fr: optionalText(200),
  description_fr: optionalText(2000),
  issuing_authority: optionalText(300),
  source_url: optionalWebAddress(),
  issuing_authority_fr: optionalText(300),
  /**
   * The activities it applies to, null for every business (decision 041). Left out: those of
   * `business_types` (every activity of those types; all seven: every business).
   */
  activities: TemplateActivitiesSchema.optional(),
  /** The answers it needs, every one. `condition` (one) still works. */
  conditions: TemplateConditionsSchema.optional(),
  condition: TemplateConditionSchema.nullish().transform((v) => v ?? null),
  confidence: z
    .enum(CONFIDENCE_LEVELS, { message: `must be one of ${CONFIDENCE_LEVELS.join(', ')}` })
    .nullish()
    .transform((v) => v ?? null),
  source_checked_on: optionalPlainDateField,
  source_kind: z
    .enum(SOURCE_KINDS, { message: `must be one of ${SOURCE_KINDS.join(', ')}` })
    .nullish()
    .transform((v) => v ?? null),
  // What an owner needs on the day (decision 044), as the source states it; blank: not stated.
  fee: optionalText(500),
  fee_fr: optionalText(500),
  late_penalty: optionalText(1000),
  late_penalty_fr: optionalText(1000),
  how_to_renew: optionalText(2000),
  how_to_renew_fr: optionalText(2000),
  renewal_url: optionalWebAddress(),
  default_validity_months: z
    .number({ error: requiredMessage('a whole number of months') })
    .int({ message: 'must be a whole number of months' })
    .min(MIN_TEMPLATE_VALIDITY_MONTHS, { message: `must be at least ${MIN_TEMPLATE_VALIDITY_MONTHS}` })
    .max(MAX_TEMPLATE_VALIDITY_MONTHS, { message: `must be at most ${MAX_TEMPLATE_VALIDITY_MONTHS}` }),
  description: optionalText(2000),
  province: z
    .string({ error: typeMessage(`one of ${PROVINCE_CODES.join(', ')}`) })
    .trim()
    .toUpperCase()
    .nullish()
    .transform(blankToNull)
    .pipe(z.enum(PROVINCE_CODES, { message: `must be one of ${PROVINCE_CODES.join(', ')}` }).nullable()),
  city: optionalText(120),
  /**
   * How licences of this template renew (decision 013). Left out: a `none` or `fixed_date` template
   * keeps its rule (a fixed date only while the validity is unchanged); otherwise a term of
   * `default_validity_months`.
   */
  renewal_rule: RenewalRuleSchema.optional(),
})
  .superRefine((body, ctx) => {
    if (body.activities === undefined && !body.business_types?.length && !body.business_type) {
      ctx.addIssue({ code: 'custom', path: ['business_types'], message: TEMPLATE_REQUIRED_FIELDS });
    }
    if ((body.level === 'provincial' || body.level === 'municipal') && !body.province) {
      ctx.addIssue({ code: 'custom', path: ['province'], message: TEMPLATE_PROVINCE_REQUIRED });
    }
    if (body.level === 'municipal' && !body.city) {
      ctx.addIssue({ code: 'custom', path: ['city'], message: TEMPLATE_CITY_REQUIRED });
    }
  })
  // A federal template applies everywhere and a provincial one to the whole province.
  .superRefine((body, ctx) => {
    const keys = [...(body.conditions ?? []), ...(body.condition ? [body.condition] : [])].map((c) => c.key);
    if (new Set(keys).size !== keys.length) {
      ctx.addIssue({ code: 'custom', path: ['conditions'], message: 'lists a question twice' });
    }
    if (body.activities && new Set(body.activities).size !== body.activities.length) {
      ctx.addIssue({ code: 'custom', path: ['activities'], message: 'lists an activity twice' });
    }
  })
  .transform(({ business_type, business_types, activities, conditions, condition, ...body }) => {
    const types = templateBusinessTypes(business_types?.length ? business_types : [business_type ?? '']);
    const chosen =
      activities !== undefined
        ? activities
        : types.length === BUSINESS_TYPES.length
          ? null
          : activitiesOfTypes(types);
    return {
      ...body,
      activities: chosen,
      business_types: businessTypesOf(chosen),
      conditions: [...(conditions ?? []), ...(condition ? [condition] : [])],
      province: body.level === 'federal' ? null : body.province,
      city: body.level === 'municipal' ? body.city : null,
    };
  });
export type TemplateInput = z.input<typeof TemplateInput>;
export type TemplateValuesInput = z.output<typeof TemplateInput>;

/** Stored types: "All" (or every type) is the seven types; in catalogue order, each once. */
export function templateBusinessTypes(types: readonly string[]): string[] {
  const every = types.includes(ALL_BUSINESS_TYPES);
  return BUSINESS_TYPES.filter((type) => every || types.includes(type));
}
