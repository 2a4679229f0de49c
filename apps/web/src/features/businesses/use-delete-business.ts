import './i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, mutationErrorMessage } from '../../lib/api';
import { licensesQueryKey } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { businessesQueryKey } from './use-businesses';

/** DELETE /api/businesses/{id}/ (its licences go with it); toasts and refreshes both lists. */
export function useDeleteBusiness() {
  const { t } = useTranslation('businesses');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/businesses/${encodeURIComponent(id)}/`),
    onSuccess: () => {
      toast.success(t('messages.deleted'));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: businessesQueryKey }),
        queryClient.invalidateQueries({ queryKey: licensesQueryKey }),
      ]);
    },
    onError: (error) => {
      toast.error(mutationErrorMessage(error, t('messages.deleteFailed')));
    },
  });
}
