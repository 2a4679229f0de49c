import type { Business } from '@lt/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAllPages } from '../../lib/all-pages';

export const businessesQueryKey = ['businesses'] as const;

/** GET /api/businesses/ (PRODUCT §7): every business the user may see, page after page (pickers need them all). */
export const businessesQuery = queryOptions({
  queryKey: businessesQueryKey,
  queryFn: () => getAllPages<Business>('/businesses/'),
});

export function useBusinesses() {
  return useQuery(businessesQuery);
}
