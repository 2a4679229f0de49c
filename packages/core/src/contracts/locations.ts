import { z } from 'zod';
import { CITY_SEARCH_MIN_CHARS } from '../constants';
import { PROVINCE_CODES } from '../domain/provinces';
import { provinceField, strictBody } from './fields';

export const Province = z.object({ code: z.enum(PROVINCE_CODES), name: z.string() }).meta({ id: 'Province' });
export const CitySearchResult = z.object({ city: z.string(), province: z.string() }).meta({ id: 'City' });
export type CitySearchResult = z.infer<typeof CitySearchResult>;

/** A province code in any case ("qc" → "QC"), for query strings and paths typed by hand. */
const provinceCode = z
  .string({ error: `must be one of ${PROVINCE_CODES.join(', ')}` })
  .trim()
  .toUpperCase()
  .pipe(provinceField);

export const CitySearchQuery = z.object({
  query: z
    .string({ message: `is required (at least ${CITY_SEARCH_MIN_CHARS} characters)` })
    .trim()
    .min(CITY_SEARCH_MIN_CHARS, { message: `must be at least ${CITY_SEARCH_MIN_CHARS} characters` })
    .max(100, { message: 'must be at most 100 characters' }),
  province: provinceCode,
});

export const ProvinceParam = z.object({ province: provinceCode });

const postalValidationFields = {
  postal_code: z.string({ message: 'is required' }).max(20, { message: 'must be at most 20 characters' }),
  province: provinceCode.optional(),
};
/** GET /locations/validate-postal?postal_code=…&province=… */
export const PostalValidationRequest = z.object(postalValidationFields);
/** POST /locations/validate-postal: a body, so unknown fields are refused. */
export const PostalValidationBody = strictBody(postalValidationFields);

export const PostalValidation = z
  .object({
    valid: z.boolean(),
    normalized: z.string().nullable(),
    province_hint: z.array(z.string()),
    warning: z.string().nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: 'PostalValidation' });
export type PostalValidation = z.infer<typeof PostalValidation>;
