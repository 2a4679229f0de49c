import { ApiError } from '../../lib/api';

export const CONTACT_FIELDS = ['name', 'email', 'phone_number', 'language', 'channels'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * The server names the field a refusal is about (`email: must be an e-mail address`, already in
 * the user's language): that text goes next to the field; anything else is for the whole form.
 */
export function splitError(error: unknown): { field?: ContactField; message: string } | null {
  if (!(error instanceof ApiError) || !error.detail) return null;
  const match = /^(\w+): (.+)$/s.exec(error.detail);
  const field = CONTACT_FIELDS.find((f) => f === match?.[1]);
  return field && match ? { field, message: match[2]! } : { message: error.detail };
}
