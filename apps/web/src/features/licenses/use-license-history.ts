import type { LicensePeriod } from '@lt/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { licensesQueryKey } from './use-licenses';

/** Periods per page of the history dialog. */
export const HISTORY_PAGE_SIZE = 10;

/** GET /api/licenses/{id}/history/ (decision 013): one page of periods, newest first, and the total. */
export function useLicenseHistory(licenseId: string, offset: number) {
  return useQuery({
    // Under the licences' key: a renewal's refresh of the list refreshes the history too.
    queryKey: [...licensesQueryKey, licenseId, 'history', offset],
    queryFn: () =>
      api.getPage<LicensePeriod>(
        `/licenses/${encodeURIComponent(licenseId)}/history/?limit=${HISTORY_PAGE_SIZE}&offset=${offset}`,
      ),
    placeholderData: keepPreviousData,
  });
}
