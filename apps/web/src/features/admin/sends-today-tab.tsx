import './i18n';
import type { AdminDailySends } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { type AdminColumn, PagedAdminTable } from './paged-admin-table';
import { useAdminSendsToday } from './use-admin-sends-today';

/**
 * What each account sent today (UTC) by e-mail and SMS, and what its daily cap refused (issue 16:
 * the admin-visible counter of the per-account caps). Busiest first, paged on the server.
 */
export function SendsTodayTab() {
  const { t, i18n } = useTranslation('admin');
  const number = new Intl.NumberFormat(i18n.language);
  const columns: AdminColumn<AdminDailySends>[] = [
    {
      key: 'account',
      header: t('sends.account'),
      cellClassName: 'break-all font-medium',
      cell: (row) => row.email ?? t('sends.deletedAccount'),
    },
    { key: 'channel', header: t('sends.channel'), cell: (row) => t(`reminders.channels.${row.channel}`) },
    { key: 'sent', header: t('sends.sent'), numeric: true, cell: (row) => number.format(row.sent) },
    {
      key: 'refused',
      header: t('sends.refused'),
      numeric: true,
      cell: (row) =>
        row.refused > 0 ? (
          <span className="font-semibold text-red-700">{number.format(row.refused)}</span>
        ) : (
          number.format(row.refused)
        ),
    },
  ];
  return (
    <div>
      <p className="mb-4 text-sm text-slate-600">{t('sends.intro')}</p>
      <PagedAdminTable
        caption={t('sends.caption')}
        columns={columns}
        empty={t('sends.empty')}
        rowKey={(row) => `${row.user_id}-${row.channel}`}
        useRows={useAdminSendsToday}
      />
    </div>
  );
}
