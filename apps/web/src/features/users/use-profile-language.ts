import type { Language, UserProfile } from '@lt/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api, mutationErrorMessage } from '../../lib/api';
import { currentLanguage, setLanguage } from '../../lib/i18n';
import { profileQueryKey } from '../../lib/query-keys';
import { toast } from '../../lib/toast';

/** A signed-in user's profile language wins over the browser's and the visitor's earlier choice. */
export function useFollowProfileLanguage(language: Language | undefined): void {
  useEffect(() => {
    if (language && language !== currentLanguage()) void setLanguage(language);
  }, [language]);
}

/**
 * Stores the language chosen with the switch in the profile (PUT /api/users/profile {language}).
 * The cached profile takes it at once, so the effect above does not switch back while the request
 * is on its way; afterwards every query is refetched, since the server words some data by language.
 */
export function useSaveProfileLanguage() {
  const { t } = useTranslation('app');
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (language: Language) => api.put<UserProfile>('/users/profile', { language }),
    onMutate: (language) => {
      queryClient.setQueryData<UserProfile>(profileQueryKey, (profile) =>
        profile ? { ...profile, language } : profile,
      );
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      return queryClient.invalidateQueries();
    },
    onError: (error) => {
      toast.error(mutationErrorMessage(error, t('shell.languageFailed')));
    },
  });
  return mutation.mutate;
}
