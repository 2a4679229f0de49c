import { z } from 'zod';
import { LICENSE_LEVELS } from '../domain/levels';
import { RenewalRuleSchema } from '../domain/renewal-rule';

export const LicenseTemplate = z
  .object({
    id: z.string(),
    name: z.string(),
    level: z.enum(LICENSE_LEVELS),
    business_type: z.string().meta({ description: 'One of the business types, or "All"' }),
    province: z.string().nullable(),
    city: z.string().nullable(),
    default_validity_months: z.number().int(),
    renewal_rule: RenewalRuleSchema,
    description: z.string().nullable(),
    issuing_authority: z.string().nullable(),
    source_url: z.string().nullable(),
  })
  .meta({ id: 'LicenseTemplate' });
export type LicenseTemplate = z.infer<typeof LicenseTemplate>;

/** A template for every business type stores this business type. */
export const ALL_BUSINESS_TYPES = 'All';
