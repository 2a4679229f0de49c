import './i18n';
import type { AdminReminderRun } from '@lt/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, mutationErrorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';

/** POST /api/admin/reminders/run (super admins): one sweep and delivery pass; toasts the counts. */
export function useRunReminders() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<AdminReminderRun>('/admin/reminders/run'),
    onSuccess: ({ created, delivered }) => {
      toast.success(
        t('reminders.ran', {
          created: created.reminders + created.digests,
          sent: delivered.sent,
          failed: delivered.failed + delivered.retry,
        }),
      );
      return queryClient.invalidateQueries({ queryKey: ['admin', 'reminders'] });
    },
    onError: (error) => {
      toast.error(mutationErrorMessage(error, t('reminders.runFailed')));
    },
  });
}
