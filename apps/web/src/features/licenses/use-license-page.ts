import type { License } from '@lt/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { licensesQueryKey } from '../../lib/query-keys';
import { apiQuery, type LicenseView } from './license-view';

/**
 * One page of GET /api/licenses/ for a view, with the total. Under the licences key, so that every
 * change to a licence refreshes it; the previous page stays on screen while the next one loads.
 */
export function licensePageQuery(view: LicenseView) {
  const query = apiQuery(view);
  return queryOptions({
    queryKey: [...licensesQueryKey, 'page', query],
    queryFn: () => api.getPage<License>(`/licenses/?${query}`),
    placeholderData: keepPreviousData,
    // The page asks for it beside the businesses and the list reads it when it mounts: one request.
    // A change to a licence still refreshes it at once (invalidation ignores staleTime).
    staleTime: 5_000,
  });
}

export function useLicensePage(view: LicenseView) {
  return useQuery(licensePageQuery(view));
}
