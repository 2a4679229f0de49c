import type { AdminDailySends } from '@lt/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { PageRequest } from './use-admin-users';

/** GET /api/admin/sends-today?limit=&offset=: today's messages per account and channel (issue 16). */
export function useAdminSendsToday(page: PageRequest) {
  return useQuery({
    queryKey: ['admin', 'sends-today', page] as const,
    queryFn: () =>
      api.getPage<AdminDailySends>(`/admin/sends-today?limit=${page.limit}&offset=${page.offset}`),
    placeholderData: keepPreviousData,
  });
}
