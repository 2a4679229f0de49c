import './i18n';
import { ADMIN_PAGE_SIZE } from '@lt/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable, EmptyRow, td, th } from './admin-table';
import { Pagination } from './pagination';
import { QueryState } from './query-state';
import { useAdminSendsToday } from './use-admin-sends-today';

/**
 * What each account sent today (UTC) by e-mail and SMS, and what its daily cap refused (issue 16:
 * the admin-visible counter of the per-account caps). Busiest first, paged on the server.
 */
export function SendsTodayTab() {
  const { t, i18n } = useTranslation('admin');
  const [offset, setOffset] = useState(0);
  const sends = useAdminSendsToday({ limit: ADMIN_PAGE_SIZE, offset });
  if (!sends.data) {
    return (
      <QueryState isPending={sends.isPending} isError={sends.isError} retry={() => void sends.refetch()} />
    );
  }
  const { items, total } = sends.data;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div>
      <p className="mb-4 text-sm text-slate-600">{t('sends.intro')}</p>
      <AdminTable
        caption={t('sends.caption')}
        head={
          <>
            <th scope="col" className={th}>
              {t('sends.account')}
            </th>
            <th scope="col" className={th}>
              {t('sends.channel')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('sends.sent')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('sends.refused')}
            </th>
          </>
        }
      >
        {items.length === 0 && <EmptyRow colSpan={4}>{t('sends.empty')}</EmptyRow>}
        {items.map((row) => (
          <tr key={`${row.user_id}-${row.channel}`}>
            <td className={`${td} break-all font-medium`}>{row.email ?? t('sends.deletedAccount')}</td>
            <td className={td}>{t(`reminders.channels.${row.channel}`)}</td>
            <td className={`${td} text-right tabular-nums`}>{number.format(row.sent)}</td>
            <td
              className={`${td} text-right tabular-nums ${row.refused > 0 ? 'font-semibold text-red-700' : ''}`}
            >
              {number.format(row.refused)}
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pagination
        offset={offset}
        limit={ADMIN_PAGE_SIZE}
        total={total}
        shown={items.length}
        onChange={setOffset}
      />
    </div>
  );
}
