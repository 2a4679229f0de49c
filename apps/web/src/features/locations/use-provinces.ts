import type { ProvinceCode } from '@lt/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export interface ProvinceOption {
  code: ProvinceCode;
  name: string;
}

/** GET /api/locations/provinces (PRODUCT §7): the 13 provinces and territories. */
export function useProvinces() {
  return useQuery({
    queryKey: ['locations', 'provinces'],
    queryFn: () => api.get<ProvinceOption[]>('/locations/provinces'),
    // The list never changes while the app runs.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
