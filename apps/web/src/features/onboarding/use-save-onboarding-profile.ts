import type { ProfileUpdate, UserProfile } from '@lt/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
// The profile query belongs to the users feature; this save keeps it current.
import { profileQueryKey } from '../../lib/query-keys';

/** PUT /api/onboarding/profile (PRODUCT §7): step 2's save, and step 5's phone number for SMS. */
export function useSaveOnboardingProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => api.put<UserProfile>('/onboarding/profile', body),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
