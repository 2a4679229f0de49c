import type { UserProfile } from '@lt/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { profileQueryKey } from '../../lib/query-keys';

export { profileQueryKey };

/** GET /api/users/profile (PRODUCT §7); the guard runs it only once the user is signed in. */
export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: () => api.get<UserProfile>('/users/profile'),
    enabled,
  });
}
