import { z } from 'zod';
import { BUSINESS_TYPES } from '../domain/business-types';
import { compare, isValidPlainDate } from '../domain/plain-date';
import { validatePostalCode } from '../domain/postal-code';
import { PROVINCE_CODES } from '../domain/provinces';

/** "is required" for a missing value, else "must be …": every message names what to send. */
export const typeMessage =
  (expected: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null ? 'is required' : `must be ${expected}`;

/**
 * A request body (or part of one) that refuses fields it does not know: "Unknown field: owner_id".
 * A missing or non-object value says so instead of zod's generic text.
 */
export function strictBody<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`
        : typeMessage('a JSON object')(issue),
  });
}

/**
 * Control characters other than tab and line breaks. PostgreSQL cannot store NUL in text at all,
 * and none of them belongs in a name, an address or a note.
 */
export function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';
const printable = (value: string) => !hasControlCharacters(value);

const DATE_MESSAGE = 'must be a real calendar date in the form YYYY-MM-DD';

/**
 * One rule for every body with an issue and an expiry date: the expiry is not before the issue date,
 * reported on `expiry_date`. Refinements still run when a field failed, so only two real dates are
 * compared.
 */
export function expiryNotBeforeIssue(
  body: { issued_date?: unknown; expiry_date?: unknown },
  ctx: z.RefinementCtx,
): void {
  if (
    isValidPlainDate(body.issued_date) &&
    isValidPlainDate(body.expiry_date) &&
    compare(body.expiry_date, body.issued_date) < 0
  ) {
    ctx.addIssue({ code: 'custom', path: ['expiry_date'], message: 'must not be before the issue date' });
  }
}

/** A calendar date that exists: 2025-02-30 is refused, naming the field. */
export const plainDateField = z
  .string({ error: typeMessage('a date in the form YYYY-MM-DD') })
  .refine(isValidPlainDate, { message: DATE_MESSAGE })
  .meta({ format: 'date', example: '2026-03-31' });

/** An optional calendar date: "" and null mean "none" (the server then calculates one). */
export const optionalPlainDateField = z
  .string({ error: typeMessage('a date in the form YYYY-MM-DD') })
  .refine((v) => v === '' || isValidPlainDate(v), { message: DATE_MESSAGE })
  .nullish()
  .transform((v) => (v ? v : null))
  .meta({ format: 'date', example: '2027-03-31' });

export const provinceField = z.enum(PROVINCE_CODES, {
  message: `must be one of ${PROVINCE_CODES.join(', ')}`,
});

/** The seven business types; stored values may use underscores for spaces. */
export const businessTypeField = z
  .string({ error: typeMessage(`one of ${BUSINESS_TYPES.join(', ')}`) })
  .trim()
  .transform((v) => v.replaceAll('_', ' '))
  .pipe(z.enum(BUSINESS_TYPES, { message: `must be one of ${BUSINESS_TYPES.join(', ')}` }))
  // The API document shows the accepted values (the input side of the pipe is a plain string).
  .meta({ enum: [...BUSINESS_TYPES] });

/** Required text: trimmed, not empty, bounded. */
export const requiredText = (max: number) =>
  z
    .string({ error: typeMessage('text') })
    .trim()
    .min(1, { message: 'is required' })
    .max(max, { message: `must be at most ${max} characters` })
    .refine(printable, { message: CONTROL_CHARACTERS_MESSAGE });

/** Optional text: trimmed and bounded; "" and null clear it. */
export const optionalText = (max: number) =>
  z
    .string({ error: typeMessage('text') })
    .trim()
    .max(max, { message: `must be at most ${max} characters` })
    .refine(printable, { message: CONTROL_CHARACTERS_MESSAGE })
    .nullish()
    .transform((v) => (v ? v : null));

/** An optional Canadian postal code, normalised to "A1A 1A1". */
export const postalCodeField = z
  .string({ error: typeMessage('text') })
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

/** An id sent in a body: a UUID. */
export const idField = z.uuid({ error: typeMessage('a valid id') });

export const uuidParam = z.object({
  id: idField,
});
