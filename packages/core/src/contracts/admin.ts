import { z } from 'zod';

/**
 * The Admin Panel (PRODUCT §2, §3, §7): statistics, all users, all businesses, and the paging its
 * lists share. Its templates are in admin-template-input.ts and admin-templates.ts, its reminder
 * deliveries in admin-deliveries.ts.
 */

export const AdminStats = z
  .object({
    total_users: z.number().int(),
    total_businesses: z.number().int(),
    total_licenses: z.number().int(),
    total_templates: z.number().int(),
  })
  .meta({ id: 'AdminStats' });
export type AdminStats = z.infer<typeof AdminStats>;

export const AdminUser = z
  .object({
    id: z.string(),
    full_name: z.string().nullable(),
    email: z.string().nullable(),
    city: z.string().nullable(),
    province: z.string().nullable(),
    is_onboarded: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminBusiness = z
  .object({
    id: z.string(),
    business_name: z.string(),
    business_type: z.string(),
    city: z.string(),
    province: z.string(),
    owner_email: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminBusiness' });
export type AdminBusiness = z.infer<typeof AdminBusiness>;

export const ADMIN_PAGE_SIZE = 50;
export const ADMIN_PAGE_MAX = 100;
/** The response header that carries the number of rows of a paginated admin list. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

const wholeNumber = (min: number, max?: number) => {
  const base = z.coerce
    .number({ error: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .min(min, { message: `must be at least ${min}` });
  return max === undefined ? base : base.max(max, { message: `must be at most ${max}` });
};

/** `?limit=&offset=` of the users and businesses lists; newest first. */
export const AdminPageQuery = z.object({
  limit: wholeNumber(1, ADMIN_PAGE_MAX).default(ADMIN_PAGE_SIZE),
  offset: wholeNumber(0).default(0),
});
export type AdminPageQuery = z.input<typeof AdminPageQuery>;
