import './i18n';
import type { ProfileUpdate, UserProfile } from '@lt/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, mutationErrorMessage } from '../../lib/api';
// The profile query belongs to the users feature; this mutation refreshes it.
import { profileQueryKey } from '../../lib/query-keys';
import { toast } from '../../lib/toast';

/** PUT /api/users/profile (PRODUCT §7); toasts the outcome (PRODUCT §8) and refreshes the profile. */
export function useUpdateProfile() {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => api.put<UserProfile>('/users/profile', body),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      toast.success(t('updated'));
      return queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
    onError: (error) => {
      toast.error(mutationErrorMessage(error, t('updateFailed')));
    },
  });
}
