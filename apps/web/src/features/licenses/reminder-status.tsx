import './i18n';
import type { License } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { formatInstant, formatInstantDate } from '../../lib/format';
import { OnItLabel } from './on-it-label';

/** An instant as a calendar date of the reader's time zone, in their language ("Nov 22, 2026"). */
export function formatSentDate(iso: string, language: string): string {
  return formatInstantDate(iso, language);
}

/**
 * Enabled or Disabled (PRODUCT §2), and under it when the latest reminder for the current expiry
 * date went out, if one has, and who is on it (issue 30).
 */
export function ReminderStatus({
  license,
}: {
  license: Pick<License, 'reminder_enabled' | 'last_reminder_sent_at' | 'on_it'>;
}) {
  const { t, i18n } = useTranslation('licenses');
  const sentAt = license.last_reminder_sent_at;
  return (
    <div>
      <div>{license.reminder_enabled ? t('reminders.enabled') : t('reminders.disabled')}</div>
      {sentAt && (
        <div className="text-xs whitespace-nowrap text-slate-600">
          <time dateTime={sentAt} title={formatInstant(sentAt, i18n.language, 'full')}>
            {t('reminders.lastSent', { date: formatSentDate(sentAt, i18n.language) })}
          </time>
        </div>
      )}
      <OnItLabel license={license} />
    </div>
  );
}
