import { z } from 'zod';
import { NOTIFICATION_CHANNELS } from '../domain/levels';
import { Business, BusinessCreate } from './businesses';
import {
  businessTypeField,
  CONTROL_CHARACTERS_MESSAGE,
  expiryNotBeforeIssue,
  hasControlCharacters,
  idField,
  optionalPlainDateField,
  optionalText,
  provinceField,
  requiredText,
  strictBody,
  typeMessage,
} from './fields';
import { License } from './licenses';
import { LicenseTemplate } from './templates';
import { ProfileUpdate } from './users';

/**
 * PUT /onboarding/profile (PRODUCT §7): the profile update, refusing control characters (a NUL
 * cannot be stored) so a bad string is a 400 naming its field.
 */
export const OnboardingProfileUpdate = ProfileUpdate.superRefine((body, ctx) => {
  for (const [field, value] of Object.entries(body)) {
    if (typeof value === 'string' && hasControlCharacters(value)) {
      ctx.addIssue({ code: 'custom', path: [field], message: CONTROL_CHARACTERS_MESSAGE });
    }
  }
});

export const ValidateLocationRequest = strictBody({
  city: requiredText(120),
  province: provinceField,
  postal_code: z
    .string({ error: typeMessage('text') })
    .trim()
    .max(20, { message: 'must be at most 20 characters' })
    .nullish(),
});

export const ValidateLocationResponse = z
  .object({
    valid: z.boolean(),
    city: z.string(),
    province: z.string(),
    time_zone: z.string(),
    known_city: z.boolean(),
    postal_code: z.string().nullable(),
    warning: z.string().nullable(),
  })
  .meta({ id: 'LocationValidation' });

export const OnboardingTemplatesQuery = z.object({
  business_type: businessTypeField,
  province: provinceField,
  city: z.string().trim().max(120, { message: 'must be at most 120 characters' }).optional(),
});

export const OnboardingTemplates = z
  .object({
    federal: z.array(LicenseTemplate),
    provincial: z.array(LicenseTemplate),
    municipal: z.array(LicenseTemplate),
  })
  .meta({ id: 'OnboardingTemplates' });
export type OnboardingTemplates = z.infer<typeof OnboardingTemplates>;

/**
 * One licence chosen at onboarding step 5 (decision 013): the expiry date printed on it, or the
 * issue date ("I don't know" the expiry: the expiry is then calculated, and estimated when the issue
 * date is more than a term old), or both, or neither for a licence with no expiry. Neither for a
 * licence that expires counts as issued today.
 */
export const OnboardingSelection = strictBody({
  template_id: idField,
  issued_date: optionalPlainDateField,
  expiry_date: optionalPlainDateField,
  license_number: optionalText(100),
}).superRefine(expiryNotBeforeIssue);
export type OnboardingSelection = z.input<typeof OnboardingSelection>;

/** POST /onboarding/complete (PRODUCT §7): the business is the same body as POST /businesses/. */
export const OnboardingComplete = strictBody({
  business: BusinessCreate,
  licenses: z
    .array(OnboardingSelection, { error: typeMessage('a list of licenses') })
    .min(1, { message: 'Please select at least one license' })
    .max(200, { message: 'must list at most 200 licenses' }),
  notification_channels: z
    .array(z.enum(NOTIFICATION_CHANNELS, { message: `must be one of ${NOTIFICATION_CHANNELS.join(', ')}` }), {
      error: typeMessage('a list of channels'),
    })
    .max(2, { message: 'must list at most 2 channels' })
    .default(['email'])
    .transform((c) => [...new Set(c)]),
});
export type OnboardingComplete = z.input<typeof OnboardingComplete>;

export const OnboardingCompleteResponse = z
  .object({ business: Business, licenses: z.array(License) })
  .meta({ id: 'OnboardingResult' });
