import type { DashboardSummary } from '@lt/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { dashboardSummaryQueryKey } from '../../lib/query-keys';

/** GET /api/dashboard/summary/ for all the caller's workspaces (null) or one of them. */
export const dashboardSummaryQuery = (workspaceId: string | null) => ({
  queryKey: [...dashboardSummaryQueryKey, workspaceId],
  queryFn: () =>
    api.get<DashboardSummary>(
      `/dashboard/summary/${workspaceId ? `?workspace_id=${encodeURIComponent(workspaceId)}` : ''}`,
    ),
});

export function useDashboardSummary(workspaceId: string | null) {
  return useQuery({
    ...dashboardSummaryQuery(workspaceId),
    // Switching workspace keeps the last dashboard on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

/** The licence list filtered as a dashboard link says (the licence table reads these from the URL). */
export function licencesLink(filters: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `/app/licenses?${text}` : '/app/licenses';
}
