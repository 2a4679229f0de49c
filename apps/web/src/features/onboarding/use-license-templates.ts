import type { OnboardingTemplates } from '@lt/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface TemplatesQuery {
  business_type: string;
  province: string;
  city: string;
}

/** GET /api/onboarding/license-templates?business_type&province&city (PRODUCT §7), grouped by level. */
export function useLicenseTemplates(query: TemplatesQuery, { enabled = true } = {}) {
  const params = new URLSearchParams({
    business_type: query.business_type,
    province: query.province,
    city: query.city.trim(),
  });
  return useQuery({
    queryKey: ['onboarding', 'license-templates', params.toString()],
    queryFn: () => api.get<OnboardingTemplates>(`/onboarding/license-templates?${params.toString()}`),
    enabled: enabled && Boolean(query.business_type && query.province),
  });
}
