import { z } from 'zod';
import { BUSINESS_TYPES } from '../domain/business-types';
import { LICENSE_LEVELS } from '../domain/levels';
import { PROVINCE_CODES } from '../domain/provinces';
import { AdminPageQuery } from './admin';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './fields';
import { DayOfFactsFields, LicenseTemplate, SOURCE_KINDS } from './templates';

/** The Admin Panel's template list (PRODUCT §7): its query, a template's uses, a template as listed. */

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

export const AdminTemplate = LicenseTemplate.extend({
  source_kind: z
    .enum(SOURCE_KINDS)
    .nullable()
    .meta({ description: 'official: a government or regulator; third-party: anyone else; null: not known.' }),
  ...DayOfFactsFields,
  edited_by_admin: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
}).meta({ id: 'AdminTemplate' });
export type AdminTemplate = z.infer<typeof AdminTemplate>;
