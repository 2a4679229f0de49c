import type { IsAdminResponse } from '@lt/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const isAdminQueryKey = ['auth', 'is-admin'] as const;

/** GET /api/auth/is-admin (PRODUCT §7): drives the Admin entry of the shell and the Admin Panel. */
export const isAdminQuery = queryOptions({
  queryKey: isAdminQueryKey,
  queryFn: () => api.get<IsAdminResponse>('/auth/is-admin'),
});

export function useIsAdmin() {
  return useQuery(isAdminQuery);
}
