import './i18n';
import type { WorkspaceMember, WorkspaceRole } from '@lt/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, mutationErrorMessage } from '../../lib/api';
import { licensesQueryKey } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { workspacesQueryKey } from './use-workspaces';

const membersKey = (workspaceId: string) => ['workspaces', workspaceId, 'members'] as const;

/** GET /api/workspaces/{id}/members/?limit=: one page, the total from X-Total-Count. */
export function useMembers(workspaceId: string, limit: number) {
  return useQuery({
    queryKey: [...membersKey(workspaceId), limit] as const,
    queryFn: () =>
      api.getPage<WorkspaceMember>(`/workspaces/${workspaceId}/members/?limit=${limit}&offset=0`),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/workspaces/{id}/members/{user_id}/ (owner). */
export function useChangeRole(workspaceId: string) {
  const { t } = useTranslation('workspaces');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: WorkspaceRole }) =>
      api.put<WorkspaceMember>(`/workspaces/${workspaceId}/members/${userId}/`, { role }),
    onSuccess: () => {
      toast.success(t('members.roleChanged'));
      return queryClient.invalidateQueries({ queryKey: workspacesQueryKey });
    },
    onError: (error) => toast.error(mutationErrorMessage(error, t('members.failed'))),
  });
}

/** DELETE /api/workspaces/{id}/members/{user_id}/: an owner removes, a member leaves. */
export function useRemoveMember(workspaceId: string) {
  const { t } = useTranslation('workspaces');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: { userId: string; leaving: boolean }) =>
      api.delete(`/workspaces/${workspaceId}/members/${userId}/`),
    onSuccess: (_data, { leaving }) => {
      toast.success(t(leaving ? 'members.left' : 'members.removed'));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: workspacesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['businesses'] }),
        queryClient.invalidateQueries({ queryKey: licensesQueryKey }),
      ]);
    },
    onError: (error) => toast.error(mutationErrorMessage(error, t('members.failed'))),
  });
}
