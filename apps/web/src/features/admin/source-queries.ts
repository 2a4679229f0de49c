import './i18n';
import type { SourceChange, SourceCheckStarted, SourceFailure, SourceWatchStatus } from '@lt/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, mutationErrorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { adminTemplatesQueryKey } from './use-admin-templates';
import type { PageRequest } from './use-admin-users';

/** The Sources tab's calls (decision 043): its two lists, the watch's status, its two actions. */

const SOURCES_KEY = ['admin', 'sources'] as const;
/** While a pass runs, the status is asked again this often. */
const RUNNING_POLL_MS = 2_000;

const pageParams = (page: PageRequest) => `limit=${page.limit}&offset=${page.offset}`;

/** GET /api/admin/sources/changes?limit=&offset=; the total from X-Total-Count. */
export function useSourceChanges(page: PageRequest) {
  return useQuery({
    queryKey: [...SOURCES_KEY, 'changes', page] as const,
    queryFn: () => api.getPage<SourceChange>(`/admin/sources/changes?${pageParams(page)}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/sources/failures?limit=&offset=. */
export function useSourceFailures(page: PageRequest) {
  return useQuery({
    queryKey: [...SOURCES_KEY, 'failures', page] as const,
    queryFn: () => api.getPage<SourceFailure>(`/admin/sources/failures?${pageParams(page)}`),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/admin/sources/status, asked again while a pass runs; when it ends, the lists are
 * read again (they are what it changed).
 */
export function useSourceStatus() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...SOURCES_KEY, 'status'] as const,
    queryFn: async () => {
      const before = queryClient.getQueryData<SourceWatchStatus>([...SOURCES_KEY, 'status']);
      const status = await api.get<SourceWatchStatus>('/admin/sources/status');
      const ended = before?.running && !status.running;
      const newRun = before && before.last_run?.finished_at !== status.last_run?.finished_at;
      if (ended || newRun) {
        void queryClient.invalidateQueries({ queryKey: [...SOURCES_KEY, 'changes'] });
        void queryClient.invalidateQueries({ queryKey: [...SOURCES_KEY, 'failures'] });
      }
      return status;
    },
    refetchInterval: (query) => (query.state.data?.running ? RUNNING_POLL_MS : false),
  });
}

/** POST /api/admin/sources/check (super admins): 202, the pass runs on the server. */
export function useCheckSources() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SourceCheckStarted>('/admin/sources/check'),
    onSuccess: ({ started }) => {
      toast.success(started ? t('sources.checkStarted') : t('sources.checkAlreadyRunning'));
      return queryClient.invalidateQueries({ queryKey: [...SOURCES_KEY, 'status'] });
    },
    onError: (error) => {
      toast.error(mutationErrorMessage(error, t('sources.checkFailed')));
    },
  });
}

/** POST /api/admin/sources/changes/:id/review. */
export function useReviewSource() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<SourceChange>(`/admin/sources/changes/${id}/review`),
    onSuccess: () => {
      toast.success(t('sources.reviewed'));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...SOURCES_KEY, 'changes'] }),
        // The templates' checked dates moved.
        queryClient.invalidateQueries({ queryKey: adminTemplatesQueryKey }),
      ]);
    },
    onError: (error) => {
      toast.error(mutationErrorMessage(error, t('sources.reviewFailed')));
    },
  });
}
