import './i18n';
import type { AdminWorkspace } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';
import { formatCreated } from './format';
import { type AdminColumn, PagedAdminTable } from './paged-admin-table';
import { useAdminWorkspaces } from './use-admin-workspaces';

/** Workspaces with their member and business counts, newest first; 50 a page (decision 014). */
export function WorkspacesTab() {
  const { t, i18n } = useTranslation('admin');
  const na = t('notAvailable');
  const columns: AdminColumn<AdminWorkspace>[] = [
    {
      key: 'name',
      header: t('workspaces.name'),
      cellClassName: 'font-medium',
      // Every personal workspace has the same stored name ("Personal"): the badge alone, in the
      // reader's language, says which it is; "Created by" says whose.
      cell: (w) => (w.personal ? <Badge tone="slate">{t('workspaces.personal')}</Badge> : w.name),
    },
    {
      key: 'createdBy',
      header: t('workspaces.createdBy'),
      cellClassName: 'break-all',
      cell: (w) => w.created_by_email || na,
    },
    { key: 'members', header: t('workspaces.members'), cell: (w) => w.member_count },
    { key: 'businesses', header: t('workspaces.businesses'), cell: (w) => w.business_count },
    {
      key: 'created',
      header: t('workspaces.created'),
      cellClassName: 'whitespace-nowrap',
      cell: (w) => formatCreated(w.created_at, i18n.language),
    },
  ];
  return (
    <PagedAdminTable
      caption={t('workspaces.caption')}
      columns={columns}
      empty={t('workspaces.empty')}
      rowKey={(w) => w.id}
      useRows={useAdminWorkspaces}
    />
  );
}
