import type { AdminWorkspace } from '@lt/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { PageRequest } from './use-admin-users';

/** GET /api/admin/workspaces?limit=&offset=; the total comes from X-Total-Count. */
export function useAdminWorkspaces(page: PageRequest) {
  return useQuery({
    queryKey: ['admin', 'workspaces', page] as const,
    queryFn: () => api.getPage<AdminWorkspace>(`/admin/workspaces?limit=${page.limit}&offset=${page.offset}`),
    placeholderData: keepPreviousData,
  });
}
