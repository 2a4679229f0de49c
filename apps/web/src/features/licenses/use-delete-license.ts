import './i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, mutationErrorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { licensesQueryKey } from './use-licenses';

/** DELETE /api/licenses/{id}/; toasts the outcome (PRODUCT §8) and refreshes the list. */
export function useDeleteLicense() {
  const { t } = useTranslation('licenses');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/licenses/${encodeURIComponent(id)}/`),
    onSuccess: () => {
      toast.success(t('messages.deleted'));
      return queryClient.invalidateQueries({ queryKey: licensesQueryKey });
    },
    onError: (error) => {
      toast.error(mutationErrorMessage(error, t('messages.deleteFailed')));
    },
  });
}
