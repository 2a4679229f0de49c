import type { AdminUser } from '@lt/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface PageRequest {
  limit: number;
  offset: number;
}

/** GET /api/admin/users?limit=&offset=; the total comes from X-Total-Count. */
export function useAdminUsers(page: PageRequest, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['admin', 'users', page] as const,
    queryFn: () => api.getPage<AdminUser>(`/admin/users?limit=${page.limit}&offset=${page.offset}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}
