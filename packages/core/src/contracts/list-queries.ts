// `GET /licenses/` and `GET /businesses/` are paged on the server (issue 20, decision 024): one
// query schema, read by the server's routes and written by the web's list screens.
import { z } from 'zod';
import { LICENSE_LEVELS } from '../domain/levels';
import { LICENSE_STATUS_LABELS } from '../domain/license-status';
import { text } from './common';
import { idField } from './fields';

/** A caller that sends no `limit` gets this many rows, never the whole list. */
export const LIST_PAGE_SIZE = 100;
export const LIST_PAGE_MAX = 500;
export const LIST_SEARCH_MAX = 200;
/** Rows per page of the web's licence table (a screenful or two of compact rows); the bench asks the same. */
export const LICENSE_TABLE_PAGE_SIZE = 50;

export const LICENSE_SORT_KEYS = [
  'expiry_date',
  'license_name',
  'license_type',
  'level',
  'business_name',
  'issued_date',
  'status',
  'reminder_enabled',
] as const;
export type LicenseSortKey = (typeof LICENSE_SORT_KEYS)[number];

export const BUSINESS_SORT_KEYS = ['created_at', 'business_name'] as const;
export type BusinessSortKey = (typeof BUSINESS_SORT_KEYS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const wholeNumber = (min: number, max?: number) => {
  const base = z.coerce
    .number({ error: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .min(min, { message: `must be at least ${min}` });
  return max === undefined ? base : base.max(max, { message: `must be at most ${max}` });
};

/** An empty parameter (`?status=`, what a form sends for "All") is the same as none. */
const blankIsNone = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsNone, schema.optional());
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: `must be one of ${values.join(', ')}` });

const paging = {
  limit: wholeNumber(1, LIST_PAGE_MAX).default(LIST_PAGE_SIZE),
  offset: wholeNumber(0).default(0),
};

const search = optional(text(LIST_SEARCH_MAX)).meta({
  description: 'Words to find, each anywhere; case and French accents ignored.',
});

/** `GET /licenses/?q=&workspace_id=&business_id=&status=&level=&sort=&order=&limit=&offset=`. */
export const LicenseListQuery = z.object({
  q: search,
  workspace_id: optional(idField),
  business_id: optional(idField),
  status: optional(oneOf(LICENSE_STATUS_LABELS)).meta({
    description: "By the status the licence shows today, in its business's time zone.",
  }),
  level: optional(oneOf(LICENSE_LEVELS)),
  sort: z.preprocess(blankIsNone, oneOf(LICENSE_SORT_KEYS).default('expiry_date')),
  order: z.preprocess(blankIsNone, oneOf(SORT_ORDERS).default('asc')),
  ...paging,
});
export type LicenseListQuery = z.input<typeof LicenseListQuery>;
export type LicenseListParams = z.output<typeof LicenseListQuery>;

/**
 * `GET /businesses/?q=&workspace_id=&sort=&order=&limit=&offset=`: newest first by default; by name,
 * A to Z unless `order` says otherwise.
 */
export const BusinessListQuery = z.object({
  q: search,
  workspace_id: optional(idField),
  sort: z.preprocess(blankIsNone, oneOf(BUSINESS_SORT_KEYS).default('created_at')),
  order: optional(oneOf(SORT_ORDERS)),
  ...paging,
});
export type BusinessListQuery = z.input<typeof BusinessListQuery>;
export type BusinessListParams = z.output<typeof BusinessListQuery>;

/**
 * Search text folded the way the server folds the stored text: lower case, no French accents. Each
 * word of the search must appear somewhere in the row.
 */
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  return foldForSearch(q).split(/\s+/).filter(Boolean).slice(0, 10);
}

export const ACCENTED = 'àâäáãåéèêëíìîïóòôöõúùûüçñÿœæÀÂÄÁÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÑŸ';
export const UNACCENTED = 'aaaaaaeeeeiiiiooooouuuucnyoaaaaaaaeeeeiiiiooooouuuucny';

export function foldForSearch(value: string): string {
  let out = '';
  for (const ch of value) {
    const i = ACCENTED.indexOf(ch);
    out += i >= 0 ? UNACCENTED[i] : ch;
  }
  return out.toLowerCase();
}
