import type { AdminReminder, ReminderStatus } from '@lt/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { PageRequest } from './use-admin-users';

export interface ReminderPageRequest extends PageRequest {
  /** null: every status. */
  status: ReminderStatus | null;
}

/** GET /api/admin/reminders?status=&limit=&offset=; the total comes from X-Total-Count. */
export function useAdminReminders(request: ReminderPageRequest) {
  const params = new URLSearchParams();
  if (request.status) params.set('status', request.status);
  params.set('limit', String(request.limit));
  params.set('offset', String(request.offset));
  return useQuery({
    queryKey: ['admin', 'reminders', request] as const,
    queryFn: () => api.getPage<AdminReminder>(`/admin/reminders?${params}`),
    placeholderData: keepPreviousData,
  });
}
