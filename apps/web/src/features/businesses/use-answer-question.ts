import type { Business, BusinessUpdate } from '@lt/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { businessesQueryKey } from './use-businesses';

export interface QuestionAnswer {
  key: string;
  value: boolean;
}

/**
 * One yes/no answer of the rulebook saved on the business (PUT /api/businesses/{id}/ with
 * `answers`, merged with those kept), then everything under the businesses' key refreshes — the
 * business page and its suggestions among them. The caller says what happened (its screen's words).
 */
export function useAnswerQuestion(business: Business) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: QuestionAnswer) => {
      const body: BusinessUpdate = { answers: { [key]: value } };
      return api.put<Business>(`/businesses/${encodeURIComponent(business.id)}/`, body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessesQueryKey }),
  });
}
