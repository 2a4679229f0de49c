import './i18n';
import type { Recipient, RecipientCreate } from '@lt/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, mutationErrorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';

const recipientsKey = (businessId: string) => ['businesses', businessId, 'recipients'] as const;

/** GET /api/businesses/{id}/recipients/?limit=: one page, the total from X-Total-Count. */
export function useRecipients(businessId: string, limit: number) {
  return useQuery({
    queryKey: [...recipientsKey(businessId), limit] as const,
    queryFn: () => api.getPage<Recipient>(`/businesses/${businessId}/recipients/?limit=${limit}&offset=0`),
    placeholderData: keepPreviousData,
  });
}

/** POST: the caller opts in (`member`), or an editor adds an outside contact (`contact`). */
export function useAddRecipient(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecipientCreate) =>
      api.post<Recipient>(`/businesses/${businessId}/recipients/`, body, { idempotent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipientsKey(businessId) }),
  });
}

/** DELETE: a member leaves the list themselves; an editor removes anyone. */
export function useRemoveRecipient(businessId: string) {
  const { t } = useTranslation('recipients');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; self: boolean }) =>
      api.delete(`/businesses/${businessId}/recipients/${id}/`),
    onSuccess: (_data, { self }) => {
      toast.success(t(self ? 'optedOut' : 'removed'));
      return queryClient.invalidateQueries({ queryKey: recipientsKey(businessId) });
    },
    onError: (error) => toast.error(mutationErrorMessage(error, t('failed'))),
  });
}

/** POST …/resend/: an unconfirmed contact's confirmation e-mail again (editor or owner, same caps). */
export function useResendConfirmation(businessId: string) {
  const { t } = useTranslation('recipients');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recipient: Recipient) =>
      api.post<Recipient>(`/businesses/${businessId}/recipients/${recipient.id}/resend/`),
    onSuccess: (_data, recipient) => {
      toast.success(t('resent', { email: recipient.email }));
      return queryClient.invalidateQueries({ queryKey: recipientsKey(businessId) });
    },
    onError: (error) => toast.error(mutationErrorMessage(error, t('failed'))),
  });
}
