import { z } from 'zod';
import { NOTIFICATION_CHANNELS } from '../domain/levels';
import { Business } from './businesses';
import { businessTypeField, optionalText, plainDateField, postalCodeField, provinceField, requiredText } from './fields';
import { License } from './licenses';
import { LicenseTemplate } from './templates';

export const ValidateLocationRequest = z.strictObject({
  city: requiredText(120),
  province: provinceField,
  postal_code: z.string().trim().max(20).nullish(),
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
  city: z.string().trim().max(120).optional(),
});

export const OnboardingTemplates = z
  .object({
    federal: z.array(LicenseTemplate),
    provincial: z.array(LicenseTemplate),
    municipal: z.array(LicenseTemplate),
  })
  .meta({ id: 'OnboardingTemplates' });
export type OnboardingTemplates = z.infer<typeof OnboardingTemplates>;

export const OnboardingSelection = z.strictObject({
  template_id: z.uuid({ message: 'must be a valid id' }),
  issued_date: plainDateField,
});

export const OnboardingComplete = z
  .strictObject({
    business: z.strictObject({
      business_name: requiredText(200),
      business_type: businessTypeField,
      address: optionalText(300),
      city: requiredText(120),
      province: provinceField,
      postal_code: postalCodeField,
    }),
    licenses: z.array(OnboardingSelection).min(1, { message: 'Please select at least one license' }).max(200),
    notification_channels: z
      .array(z.enum(NOTIFICATION_CHANNELS))
      .max(2)
      .default(['email'])
      .transform((c) => [...new Set(c)]),
  });
export type OnboardingComplete = z.input<typeof OnboardingComplete>;

export const OnboardingCompleteResponse = z
  .object({ business: Business, licenses: z.array(License) })
  .meta({ id: 'OnboardingResult' });
