import type { Business } from '@lt/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const businessesQueryKey = ['businesses'] as const;

/** GET /api/businesses/ (PRODUCT §7): the signed-in user's businesses. */
export const businessesQuery = queryOptions({
  queryKey: businessesQueryKey,
  queryFn: () => api.get<Business[]>('/businesses/'),
});

export function useBusinesses() {
  return useQuery(businessesQuery);
}
