import { z } from 'zod';
import {
  businessTypeField,
  idField,
  optionalText,
  postalCodeField,
  provinceField,
  requiredText,
  strictBody,
} from './fields';
import { roleField } from './workspaces';

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
    workspace_id: z.string(),
    role: roleField.meta({ description: "The caller's role in the business's workspace." }),
  })
  .meta({ id: 'Business' });
export type Business = z.infer<typeof Business>;

const businessFields = {
  business_name: requiredText(200),
  business_type: businessTypeField,
  address: optionalText(300),
  city: requiredText(120),
  province: provinceField,
  postal_code: postalCodeField,
};

/** POST: in the caller's personal workspace unless `workspace_id` names another they edit in. */
export const BusinessCreate = strictBody({ ...businessFields, workspace_id: idField.optional() });
export type BusinessCreate = z.input<typeof BusinessCreate>;

/** PUT changes only the fields it names (a business does not move between workspaces). */
export const BusinessUpdate = strictBody(businessFields).partial();
export type BusinessUpdate = z.input<typeof BusinessUpdate>;
