import './i18n';
import { ADMIN_PAGE_SIZE } from '@lt/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessTypeName } from '../../lib/business-type-name';
import { AdminTable, EmptyRow, td, th } from './admin-table';
import { formatCreated, joinLocation } from './format';
import { Pagination } from './pagination';
import { QueryState } from './query-state';
import { useAdminBusinesses } from './use-admin-businesses';

/** Businesses: Business Name, Type, Location, Owner, Created; 50 a page (PRODUCT §2). */
export function BusinessesTab() {
  const { t, i18n } = useTranslation('admin');
  const [offset, setOffset] = useState(0);
  const businesses = useAdminBusinesses({ limit: ADMIN_PAGE_SIZE, offset });
  if (!businesses.data) {
    return (
      <QueryState
        isPending={businesses.isPending}
        isError={businesses.isError}
        retry={() => void businesses.refetch()}
      />
    );
  }
  const { items, total } = businesses.data;
  const na = t('notAvailable');
  return (
    <div>
      <AdminTable
        caption={t('businesses.caption')}
        head={
          <>
            <th scope="col" className={th}>
              {t('businesses.name')}
            </th>
            <th scope="col" className={th}>
              {t('businesses.type')}
            </th>
            <th scope="col" className={th}>
              {t('businesses.location')}
            </th>
            <th scope="col" className={th}>
              {t('businesses.owner')}
            </th>
            <th scope="col" className={th}>
              {t('businesses.created')}
            </th>
          </>
        }
      >
        {items.length === 0 && <EmptyRow colSpan={5}>{t('businesses.empty')}</EmptyRow>}
        {items.map((business) => (
          <tr key={business.id}>
            <td className={`${td} font-medium`}>{business.business_name}</td>
            <td className={td}>{businessTypeName(business.business_type)}</td>
            <td className={td}>{joinLocation(business.city, business.province) ?? na}</td>
            <td className={`${td} break-all`}>{business.owner_email || na}</td>
            <td className={`${td} whitespace-nowrap`}>{formatCreated(business.created_at, i18n.language)}</td>
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
