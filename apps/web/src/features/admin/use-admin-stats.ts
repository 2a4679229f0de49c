import type { AdminStats } from '@lt/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const adminStatsQueryKey = ['admin', 'stats'] as const;

/** GET /api/admin/stats; runs only while the Statistics tab is shown. */
export function useAdminStats({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: adminStatsQueryKey,
    queryFn: () => api.get<AdminStats>('/admin/stats'),
    enabled,
  });
}
