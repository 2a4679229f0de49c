import type { Business } from '@lt/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { businessesQueryKey } from './use-businesses';

/** How many matches a search shows: a few to pick from, the rest found by typing more. */
export const FIND_BUSINESSES_LIMIT = 10;

/**
 * GET /api/businesses/?q=… (PRODUCT §7): the first few businesses whose name or city hold
 * every word of `q`, A to Z, in one workspace or all of the caller's; nothing is asked for an empty
 * `q`. Under the businesses' query key, so a business added, renamed or deleted refreshes it.
 */
export function useFindBusinesses(q: string, workspaceId: string | null) {
  return useQuery({
    queryKey: [...businessesQueryKey, 'find', workspaceId, q],
    queryFn: () => {
      const params = new URLSearchParams({
        q,
        sort: 'business_name',
        limit: String(FIND_BUSINESSES_LIMIT),
        offset: '0',
      });
      if (workspaceId) params.set('workspace_id', workspaceId);
      return api.getPage<Business>(`/businesses/?${params}`);
    },
    enabled: q !== '',
    // The last matches stay on screen while the next keystroke's are asked for.
    placeholderData: keepPreviousData,
  });
}
