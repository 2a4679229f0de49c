import './i18n';
import type { Workspace, WorkspaceInput } from '@lt/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, mutationErrorMessage } from '../../lib/api';
import { licensesQueryKey } from '../../lib/query-keys';
import { toast } from '../../lib/toast';

export const workspacesQueryKey = ['workspaces'] as const;

/** GET /api/workspaces/: the caller's workspaces with their role, the personal one first. */
export const workspacesQuery = queryOptions({
  queryKey: workspacesQueryKey,
  queryFn: () => api.get<Workspace[]>('/workspaces/'),
});

export function useWorkspaces({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...workspacesQuery, enabled });
}

/** A workspace change can change what the businesses and licence lists show: all are refreshed. */
function useRefreshAll() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: workspacesQueryKey }),
      queryClient.invalidateQueries({ queryKey: ['businesses'] }),
      queryClient.invalidateQueries({ queryKey: licensesQueryKey }),
    ]);
}

/** POST /api/workspaces/. */
export function useCreateWorkspace() {
  const { t } = useTranslation('workspaces');
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (body: WorkspaceInput) => api.post<Workspace>('/workspaces/', body, { idempotent: true }),
    onSuccess: () => {
      toast.success(t('create.created'));
      return refresh();
    },
    onError: (error) => toast.error(mutationErrorMessage(error, t('create.failed'))),
  });
}

/** PUT /api/workspaces/{id}/ (owner). */
export function useRenameWorkspace() {
  const { t } = useTranslation('workspaces');
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api.put<Workspace>(`/workspaces/${id}/`, { name }),
    onSuccess: () => {
      toast.success(t('rename.done'));
      return refresh();
    },
    onError: (error) => toast.error(mutationErrorMessage(error, t('rename.failed'))),
  });
}

/** DELETE /api/workspaces/{id}/ with the name typed again (owner). */
export function useDeleteWorkspace() {
  const { t } = useTranslation('workspaces');
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: ({ id, confirmName }: { id: string; confirmName: string }) =>
      api.delete(`/workspaces/${id}/`, { confirm_name: confirmName }),
    onSuccess: () => {
      toast.success(t('remove.done'));
      return refresh();
    },
    onError: (error) => toast.error(mutationErrorMessage(error, t('remove.failed'))),
  });
}
