import './i18n';
import type { PhoneCodeSent, UserProfile } from '@lt/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, mutationErrorMessage } from '../../lib/api';
import { profileQueryKey } from '../../lib/query-keys';
import { toast } from '../../lib/toast';

/** POST /api/users/profile/phone-verification: a 6-digit code by SMS (a new one replaces the last). */
export function useSendPhoneCode() {
  const { t } = useTranslation('profile');
  return useMutation({
    mutationFn: () => api.post<PhoneCodeSent>('/users/profile/phone-verification'),
    onSuccess: (sent) =>
      toast.success(t('phone.sent', { to: sent.sent_to, minutes: sent.expires_in_minutes })),
    onError: (error) => toast.error(mutationErrorMessage(error, t('phone.sendFailed'))),
  });
}

/** POST /api/users/profile/phone-verification/confirm: the right code marks the number verified. */
export function useConfirmPhoneCode() {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<UserProfile>('/users/profile/phone-verification/confirm', { code }),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      toast.success(t('phone.verified'));
    },
    onError: (error) => toast.error(mutationErrorMessage(error, t('phone.confirmFailed'))),
  });
}
