import './i18n';
import type { CalendarFeed } from '@lt/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, inputClasses } from '../../components/ui/field';
import { api, mutationErrorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useUniqueId } from '../../lib/unique-id';
import { calendarLinks } from './calendar-links';

const calendarQueryKey = ['users', 'calendar'] as const;

/** The profile's calendar feed: the private address, ways to subscribe, and a new address on demand. */
export function CalendarFeedCard() {
  const { t } = useTranslation('data');
  const headingId = useUniqueId();
  const queryClient = useQueryClient();
  const feed = useQuery({
    queryKey: calendarQueryKey,
    queryFn: () => api.get<CalendarFeed>('/users/calendar/'),
  });
  const rotate = useMutation({
    mutationFn: () => api.post<CalendarFeed>('/users/calendar/rotate/'),
    onSuccess: (data) => {
      queryClient.setQueryData(calendarQueryKey, data);
      toast.success(t('calendar.rotated'));
    },
    onError: (error) => toast.error(mutationErrorMessage(error, t('calendar.failed'))),
  });
  const links = feed.data ? calendarLinks(feed.data.url, 'Licence expiries') : null;

  return (
    <Card as="section" className="space-y-3 p-5" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        {t('calendar.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('calendar.body')}</p>
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
