import { z } from 'zod';
import { LICENSE_LEVELS } from '../domain/levels';
import { compare, isValidPlainDate } from '../domain/plain-date';
import { RenewalRuleSchema } from '../domain/renewal-rule';
import {
  businessTypeField,
  idField,
  optionalPlainDateField,
  optionalText,
  plainDateField,
  provinceField,
  requiredText,
  strictBody,
} from './fields';

export const License = z
  .object({
    id: z.string(),
    business_id: z.string(),
    business_name: z.string(),
    template_id: z.string().nullable(),
    license_name: z.string(),
    license_type: z.string().nullable(),
    level: z.enum(LICENSE_LEVELS),
    issued_date: z.string(),
    expiry_date: z.string(),
    reminder_enabled: z.boolean(),
    notes: z.string().nullable(),
    is_manually_changed: z.boolean(),
    is_expired: z.boolean(),
    is_expiring_soon: z.boolean(),
    days_until_expiry: z.number().int().meta({
      description:
        "Whole days from today in the business's time zone to the expiry date; negative once expired.",
    }),
    last_reminder_sent_at: z.string().nullable().meta({
      description:
        'When the latest reminder for the current expiry date went out (any channel), as an ISO instant; null if none has.',
    }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'License' });
export type License = z.infer<typeof License>;

const levelField = z.enum(LICENSE_LEVELS, { message: `must be one of ${LICENSE_LEVELS.join(', ')}` });

/** POST /licenses/ and PUT /licenses/{id}/ (PRODUCT §7). An empty expiry takes the calculated one. */
export const LicenseInput = strictBody({
  business_id: idField,
  license_name: requiredText(200),
  license_type: optionalText(120),
  level: levelField,
  issued_date: plainDateField,
  expiry_date: optionalPlainDateField,
  reminder_enabled: z.boolean({ error: 'must be true or false' }).default(true),
  notes: optionalText(2000),
  template_id: idField.nullish(),
}).superRefine((body, ctx) => {
  // Refinements still run when a field failed; only compare two real dates.
  if (
    isValidPlainDate(body.issued_date) &&
    isValidPlainDate(body.expiry_date) &&
    compare(body.expiry_date, body.issued_date) < 0
  ) {
    ctx.addIssue({ code: 'custom', path: ['expiry_date'], message: 'must not be before the issue date' });
  }
});
export type LicenseInput = z.input<typeof LicenseInput>;

export const CalculateExpiryRequest = strictBody({
  issued_date: plainDateField,
  business_type: businessTypeField,
  province: provinceField,
  city: optionalText(120),
  level: levelField,
  license_name: optionalText(200),
});
export type CalculateExpiryRequest = z.input<typeof CalculateExpiryRequest>;

export const CalculateExpiryResponse = z
  .object({
    expiry_date: z.string(),
    template_id: z.string().nullable(),
    template_name: z.string().nullable(),
    renewal_rule: RenewalRuleSchema,
  })
  .meta({ id: 'CalculatedExpiry' });
export type CalculateExpiryResponse = z.infer<typeof CalculateExpiryResponse>;
