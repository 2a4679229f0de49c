import './i18n';
import type { InvitationCreate, InvitationView, WorkspaceInvitation, WorkspaceRole } from '@lt/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, mutationErrorMessage } from '../../lib/api';
import { licensesQueryKey, profileQueryKey } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { workspacesQueryKey } from './use-workspaces';

const invitationsKey = (workspaceId: string) => ['workspaces', workspaceId, 'invitations'] as const;

/** GET /api/workspaces/{id}/invitations/?limit= (owner): newest first, the total from X-Total-Count. */
export function useInvitations(workspaceId: string, limit: number) {
  return useQuery({
    queryKey: [...invitationsKey(workspaceId), limit] as const,
    queryFn: () =>
      api.getPage<WorkspaceInvitation>(`/workspaces/${workspaceId}/invitations/?limit=${limit}&offset=0`),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/workspaces/{id}/invitations/: the server e-mails the link. */
export function useInvite(workspaceId: string) {
  const { t } = useTranslation('workspaces');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitationCreate) =>
      api.post<WorkspaceInvitation>(`/workspaces/${workspaceId}/invitations/`, body, {
        idempotent: true,
      }),
    onSuccess: (invitation) => {
      toast.success(t('invitations.sent', { email: invitation.email }));
      return queryClient.invalidateQueries({ queryKey: invitationsKey(workspaceId) });
    },
    onError: (error) => toast.error(mutationErrorMessage(error, t('invitations.failed'))),
  });
}

/** DELETE /api/workspaces/{id}/invitations/{invitation_id}/. */
export function useRevokeInvitation(workspaceId: string) {
  const { t } = useTranslation('workspaces');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/workspaces/${workspaceId}/invitations/${id}/`),
    onSuccess: () => {
      toast.success(t('invitations.revoked'));
      return queryClient.invalidateQueries({ queryKey: invitationsKey(workspaceId) });
    },
    onError: (error) => toast.error(mutationErrorMessage(error, t('members.failed'))),
  });
}

/** GET /api/invitations/{token}/: what the accept page shows. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitations', token] as const,
    queryFn: () => api.get<InvitationView>(`/invitations/${encodeURIComponent(token)}/`),
    retry: false,
  });
}

/** POST /api/invitations/{token}/accept/: joins, and counts as onboarding. */
export function useAcceptInvitation(token: string) {
  const { t } = useTranslation('workspaces');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { full_name?: string; phone_number?: string }) =>
      api.post<{ workspace_id: string; role: WorkspaceRole }>(
        `/invitations/${encodeURIComponent(token)}/accept/`,
        body,
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        queryClient.invalidateQueries({ queryKey: workspacesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['businesses'] }),
        queryClient.invalidateQueries({ queryKey: licensesQueryKey }),
      ]),
    onError: (error) => toast.error(mutationErrorMessage(error, t('invite.failed'))),
  });
}
