import './i18n';
import type { CalendarFeed, Workspace } from '@lt/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, inputClasses } from '../../components/ui/field';
import { api, mutationErrorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useUniqueId } from '../../lib/unique-id';
import { workspaceName } from '../../lib/workspace-name';
import { calendarLinks } from './calendar-links';

const calendarQueryKey = ['users', 'calendar'] as const;

/**
 * The profile's calendar feed: the private address — of every licence the caller may see, or of
 * one workspace's (`?workspace_id=`) for someone in more than one — ways to subscribe, and a new
 * address on demand (one key serves every feed of the caller's, so it replaces them all).
 */
export function CalendarFeedCard() {
  const { t } = useTranslation('data');
  const headingId = useUniqueId();
  const queryClient = useQueryClient();
  // Same query key as the workspaces screen and the import dialog: one list, shared from the cache.
  const workspaces = useQuery({
    queryKey: ['workspaces'],
    queryFn: () => api.get<Workspace[]>('/workspaces/'),
  });
  const [workspaceId, setWorkspaceId] = useState('');
  const chosen = workspaces.data?.find((w) => w.id === workspaceId);
  const feed = useQuery({
    queryKey: [...calendarQueryKey, workspaceId],
    queryFn: () =>
      api.get<CalendarFeed>(
        workspaceId ? `/users/calendar/?workspace_id=${encodeURIComponent(workspaceId)}` : '/users/calendar/',
      ),
  });
  const rotate = useMutation({
    mutationFn: () => api.post<CalendarFeed>('/users/calendar/rotate/'),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: calendarQueryKey });
      toast.success(t('calendar.rotated'));
    },
    onError: (error) => toast.error(mutationErrorMessage(error, t('calendar.failed'))),
  });
  const name = chosen
    ? t('calendar.feedNameIn', { workspace: workspaceName(chosen, t('personalWorkspace')) })
    : t('calendar.feedName');
  const links = feed.data ? calendarLinks(feed.data.url, name) : null;

  return (
    <Card as="section" className="space-y-3 p-5" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        {t('calendar.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('calendar.body')}</p>
      {(workspaces.data?.length ?? 0) > 1 && (
        <Field label={t('calendar.scope')} hint={t('calendar.scopeHint')}>
          {(control) => (
            <select
              {...control}
              className={inputClasses}
              value={workspaceId}
              onChange={(event) => setWorkspaceId(event.currentTarget.value)}
            >
              <option value="">{t('calendar.allWorkspaces')}</option>
              {workspaces.data?.map((w) => (
                <option key={w.id} value={w.id}>
                  {workspaceName(w, t('personalWorkspace'))}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {feed.isError && <Alert>{t('calendar.failed')}</Alert>}
      {feed.data && links && (
        <>
          <Field label={t('calendar.url')}>
            {(control) => (
              <input
                {...control}
                readOnly
                value={feed.data.url}
                className={inputClasses}
                onFocus={(e) => e.currentTarget.select()}
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(feed.data.url)
                  .then(() => toast.success(t('calendar.copied')))
              }
            >
              {t('calendar.copy')}
            </Button>
            <a className={buttonClasses('secondary', 'sm')} href={links.webcal}>
              {t('calendar.subscribe')}
            </a>
            <a
              className={buttonClasses('secondary', 'sm')}
              href={links.google}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('calendar.google')}
            </a>
            <a
              className={buttonClasses('secondary', 'sm')}
              href={links.outlook}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('calendar.outlook')}
            </a>
            <Button
              variant="ghost"
              size="sm"
              disabled={rotate.isPending}
              onClick={() => window.confirm(t('calendar.rotateConfirm')) && rotate.mutate()}
            >
              {t('calendar.rotate')}
            </Button>
          </div>
          <p className="text-xs text-slate-600">{t('calendar.refreshNote')}</p>
        </>
      )}
    </Card>
  );
}
