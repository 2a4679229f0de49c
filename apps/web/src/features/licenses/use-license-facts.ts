import type { LicenseFacts } from '@lt/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { licensesQueryKey } from './use-licenses';

/**
 * GET /api/licenses/{id}/facts/ (decision 044): the chosen template's facts of the day. Loaded only
 * when a person opens them (the list stays as measured, decisions 036–039); under the licences' key,
 * so an edit that changes the template refreshes them.
 */
export function useLicenseFacts(licenseId: string, enabled = true) {
  return useQuery({
    queryKey: [...licensesQueryKey, licenseId, 'facts'],
    queryFn: () => api.get<LicenseFacts>(`/licenses/${encodeURIComponent(licenseId)}/facts/`),
    enabled,
    staleTime: 5 * 60_000,
  });
}
