import './i18n';
import type { Business, BusinessSuggestions, License } from '@lt/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LicenseView } from '../../features/licenses/license-view';
import { api } from '../../lib/api';
import { licensesQueryKey, suggestionsQueryKey } from '../../lib/query-keys';

/** The most licences the page loads at once; more are one link away, in the License Manager. */
export const PAGE_LIMIT = 100;

// Under the ['businesses'] and ['licenses'] keys, so that any change to a business or a licence
// (edit, renew, delete, add) refreshes this page too.
const businessKey = (id: string) => ['businesses', id] as const;
const licencesKey = (id: string, sort: LicenseView['sort']) =>
  [...licensesQueryKey, { business_id: id, limit: PAGE_LIMIT, ...sort }] as const;

/** GET /api/businesses/{id}/: 404 for an unknown id or a workspace the caller is not in. */
export function useBusiness(id: string) {
  return useQuery({
    queryKey: businessKey(id),
    queryFn: () => api.get<Business>(`/businesses/${encodeURIComponent(id)}/`),
  });
}

/** GET /api/licenses/?business_id=…&limit=…&sort=…: the server keeps to the business, sorts and pages. */
export function useBusinessLicences(id: string, sort: LicenseView['sort']) {
  return useQuery({
    queryKey: licencesKey(id, sort),
    queryFn: () => {
      const query = new URLSearchParams({
        business_id: id,
        limit: String(PAGE_LIMIT),
        sort: sort.key,
        order: sort.direction,
      });
      return api.get<License[]>(`/licenses/?${query}`);
    },
    // A new sort keeps the table on screen until the sorted page arrives.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/businesses/{id}/suggestions/: the catalogue's licences it does not hold yet. */
export function useSuggestions(id: string) {
  return useQuery({
    queryKey: suggestionsQueryKey(id),
    queryFn: () => api.get<BusinessSuggestions>(`/businesses/${encodeURIComponent(id)}/suggestions/`),
  });
}
