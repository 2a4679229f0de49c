import './i18n';
import type { Business, BusinessUpdate } from '@lt/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, mutationErrorMessage } from '../../lib/api';
import { licensesQueryKey } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { businessesQueryKey } from './use-businesses';

/**
 * PUT /api/businesses/{id}/; toasts the outcome and refreshes the businesses and the licences,
 * which carry the business's name and count their days in its time zone.
 */
export function useUpdateBusiness() {
  const { t } = useTranslation('businesses');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BusinessUpdate }) =>
      api.put<Business>(`/businesses/${encodeURIComponent(id)}/`, body),
    onSuccess: () => {
      toast.success(t('messages.updated'));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: businessesQueryKey }),
        queryClient.invalidateQueries({ queryKey: licensesQueryKey }),
      ]);
    },
    onError: (error) => {
      toast.error(mutationErrorMessage(error, t('messages.updateFailed')));
    },
  });
}
