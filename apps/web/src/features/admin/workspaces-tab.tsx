import './i18n';
import { ADMIN_PAGE_SIZE } from '@lt/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { AdminTable, EmptyRow, td, th } from './admin-table';
import { formatCreated } from './format';
import { Pagination } from './pagination';
import { QueryState } from './query-state';
import { useAdminWorkspaces } from './use-admin-workspaces';

/** Workspaces with their member and business counts, newest first; 50 a page (decision 014). */
export function WorkspacesTab() {
  const { t, i18n } = useTranslation('admin');
  const [offset, setOffset] = useState(0);
  const workspaces = useAdminWorkspaces({ limit: ADMIN_PAGE_SIZE, offset });
  if (!workspaces.data) {
    return (
      <QueryState
        isPending={workspaces.isPending}
        isError={workspaces.isError}
        retry={() => void workspaces.refetch()}
      />
    );
  }
  const { items, total } = workspaces.data;
  const na = t('notAvailable');
  const columns = ['name', 'createdBy', 'members', 'businesses', 'created'] as const;
  return (
    <div>
      <AdminTable
        caption={t('workspaces.caption')}
        head={columns.map((key) => (
          <th key={key} scope="col" className={th}>
            {t(`workspaces.${key}`)}
          </th>
        ))}
      >
        {items.length === 0 && <EmptyRow colSpan={5}>{t('workspaces.empty')}</EmptyRow>}
        {items.map((workspace) => (
          <tr key={workspace.id}>
            <td className={`${td} font-medium`}>
              {workspace.name} {workspace.personal && <Badge tone="slate">{t('workspaces.personal')}</Badge>}
            </td>
            <td className={`${td} break-all`}>{workspace.created_by_email || na}</td>
            <td className={td}>{workspace.member_count}</td>
            <td className={td}>{workspace.business_count}</td>
            <td className={`${td} whitespace-nowrap`}>
              {formatCreated(workspace.created_at, i18n.language)}
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
