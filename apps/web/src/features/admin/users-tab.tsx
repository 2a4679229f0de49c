import './i18n';
import { ADMIN_PAGE_SIZE } from '@lt/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTable, EmptyRow, td, th } from './admin-table';
import { formatCreated, joinLocation } from './format';
import { Pagination } from './pagination';
import { QueryState } from './query-state';
import { useAdminUsers } from './use-admin-users';

/** Users: Name, Email, Location, Onboarded, Created; 50 a page (PRODUCT §2). */
export function UsersTab() {
  const { t, i18n } = useTranslation('admin');
  const [offset, setOffset] = useState(0);
  const users = useAdminUsers({ limit: ADMIN_PAGE_SIZE, offset });
  if (!users.data) {
    return (
      <QueryState isPending={users.isPending} isError={users.isError} retry={() => void users.refetch()} />
    );
  }
  const { items, total } = users.data;
  const na = t('notAvailable');
  return (
    <div>
      <AdminTable
        caption={t('users.caption')}
        head={
          <>
            <th scope="col" className={th}>
              {t('users.name')}
            </th>
            <th scope="col" className={th}>
              {t('users.email')}
            </th>
            <th scope="col" className={th}>
              {t('users.location')}
            </th>
            <th scope="col" className={th}>
              {t('users.onboarded')}
            </th>
            <th scope="col" className={th}>
              {t('users.created')}
            </th>
          </>
        }
      >
        {items.length === 0 && <EmptyRow colSpan={5}>{t('users.empty')}</EmptyRow>}
        {items.map((user) => (
          <tr key={user.id}>
            <td className={`${td} font-medium`}>{user.full_name || na}</td>
            <td className={`${td} break-all`}>{user.email || na}</td>
            <td className={td}>{joinLocation(user.city, user.province) ?? na}</td>
            <td className={td}>
              <span aria-hidden="true" className={user.is_onboarded ? 'text-green-700' : 'text-red-700'}>
                {user.is_onboarded ? '✓' : '✗'}
              </span>
              <span className="sr-only">{user.is_onboarded ? t('users.yes') : t('users.no')}</span>
            </td>
            <td className={`${td} whitespace-nowrap`}>{formatCreated(user.created_at, i18n.language)}</td>
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
