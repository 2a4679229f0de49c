import type { OnboardingTemplates } from '@lt/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface TemplatesQuery {
  /** What the business does (issue 27): the templates of its activity; '' for none said. */
  activity: string;
  /** The activity's type (the server checks they match), or the only thing known of an older wizard. */
  business_type: string;
  province: string;
  city: string;
  /** Step 4's answers to the activity questions. */
  answers?: Readonly<Record<string, boolean>>;
}

/**
 * GET /api/onboarding/license-templates?activity&business_type&province&city&answers (PRODUCT §7,
 * issues 19 and 27), grouped by level, with the questions that decide them.
 */
export function useLicenseTemplates(query: TemplatesQuery, { enabled = true } = {}) {
  const params = new URLSearchParams();
  if (query.activity) params.set('activity', query.activity);
  if (query.business_type) params.set('business_type', query.business_type);
  params.set('province', query.province);
  params.set('city', query.city.trim());
  if (query.answers && Object.keys(query.answers).length > 0) {
    params.set('answers', JSON.stringify(query.answers));
  }
  return useQuery({
    queryKey: ['onboarding', 'license-templates', params.toString()],
    queryFn: () => api.get<OnboardingTemplates>(`/onboarding/license-templates?${params.toString()}`),
    enabled: enabled && Boolean((query.activity || query.business_type) && query.province),
    // A new answer keeps the list on screen while the verdicts load.
    placeholderData: keepPreviousData,
  });
}
