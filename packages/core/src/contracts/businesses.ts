import { z } from 'zod';
import {
  businessTypeField,
  optionalText,
  postalCodeField,
  provinceField,
  requiredText,
  strictBody,
} from './fields';

export const Business = z
  .object({
    id: z.string(),
    business_name: z.string(),
    business_type: z.string(),
    address: z.string().nullable(),
    city: z.string(),
    province: z.string(),
    postal_code: z.string().nullable(),
    time_zone: z.string().meta({ description: 'IANA zone in which the business counts its days' }),
    created_at: z.string(),
  })
  .meta({ id: 'Business' });
export type Business = z.infer<typeof Business>;

export const BusinessCreate = strictBody({
  business_name: requiredText(200),
  business_type: businessTypeField,
  address: optionalText(300),
  city: requiredText(120),
  province: provinceField,
  postal_code: postalCodeField,
});
export type BusinessCreate = z.input<typeof BusinessCreate>;

/** PUT changes only the fields it names. */
export const BusinessUpdate = BusinessCreate.partial();
export type BusinessUpdate = z.input<typeof BusinessUpdate>;
