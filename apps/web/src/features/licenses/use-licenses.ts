import type { License } from '@lt/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAllPages } from '../../lib/all-pages';
import { licensesQueryKey } from '../../lib/query-keys';

export { licensesQueryKey };

/**
 * Every licence, page after page (GET /api/licenses/ answers at most 500 at a time), with the
 * server's status fields. Only the dashboard still reads them all; the License Manager reads one
 * page (use-license-page.ts).
 */
export const licensesQuery = queryOptions({
  queryKey: licensesQueryKey,
  queryFn: () => getAllPages<License>('/licenses/'),
});

export function useLicenses() {
  return useQuery(licensesQuery);
}
