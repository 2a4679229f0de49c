import './i18n';
import type { License, LicenseInput } from '@lt/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, api, mutationErrorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { serverFieldError } from './license-form-validation';
import { licensesQueryKey } from './use-licenses';

/** POST /api/licenses/; toasts the outcome (PRODUCT §8), unless the form shows it by its field, and refreshes the list. */
export function useCreateLicense() {
  const { t } = useTranslation('licenses');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LicenseInput) => api.post<License>('/licenses/', body, { idempotent: true }),
    onSuccess: () => {
      toast.success(t('messages.added'));
      return queryClient.invalidateQueries({ queryKey: licensesQueryKey });
    },
    onError: (error) => {
      // A refusal that names a field is shown next to that field by the form.
      if (error instanceof ApiError && serverFieldError(error.detail)) return;
      toast.error(mutationErrorMessage(error, t('messages.addFailed')));
    },
  });
}
