import { z } from 'zod';
import { CITY_SEARCH_MIN_CHARS } from '../constants';
import { PROVINCE_CODES } from '../domain/provinces';
import { provinceField } from './fields';

export const Province = z.object({ code: z.enum(PROVINCE_CODES), name: z.string() }).meta({ id: 'Province' });
export const CitySearchResult = z.object({ city: z.string(), province: z.string() }).meta({ id: 'City' });
export type CitySearchResult = z.infer<typeof CitySearchResult>;

export const CitySearchQuery = z.object({
  query: z
    .string({ message: `is required (at least ${CITY_SEARCH_MIN_CHARS} characters)` })
    .trim()
    .min(CITY_SEARCH_MIN_CHARS, { message: `must be at least ${CITY_SEARCH_MIN_CHARS} characters` })
    .max(100, { message: 'must be at most 100 characters' }),
  province: provinceField,
});

export const ProvinceParam = z.object({ province: z.string().trim().toUpperCase().pipe(provinceField) });

export const PostalValidationRequest = z.object({
  postal_code: z.string({ message: 'is required' }).max(20, { message: 'must be at most 20 characters' }),
  province: provinceField.optional(),
});

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
