import type { CalculateExpiryRequest, CalculateExpiryResponse } from '@lt/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** POST /api/licenses/calculate-expiry/ (PRODUCT §7): the expiry date suggested for an issue date. */
export function useCalculateExpiry() {
  return useMutation({
    mutationFn: (body: CalculateExpiryRequest) =>
      api.post<CalculateExpiryResponse>('/licenses/calculate-expiry/', body),
  });
}
