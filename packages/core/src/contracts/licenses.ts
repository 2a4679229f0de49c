import { z } from 'zod';
import { LICENSE_LEVELS } from '../domain/levels';
import { normalizeReminderDays, reminderDaysProblem } from '../domain/reminder-schedule';
import { RenewalRuleSchema } from '../domain/renewal-rule';
import {
  businessTypeField,
  expiryNotBeforeIssue,
  idField,
  optionalPlainDateField,
  optionalText,
  plainDateField,
  provinceField,
  requiredText,
  strictBody,
  typeMessage,
} from './fields';
import { roleField } from './workspaces';

export const License = z
  .object({
    id: z.string(),
    business_id: z.string(),
    business_name: z.string(),
    workspace_id: z.string(),
    role: roleField.meta({ description: "The caller's role in the licence's workspace." }),
    template_id: z.string().nullable(),
    license_name: z.string(),
    license_name_fr: z.string().nullable().meta({
      description: 'The name in French, kept from its template (issue 27); null: read `license_name`.',
    }),
    license_type: z.string().nullable(),
    level: z.enum(LICENSE_LEVELS),
    issued_date: z.string(),
    expiry_date: z.string().nullable().meta({
      description: 'The expiry date of the current period; null exactly when the renewal rule is `none`.',
    }),
    renewal_rule: RenewalRuleSchema,
    expiry_estimated: z.boolean().meta({
      description:
        'True when the expiry was rolled forward from an old issue date and the user has not confirmed it yet.',
    }),
    license_number: z.string().nullable(),
    authority: z
      .string()
      .nullable()
      .meta({ description: "Who issues the licence: as given, or its template's when made from one." }),
    authority_fr: z.string().nullable().meta({
      description: 'The authority in French, kept from its template; null: read `authority`.',
    }),
    source_url: z.string().nullable().meta({ description: "The authority's official page for it." }),
    reminder_days: z.array(z.number().int()).meta({
      description:
        'Lead times in days before expiry, longest first; reminders also go on the day and weekly after.',
    }),
    reminder_enabled: z.boolean(),
    reminders_acknowledged_at: z.string().nullable().meta({
      description:
        'When someone said "I\'m on it" for the current period (its remaining reminders stop), as an ISO instant.',
    }),
    notes: z.string().nullable(),
    is_manually_changed: z.boolean(),
    is_expired: z.boolean(),
    is_expiring_soon: z.boolean(),
    days_until_expiry: z.number().int().nullable().meta({
      description:
        "Whole days from today in the business's time zone to the expiry date; negative once expired; null when it never expires.",
    }),
    last_reminder_sent_at: z.string().nullable().meta({
      description:
        'When the latest reminder for the current expiry date went out (any channel), as an ISO instant; null if none has.',
    }),
    on_it: z
      .object({
        by_name: z.string().nullable().meta({
          description:
            'Who said it: the name (or address before the @) of the person whose reminder e-mail link was followed; null when the link named nobody (an SMS or a digest).',
        }),
        at: z.string().meta({ description: 'When, as an ISO instant.' }),
      })
      .nullable()
      .meta({
        description:
          'Someone said "I\'m on it" for the current period (issue 30); null when nobody has, or since a renewal.',
      }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'License' });
export type License = z.infer<typeof License>;

/** A licence's reminder lead times: 1 to 5 distinct days from 1 to 365, stored longest first. */
export const reminderDaysField = z
  .array(z.number({ error: 'must be a list of whole numbers of days' }), {
    error: typeMessage('a list of whole numbers of days'),
  })
  .superRefine((days, ctx) => {
    const problem = reminderDaysProblem(days);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(normalizeReminderDays)
  .meta({ example: [30, 14, 7] });

/** An http(s) address of at most 2,000 characters; "" and null clear it. */
export const sourceUrlField = optionalText(2000).refine(
  (v) => v === null || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v),
  { message: 'must be a web address starting with https:// or http://' },
);

const levelField = z.enum(LICENSE_LEVELS, { message: `must be one of ${LICENSE_LEVELS.join(', ')}` });

/**
 * POST /licenses/ and PUT /licenses/{id}/ (PRODUCT §7, decision 013). An empty expiry takes the
 * calculated one (estimated past today when the issue date is more than a term old); a licence whose
 * rule is `none` takes no expiry. The fields added by decision 013 may be left out: a new licence
 * then takes them from its template (rule, authority, source) or the defaults, an update keeps them.
 */
export const LicenseInput = strictBody({
  business_id: idField,
  license_name: requiredText(200),
  license_type: optionalText(120),
  level: levelField,
  issued_date: plainDateField,
  expiry_date: optionalPlainDateField,
  renewal_rule: RenewalRuleSchema.optional(),
  license_number: optionalText(100).optional(),
  authority: optionalText(200).optional(),
  source_url: sourceUrlField.optional(),
  reminder_days: reminderDaysField.optional(),
  reminder_enabled: z.boolean({ error: 'must be true or false' }).default(true),
  notes: optionalText(2000),
  template_id: idField.nullish(),
}).superRefine((body, ctx) => {
  if (body.renewal_rule?.kind === 'none' && body.expiry_date) {
    ctx.addIssue({
      code: 'custom',
      path: ['expiry_date'],
      message: 'must be empty for a licence with no expiry (renewal rule "none")',
    });
  }
  expiryNotBeforeIssue(body, ctx);
});
export type LicenseInput = z.input<typeof LicenseInput>;

/**
 * POST /licenses/calculate-expiry/ (PRODUCT §7, decision 042): the expiry by the `renewal_rule` given
 * (the licence's own), else by the rule of the template the user chose (`template_id`), else 12
 * months. No template is chosen by place, level or name: those fields are accepted (the spec's
 * request) and the place only sets "today"'s time zone.
 */
export const CalculateExpiryRequest = strictBody({
  issued_date: plainDateField,
  business_type: businessTypeField,
  province: provinceField,
  city: optionalText(120),
  level: levelField,
  license_name: optionalText(200),
  renewal_rule: RenewalRuleSchema.optional(),
  template_id: idField.nullish(),
});
export type CalculateExpiryRequest = z.input<typeof CalculateExpiryRequest>;

export const CalculateExpiryResponse = z
  .object({
    expiry_date: z.string().nullable().meta({
      description:
        "null when the rule is `none`, or `printed` (the date printed on the licence is the user's to give).",
    }),
    expiry_estimated: z.boolean(),
    template_id: z
      .string()
      .nullable()
      .meta({ description: 'The template asked for (`template_id`), else null.' }),
    template_name: z.string().nullable(),
    renewal_rule: RenewalRuleSchema,
    authority: z.string().nullable(),
    source_url: z.string().nullable(),
  })
  .meta({ id: 'CalculatedExpiry' });
export type CalculateExpiryResponse = z.infer<typeof CalculateExpiryResponse>;

/**
 * POST /licenses/{id}/renew/ (decision 013): every field may be left out. By default the new period
 * starts at the old expiry (or today when the licence had lapsed) and ends by the licence's rule;
 * the licence number carries over.
 */
export const RenewLicenseRequest = strictBody({
  issued_date: optionalPlainDateField,
  expiry_date: optionalPlainDateField,
  license_number: optionalText(100).optional(),
}).superRefine(expiryNotBeforeIssue);
export type RenewLicenseRequest = z.input<typeof RenewLicenseRequest>;

/** GET /licenses/{id}/history/: one period of a licence, newest first. */
export const LicensePeriod = z
  .object({
    id: z.string(),
    license_id: z.string(),
    issued_date: z.string(),
    expiry_date: z.string().nullable(),
    license_number: z.string().nullable(),
    is_current: z.boolean(),
    renewed_at: z.string().nullable().meta({
      description:
        'When this period was started by a renewal; null for the period the licence was created with.',
    }),
    renewed_by: z.string().nullable().meta({ description: 'Name (or e-mail) of who renewed it.' }),
    acknowledged_at: z
      .string()
      .nullable()
      .meta({ description: 'When someone said "I\'m on it" for this period.' }),
    created_at: z.string(),
  })
  .meta({ id: 'LicensePeriod' });
export type LicensePeriod = z.infer<typeof LicensePeriod>;

export const LICENSE_HISTORY_PAGE_SIZE = 50;
export const LICENSE_HISTORY_PAGE_MAX = 100;

/** `?limit=&offset=` of a licence's history; the total is in `X-Total-Count`. */
export const LicenseHistoryQuery = z.object({
  limit: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be at least 1' })
    .max(LICENSE_HISTORY_PAGE_MAX, { message: `must be at most ${LICENSE_HISTORY_PAGE_MAX}` })
    .default(LICENSE_HISTORY_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .min(0, { message: 'must be at least 0' })
    .default(0),
});
