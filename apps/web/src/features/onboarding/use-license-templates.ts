import type { OnboardingTemplates } from '@lt/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface TemplatesQuery {
  business_type: string;
  province: string;
  city: string;
  /** Step 4's answers to the activity questions. */
  answers?: Readonly<Record<string, boolean>>;
}

/**
 * GET /api/onboarding/license-templates?business_type&province&city&answers (PRODUCT §7, issue 19),
 * grouped by level, with the questions that decide them.
 */
export function useLicenseTemplates(query: TemplatesQuery, { enabled = true } = {}) {
  const params = new URLSearchParams({
    business_type: query.business_type,
    province: query.province,
    city: query.city.trim(),
  });
  if (query.answers && Object.keys(query.answers).length > 0) {
    params.set('answers', JSON.stringify(query.answers));
  }
  return useQuery({
    queryKey: ['onboarding', 'license-templates', params.toString()],
    queryFn: () => api.get<OnboardingTemplates>(`/onboarding/license-templates?${params.toString()}`),
    enabled: enabled && Boolean(query.business_type && query.province),
    // A new answer keeps the list on screen while the verdicts load.
    placeholderData: keepPreviousData,
  });
}
