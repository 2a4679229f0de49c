import { z } from 'zod';
import { MIN_TEMPLATE_VALIDITY_MONTHS } from '../constants';
import { BUSINESS_TYPES } from '../domain/business-types';
import { LICENSE_LEVELS, NOTIFICATION_CHANNELS } from '../domain/levels';
import { PROVINCE_CODES } from '../domain/provinces';
import { RenewalRuleSchema } from '../domain/renewal-rule';
import {
  CONTROL_CHARACTERS_MESSAGE,
  hasControlCharacters,
  optionalPlainDateField,
  optionalText,
  strictBody,
  typeMessage,
} from './fields';
import { REMINDER_STATUSES } from './reminders';
import { ALL_BUSINESS_TYPES, CONFIDENCE_LEVELS, LicenseTemplate, TemplateConditionSchema } from './templates';

/** The Admin Panel (PRODUCT §2, §3, §7): statistics, all users, all businesses and the templates. */

export const AdminStats = z
  .object({
    total_users: z.number().int(),
    total_businesses: z.number().int(),
    total_licenses: z.number().int(),
    total_templates: z.number().int(),
  })
  .meta({ id: 'AdminStats' });
export type AdminStats = z.infer<typeof AdminStats>;

export const AdminUser = z
  .object({
    id: z.string(),
    full_name: z.string().nullable(),
    email: z.string().nullable(),
    city: z.string().nullable(),
    province: z.string().nullable(),
    is_onboarded: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminBusiness = z
  .object({
    id: z.string(),
    business_name: z.string(),
    business_type: z.string(),
    city: z.string(),
    province: z.string(),
    owner_email: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminBusiness' });
export type AdminBusiness = z.infer<typeof AdminBusiness>;

export const ADMIN_PAGE_SIZE = 50;
export const ADMIN_PAGE_MAX = 100;
/** The response header that carries the number of rows of a paginated admin list. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

const wholeNumber = (min: number, max?: number) => {
  const base = z.coerce
    .number({ error: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .min(min, { message: `must be at least ${min}` });
  return max === undefined ? base : base.max(max, { message: `must be at most ${max}` });
};

/** GET /admin/sends-today: what each account sent today (UTC) on a channel, and what its daily cap refused. */
export const AdminDailySends = z
  .object({
    user_id: z.string(),
    email: z.string().nullable(),
    channel: z.enum(['email', 'sms']),
    sent: z.number().int(),
    refused: z.number().int(),
  })
  .meta({ id: 'AdminDailySends' });
export type AdminDailySends = z.infer<typeof AdminDailySends>;

/** `?limit=&offset=` of the users and businesses lists; newest first. */
export const AdminPageQuery = z.object({
  limit: wholeNumber(1, ADMIN_PAGE_MAX).default(ADMIN_PAGE_SIZE),
  offset: wholeNumber(0).default(0),
});
export type AdminPageQuery = z.input<typeof AdminPageQuery>;

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
  source_url: z
    .string({ error: typeMessage('a web address') })
    .trim()
    .max(2000, { message: 'must be at most 2000 characters' })
    .nullish()
    .transform(blankToNull)
    .pipe(
      z.url({ protocol: /^https?$/, message: 'must be a web address starting with https://' }).nullable(),
    ),
  condition: TemplateConditionSchema.nullish().transform((v) => v ?? null),
  confidence: z
    .enum(CONFIDENCE_LEVELS, { message: `must be one of ${CONFIDENCE_LEVELS.join(', ')}` })
    .nullish()
    .transform((v) => v ?? null),
  source_checked_on: optionalPlainDateField,
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
    if (!body.business_types?.length && !body.business_type) {
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
  .transform(({ business_type, business_types, ...body }) => ({
    ...body,
    business_types: templateBusinessTypes(business_types?.length ? business_types : [business_type ?? '']),
    province: body.level === 'federal' ? null : body.province,
    city: body.level === 'municipal' ? body.city : null,
  }));
export type TemplateInput = z.input<typeof TemplateInput>;

/** Stored types: "All" (or every type) is the seven types; in catalogue order, each once. */
export function templateBusinessTypes(types: readonly string[]): string[] {
  const every = types.includes(ALL_BUSINESS_TYPES);
  return BUSINESS_TYPES.filter((type) => every || types.includes(type));
}

export const TEMPLATE_SORTS = ['name', '-name', 'level', 'place', '-updated_at'] as const;

/** `GET /admin/license-templates`: paged, searched by name, filtered, sorted (issue 19). */
export const AdminTemplateQuery = AdminPageQuery.extend({
  // A NUL in the search reached PostgreSQL as a 500 (fuzz seed 186130241).
  q: z
    .string()
    .trim()
    .max(200, { message: 'must be at most 200 characters' })
    .refine((value) => !hasControlCharacters(value), { message: CONTROL_CHARACTERS_MESSAGE })
    .optional(),
  level: z
    .enum(['', ...LICENSE_LEVELS], { message: `must be one of ${LICENSE_LEVELS.join(', ')}` })
    .optional()
    .transform((v) => v || undefined),
  province: z
    .string()
    .trim()
    .toUpperCase()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.enum(PROVINCE_CODES, { message: `must be one of ${PROVINCE_CODES.join(', ')}` }).optional()),
  city: z.string().trim().max(120, { message: 'must be at most 120 characters' }).optional(),
  business_type: z
    .string()
    .trim()
    .transform((v) => v.replaceAll('_', ' '))
    .pipe(z.enum(['', ...BUSINESS_TYPES], { message: `must be one of ${BUSINESS_TYPES.join(', ')}` }))
    .optional()
    .transform((v) => v || undefined),
  sort: z.enum(TEMPLATE_SORTS, { message: `must be one of ${TEMPLATE_SORTS.join(', ')}` }).default('level'),
});
export type AdminTemplateQuery = z.input<typeof AdminTemplateQuery>;

/** `GET /admin/license-templates/{id}/licenses`: the licences made from a template (before deleting it). */
export const TemplateUsage = z
  .object({
    total: z.number().int(),
    licenses: z.array(
      z.object({
        id: z.string(),
        license_name: z.string(),
        business_name: z.string(),
        owner_email: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'TemplateUsage' });
export type TemplateUsage = z.infer<typeof TemplateUsage>;
export type TemplateValuesInput = z.output<typeof TemplateInput>;

export const AdminTemplate = LicenseTemplate.extend({
  edited_by_admin: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
}).meta({ id: 'AdminTemplate' });
export type AdminTemplate = z.infer<typeof AdminTemplate>;

/** `?status=&limit=&offset=` of the reminders list; no status (or an empty one) means every status. */
export const AdminReminderQuery = AdminPageQuery.extend({
  status: z
    .enum(['', ...REMINDER_STATUSES], { message: `must be one of ${REMINDER_STATUSES.join(', ')}` })
    .optional()
    .transform((v) => v || undefined),
});
export type AdminReminderQuery = z.input<typeof AdminReminderQuery>;

/** GET /admin/reminders: one reminder delivery across all users, most recently changed first. */
export const AdminReminder = z
  .object({
    id: z.string(),
    kind: z.enum(['reminder', 'digest']).meta({
      description:
        '`reminder`: one licence at one threshold. `digest`: a weekly digest e-mail for the owner; it has no licence, business or expiry date.',
    }),
    digest_week: z.string().nullable().meta({ description: "A digest's week: the local Monday." }),
    license_id: z.string().nullable(),
    license_name: z.string().nullable(),
    business_name: z.string().nullable(),
    owner_email: z.string().nullable(),
    channel: z.enum(NOTIFICATION_CHANNELS),
    threshold_days: z.number().int().meta({
      description:
        "Days before the expiry date: one of the licence's lead times, 0 on the expiry day, −7 … −28 after it (0 for a digest).",
    }),
    expiry_date: z.string().nullable(),
    status: z.enum(REMINDER_STATUSES),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    provider_id: z.string().nullable(),
    due_at: z.string(),
    sent_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminReminder' });
export type AdminReminder = z.infer<typeof AdminReminder>;

/**
 * POST /admin/reminders/run (super admins): one sweep and a delivery pass now, as the worker's
 * hourly sweep and minute tick would do. At most `ADMIN_RUN_MAX_DELIVERIES` are attempted in the
 * request; the worker sends any others on its next tick.
 */
export const ADMIN_RUN_MAX_DELIVERIES = 200;
const count = z.number().int();
export const AdminReminderRun = z
  .object({
    at: z.string(),
    created: z.object({ reminders: count, digests: count }),
    delivered: z.object({
      sent: count,
      retry: count,
      failed: count,
      skipped: count,
      cancelled: count,
      lost: count,
    }),
  })
  .meta({ id: 'AdminReminderRun' });
export type AdminReminderRun = z.infer<typeof AdminReminderRun>;
