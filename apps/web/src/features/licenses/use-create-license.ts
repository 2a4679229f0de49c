import './i18n';
import type { License, LicenseInput } from '@lt/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, mutationErrorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { licensesQueryKey } from './use-licenses';

/** POST /api/licenses/; toasts the outcome (PRODUCT §8) and refreshes the list. */
export function useCreateLicense() {
  const { t } = useTranslation('licenses');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LicenseInput) => api.post<License>('/licenses/', body),
    onSuccess: () => {
      toast.success(t('messages.added'));
      return queryClient.invalidateQueries({ queryKey: licensesQueryKey });
    },
    onError: (error) => {
      toast.error(mutationErrorMessage(error, t('messages.addFailed')));
    },
  });
}
