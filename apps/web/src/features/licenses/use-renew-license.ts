import './i18n';
import type { License, RenewLicenseRequest } from '@lt/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatPlainDate } from '../../components/ui/plain-date-text';
import { ApiError, api, mutationErrorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { serverFieldError } from './license-form-validation';
import { licensesQueryKey } from './use-licenses';

/**
 * POST /api/licenses/{id}/renew/ (decision 013): toasts the outcome (a refusal that names a date is
 * shown by the dialog next to it) and refreshes the list and the licence's history.
 */
export function useRenewLicense() {
  const { t } = useTranslation('licenses');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RenewLicenseRequest }) =>
      api.post<License>(`/licenses/${encodeURIComponent(id)}/renew/`, body, { idempotent: true }),
    onSuccess: (license) => {
      toast.success(
        license.expiry_date
          ? t('renewDialog.renewed', { date: formatPlainDate(license.expiry_date) })
          : t('messages.updated'),
      );
      // The history lives under the same key prefix, so it refreshes too.
      return queryClient.invalidateQueries({ queryKey: licensesQueryKey });
    },
    onError: (error) => {
      const field = error instanceof ApiError ? serverFieldError(error.detail)?.field : undefined;
      if (field === 'issued_date' || field === 'expiry_date') return;
      toast.error(mutationErrorMessage(error, t('renewDialog.failed')));
    },
  });
}
