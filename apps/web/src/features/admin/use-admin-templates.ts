import type { AdminTemplate } from '@lt/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const adminTemplatesQueryKey = ['admin', 'license-templates'] as const;

/** GET /api/admin/license-templates; runs only while the License Templates tab is shown. */
export function useAdminTemplates({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: adminTemplatesQueryKey,
    queryFn: () => api.get<AdminTemplate[]>('/admin/license-templates'),
    enabled,
  });
}
