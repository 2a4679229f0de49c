import { z } from 'zod';
import { BUSINESS_TYPES } from '../domain/business-types';
import { isValidPlainDate } from '../domain/plain-date';
import { validatePostalCode } from '../domain/postal-code';
import { PROVINCE_CODES } from '../domain/provinces';

/** A calendar date that exists: 2025-02-30 is refused, naming the field. */
export const plainDateField = z
  .string()
  .refine(isValidPlainDate, { message: 'must be a real calendar date in the form YYYY-MM-DD' })
  .meta({ format: 'date', example: '2026-03-31' });

export const provinceField = z.enum(PROVINCE_CODES, {
  message: `must be one of ${PROVINCE_CODES.join(', ')}`,
});

/** The seven business types; stored values may use underscores for spaces. */
export const businessTypeField = z
  .string()
  .trim()
  .transform((v) => v.replaceAll('_', ' '))
  .pipe(z.enum(BUSINESS_TYPES, { message: `must be one of ${BUSINESS_TYPES.join(', ')}` }));

/** Required text: trimmed, not empty, bounded. */
export const requiredText = (max: number) =>
  z.string().trim().min(1, { message: 'is required' }).max(max, { message: `must be at most ${max} characters` });

/** Optional text: trimmed and bounded; "" and null clear it. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `must be at most ${max} characters` })
    .nullish()
    .transform((v) => (v ? v : null));

/** An optional Canadian postal code, normalised to "A1A 1A1". */
export const postalCodeField = z
  .string()
  .trim()
  .max(10, { message: 'must be at most 10 characters' })
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const check = validatePostalCode(value);
    if (!check.valid || !check.normalized) {
      ctx.addIssue({ code: 'custom', message: check.error ?? 'is not a valid Canadian postal code' });
      return z.NEVER;
    }
    return check.normalized;
  });

export const uuidParam = z.object({
  id: z.uuid({ message: 'must be a valid id' }),
});
