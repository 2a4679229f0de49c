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
  });
}

export function useLicensePage(view: LicenseView) {
  return useQuery(licensePageQuery(view));
}
