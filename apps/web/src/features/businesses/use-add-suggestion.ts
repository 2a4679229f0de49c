import type { Business, License, LicenseInput, OnboardingTemplate } from '@lt/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { licensesQueryKey, suggestionsQueryKey } from '../../lib/query-keys';

export interface SuggestionToAdd {
  template: OnboardingTemplate;
  /** The expiry date printed on the licence: required when the template's term is not known. */
  expiry_date?: string;
}

/**
 * One click: POST /api/licenses/ from a suggested template, as onboarding makes a licence — issued
 * today in the business's zone, the expiry by the template's rule (or the date printed on it, for a
 * template whose term is not known: issue 27), its authority and official page copied — then the
 * licences and the business's suggestions refresh. The caller says what happened (its screen's words).
 */
export function useAddSuggestion(business: Business, today: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ template, expiry_date }: SuggestionToAdd) => {
      const body: LicenseInput = {
        business_id: business.id,
        template_id: template.id,
        license_name: template.name,
        level: template.level,
        issued_date: today,
        ...(expiry_date ? { expiry_date } : {}),
        renewal_rule: template.renewal_rule,
        authority: template.issuing_authority,
        source_url: template.source_url,
      };
      return api.post<License>('/licenses/', body, { idempotent: true });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: licensesQueryKey }),
        queryClient.invalidateQueries({ queryKey: suggestionsQueryKey(business.id) }),
      ]),
  });
}
