import './i18n';
import type { Business, BusinessSuggestions, License, LicenseInput, OnboardingTemplate } from '@lt/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LicenseView } from '../../features/licenses/license-view';
import { api, mutationErrorMessage } from '../../lib/api';
import { licensesQueryKey } from '../../lib/query-keys';
import { toast } from '../../lib/toast';

/** The most licences the page loads at once; more are one link away, in the License Manager. */
export const PAGE_LIMIT = 100;

// Under the ['businesses'] and ['licenses'] keys, so that any change to a business or a licence
// (edit, renew, delete, add) refreshes this page too.
const businessKey = (id: string) => ['businesses', id] as const;
const suggestionsKey = (id: string) => ['businesses', id, 'suggestions'] as const;
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
    queryKey: suggestionsKey(id),
    queryFn: () => api.get<BusinessSuggestions>(`/businesses/${encodeURIComponent(id)}/suggestions/`),
  });
}

/**
 * One click: POST /api/licenses/ from the template, as onboarding makes a licence chosen with no
 * dates — issued today in the business's zone, the expiry by the template's rule, its authority and
 * official page copied — then the list and the suggestions refresh.
 */
export function useAddSuggestion(business: Business, today: string) {
  const { t } = useTranslation('businessPage');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: OnboardingTemplate) => {
      const body: LicenseInput = {
        business_id: business.id,
        template_id: template.id,
        license_name: template.name,
        level: template.level,
        issued_date: today,
        renewal_rule: template.renewal_rule,
        authority: template.issuing_authority,
        source_url: template.source_url,
      };
      return api.post<License>('/licenses/', body);
    },
    onSuccess: (_created, template) => {
      toast.success(t('suggestions.added', { name: template.name }));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: licensesQueryKey }),
        queryClient.invalidateQueries({ queryKey: suggestionsKey(business.id) }),
      ]);
    },
    onError: (error) => {
      toast.error(mutationErrorMessage(error, t('suggestions.addFailed')));
    },
  });
}
