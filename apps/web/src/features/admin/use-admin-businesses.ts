import type { AdminBusiness } from '@lt/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { PageRequest } from './use-admin-users';

/** GET /api/admin/businesses?limit=&offset=; the total comes from X-Total-Count. */
export function useAdminBusinesses(page: PageRequest, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['admin', 'businesses', page] as const,
    queryFn: () => api.getPage<AdminBusiness>(`/admin/businesses?limit=${page.limit}&offset=${page.offset}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}
