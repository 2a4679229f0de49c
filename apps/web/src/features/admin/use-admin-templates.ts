import type { AdminTemplate, TemplateUsage } from '@lt/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const adminTemplatesQueryKey = ['admin', 'license-templates'] as const;

/**
 * GET /api/admin/license-templates?limit&offset&q&level&province&city&business_type&sort: one page;
 * the total comes from X-Total-Count. Runs only while the License Templates tab is shown.
 */
export function useAdminTemplates(query: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...adminTemplatesQueryKey, query],
    queryFn: () => api.getPage<AdminTemplate>(`/admin/license-templates?${query}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /api/admin/license-templates/{id}/licenses: what a deletion would unlink. */
export function fetchTemplateUsage(id: string): Promise<TemplateUsage> {
  return api.get<TemplateUsage>(`/admin/license-templates/${id}/licenses`);
}
