import './i18n';
import type { PasswordChange } from '@lt/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, mutationErrorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';

/** POST /api/users/profile/password: every other signed-in device is signed out by the server. */
export function useChangePassword(onDone: () => void) {
  const { t } = useTranslation('profile');
  return useMutation({
    mutationFn: (body: PasswordChange) => api.post('/users/profile/password', body),
    onSuccess: () => {
      toast.success(t('password.changed'));
      onDone();
    },
    onError: (error) => toast.error(mutationErrorMessage(error, t('password.failed'))),
  });
}
