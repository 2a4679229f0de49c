import './i18n';
import type { AdminBusiness } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { businessTypeName } from '../../lib/business-type-name';
import { formatCreated, joinLocation } from './format';
import { type AdminColumn, PagedAdminTable } from './paged-admin-table';
import { useAdminBusinesses } from './use-admin-businesses';

/** Businesses: Business Name, Type, Location, Owner, Created; 50 a page (PRODUCT §2). */
export function BusinessesTab() {
  const { t, i18n } = useTranslation('admin');
  const na = t('notAvailable');
  const columns: AdminColumn<AdminBusiness>[] = [
    { key: 'name', header: t('businesses.name'), cellClassName: 'font-medium', cell: (b) => b.business_name },
    { key: 'type', header: t('businesses.type'), cell: (b) => businessTypeName(b.business_type) },
    {
      key: 'location',
      header: t('businesses.location'),
      cell: (b) => joinLocation(b.city, b.province) ?? na,
    },
    {
      key: 'owner',
      header: t('businesses.owner'),
      cellClassName: 'break-all',
      cell: (b) => b.owner_email || na,
    },
    {
      key: 'created',
      header: t('businesses.created'),
      cellClassName: 'whitespace-nowrap',
      cell: (b) => formatCreated(b.created_at, i18n.language),
    },
  ];
  return (
    <PagedAdminTable
      caption={t('businesses.caption')}
      columns={columns}
      empty={t('businesses.empty')}
      rowKey={(b) => b.id}
      useRows={useAdminBusinesses}
    />
  );
}
