import './i18n';
import type { AdminTemplate, TemplateInput } from '@lt/core';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, mutationErrorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { adminStatsQueryKey } from './use-admin-stats';
import { adminTemplatesQueryKey } from './use-admin-templates';

/** After any change the template list (and the template count) are fetched again. */
function refresh(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminStatsQueryKey });
  return queryClient.invalidateQueries({ queryKey: adminTemplatesQueryKey });
}

const path = (id: string) => `/admin/license-templates/${encodeURIComponent(id)}`;

/** POST /api/admin/license-templates; toasts the outcome (PRODUCT §8). */
export function useCreateTemplate() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TemplateInput) =>
      api.post<AdminTemplate>('/admin/license-templates', body, { idempotent: true }),
    onSuccess: () => {
      toast.success(t('messages.created'));
      return refresh(queryClient);
    },
    onError: (error) => {
      toast.error(mutationErrorMessage(error, t('messages.createFailed')));
    },
  });
}

/** PUT /api/admin/license-templates/{id}; toasts the outcome (PRODUCT §8). */
export function useUpdateTemplate() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TemplateInput }) => api.put<AdminTemplate>(path(id), body),
    onSuccess: () => {
      toast.success(t('messages.updated'));
      return refresh(queryClient);
    },
    onError: (error) => {
      toast.error(mutationErrorMessage(error, t('messages.updateFailed')));
    },
  });
}

/** DELETE /api/admin/license-templates/{id}; toasts the outcome (PRODUCT §8). */
export function useDeleteTemplate() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(path(id)),
    onSuccess: () => {
      toast.success(t('messages.deleted'));
      return refresh(queryClient);
    },
    onError: (error) => {
      toast.error(mutationErrorMessage(error, t('messages.deleteFailed')));
    },
  });
}
