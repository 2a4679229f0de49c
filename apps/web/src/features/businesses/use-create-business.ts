import './i18n';
import type { Business, BusinessCreate } from '@lt/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, mutationErrorMessage } from '../../lib/api';
import { dashboardSummaryQueryKey } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { businessesQueryKey } from './use-businesses';

/** POST /api/businesses/; toasts the outcome and refreshes the list. */
export function useCreateBusiness() {
  const { t } = useTranslation('businesses');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessCreate) => api.post<Business>('/businesses/', body, { idempotent: true }),
    onSuccess: () => {
      toast.success(t('messages.added'));
      // The dashboard counts businesses too.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: businessesQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardSummaryQueryKey }),
      ]);
    },
    onError: (error) => {
      toast.error(mutationErrorMessage(error, t('messages.addFailed')));
    },
  });
}
