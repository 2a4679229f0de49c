import './i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, mutationErrorMessage } from '../../lib/api';
import { useAuthState } from '../../lib/auth';
import { toast, toastAfterReload } from '../../lib/toast';

/**
 * DELETE /api/users/profile with the e-mail typed again; then nothing of the account is kept in the
 * page (the query cache is emptied so nothing refetches) and the user is signed out, told on the
 * page they land on that it was deleted (issue 30).
 */
export function useDeleteAccount() {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const auth = useAuthState();
  return useMutation({
    mutationFn: (confirmEmail: string) => api.delete('/users/profile', { confirm_email: confirmEmail }),
    onSuccess: () => {
      queryClient.clear();
      toast.success(t('deleteAccount.deleted'));
      // The sign-out leaves for the provider and comes back to a fresh page: the notice goes along.
      toastAfterReload(t('deleteAccount.deleted'));
      return auth.signOut();
    },
    onError: (error) => {
      toast.error(mutationErrorMessage(error, t('deleteAccount.failed')));
    },
  });
}
