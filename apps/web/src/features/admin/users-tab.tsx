import './i18n';
import type { AdminUser } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { formatCreated, joinLocation } from './format';
import { type AdminColumn, PagedAdminTable } from './paged-admin-table';
import { useAdminUsers } from './use-admin-users';

/** Users: Name, Email, Location, Onboarded, Created; 50 a page (PRODUCT §2). */
export function UsersTab() {
  const { t, i18n } = useTranslation('admin');
  const na = t('notAvailable');
  const columns: AdminColumn<AdminUser>[] = [
    { key: 'name', header: t('users.name'), cellClassName: 'font-medium', cell: (u) => u.full_name || na },
    { key: 'email', header: t('users.email'), cellClassName: 'break-all', cell: (u) => u.email || na },
    { key: 'location', header: t('users.location'), cell: (u) => joinLocation(u.city, u.province) ?? na },
    {
      key: 'onboarded',
      header: t('users.onboarded'),
      cell: (u) => (
        <>
          <span aria-hidden="true" className={u.is_onboarded ? 'text-green-700' : 'text-red-700'}>
            {u.is_onboarded ? '✓' : '✗'}
          </span>
          <span className="sr-only">{u.is_onboarded ? t('users.yes') : t('users.no')}</span>
        </>
      ),
    },
    {
      key: 'created',
      header: t('users.created'),
      cellClassName: 'whitespace-nowrap',
      cell: (u) => formatCreated(u.created_at, i18n.language),
    },
  ];
  return (
    <PagedAdminTable
      caption={t('users.caption')}
      columns={columns}
      empty={t('users.empty')}
      rowKey={(u) => u.id}
      useRows={useAdminUsers}
    />
  );
}
