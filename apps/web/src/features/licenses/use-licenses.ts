import type { License } from '@lt/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { licensesQueryKey } from '../../lib/query-keys';

export { licensesQueryKey };

/** GET /api/licenses/ (PRODUCT §7), with the server's status fields (is_expired, days_until_expiry…). */
export const licensesQuery = queryOptions({
  queryKey: licensesQueryKey,
  queryFn: () => api.get<License[]>('/licenses/'),
});

export function useLicenses() {
  return useQuery(licensesQuery);
}
