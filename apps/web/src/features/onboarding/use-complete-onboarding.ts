import type { Business, License, OnboardingComplete, UserProfile } from '@lt/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
// The profile query belongs to the users feature; completing onboarding changes it.
import { profileQueryKey } from '../../lib/query-keys';

/**
 * POST /api/onboarding/complete (PRODUCT §7). On success the cached profile says is_onboarded first,
 * so that the guard lets the user into the rest of /app, then `onCompleted` runs (it may navigate),
 * then every cached answer (profile, businesses, licences) is refreshed.
 */
export function useCompleteOnboarding(onCompleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OnboardingComplete) =>
      api.post<{ business: Business; licenses: License[] }>('/onboarding/complete', body, {
        idempotent: true,
      }),
    onSuccess: async (_result, body) => {
      queryClient.setQueryData<UserProfile>(profileQueryKey, (profile) =>
        profile
          ? { ...profile, is_onboarded: true, notification_channels: body.notification_channels ?? [] }
          : profile,
      );
      onCompleted();
      await queryClient.invalidateQueries();
    },
  });
}
