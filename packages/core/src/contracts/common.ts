import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, typeMessage } from './fields';

/** Every error body of the API: the web shows `detail` in its toasts (PRODUCT §8). */
export const ErrorBody = z.object({ detail: z.string() }).meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Trimmed text with a length limit; empty strings stay empty (optional fields clear with ""). */
export const text = (max: number) =>
  z
    .string({ error: typeMessage('text') })
    .trim()
    .max(max, { message: `must be at most ${max} characters` })
    .refine((v) => !hasControlCharacters(v), { message: CONTROL_CHARACTERS_MESSAGE });
