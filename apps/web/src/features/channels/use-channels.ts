import './i18n';
import type { ChannelCreate, ChannelTestResult, WorkspaceChannel, WorkspaceChannelCreated } from '@lt/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, mutationErrorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';

const channelsKey = (workspaceId: string) => ['workspaces', workspaceId, 'channels'] as const;

/** GET /api/workspaces/{id}/channels/: at most 10, so one page. */
export function useChannels(workspaceId: string) {
  return useQuery({
    queryKey: channelsKey(workspaceId),
    queryFn: () => api.get<WorkspaceChannel[]>(`/workspaces/${workspaceId}/channels/`),
  });
}

/** POST /api/workspaces/{id}/channels/ (owners): a webhook's secret comes back this once. */
export function useAddChannel(workspaceId: string) {
  const { t } = useTranslation('channels');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChannelCreate) =>
      api.post<WorkspaceChannelCreated>(`/workspaces/${workspaceId}/channels/`, body, { idempotent: true }),
    onSuccess: () => {
      toast.success(t('added'));
      return queryClient.invalidateQueries({ queryKey: channelsKey(workspaceId) });
    },
    onError: (error) => toast.error(mutationErrorMessage(error, t('addFailed'))),
  });
}

export function useDeleteChannel(workspaceId: string) {
  const { t } = useTranslation('channels');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/workspaces/${workspaceId}/channels/${id}/`),
    onSuccess: () => {
      toast.success(t('removed'));
      return queryClient.invalidateQueries({ queryKey: channelsKey(workspaceId) });
    },
    onError: (error) => toast.error(mutationErrorMessage(error, t('removeFailed'))),
  });
}

/** POST …/test/: the receiver's answer; a test that goes through may turn the channel back on. */
export function useTestChannel(workspaceId: string) {
  const { t } = useTranslation('channels');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<ChannelTestResult>(`/workspaces/${workspaceId}/channels/${id}/test/`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: channelsKey(workspaceId) }),
    onError: (error) => toast.error(mutationErrorMessage(error, t('testError'))),
  });
}
