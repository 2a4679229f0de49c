import '../../features/licenses/i18n';
import { type Business, LICENSE_TABLE_PAGE_SIZE, type License, type Workspace } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useMediaQuery } from '../../components/ui/use-media-query';
import { ExportButtons } from '../../features/data-transfer/export-buttons';
import { LicenseCards } from '../../features/licenses/license-cards';
import { LicenseFilterBar } from '../../features/licenses/license-filters';
import { LicensePager } from '../../features/licenses/license-pager';
import { LicenseTable } from '../../features/licenses/license-table';
import {
  isNarrowed,
  type LicenseView,
  listFilters,
  sortBy,
  viewFromSearch,
  viewToSearch,
} from '../../features/licenses/license-view';
import { useDeleteLicense } from '../../features/licenses/use-delete-license';
import { useLicenseDialogs } from '../../features/licenses/use-license-dialogs';
import { useLicensePage } from '../../features/licenses/use-license-page';

/** Tailwind's `sm`: the table from 640 px, cards below. */
export const TABLE_MEDIA_QUERY = '(min-width: 640px)';

interface LicenseListProps {
  businesses: readonly Business[];
  workspaces: readonly Workspace[];
  onEdit: (license: License) => void;
}

/**
 * The search and filters, then one page of the table (or the cards on phones) with the pager.
 * Everything the reader chose lives in the URL: a reload keeps it, Back undoes the last change.
 */
export function LicenseList({ businesses, workspaces, onEdit }: LicenseListProps) {
  const { t } = useTranslation('licenses');
  const wide = useMediaQuery(TABLE_MEDIA_QUERY);
  const [searchParams, setSearchParams] = useSearchParams();
  const view = viewFromSearch(searchParams);
  const setView = (next: LicenseView) => setSearchParams(viewToSearch(next));
  const page = useLicensePage(view);
  const remove = useDeleteLicense();
  const dialogs = useLicenseDialogs(businesses);

  if (page.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (page.isError) {
    return (
      <div className="space-y-3">
        <Alert>{t('loadError')}</Alert>
        <Button variant="secondary" onClick={() => void page.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }

  const { items, total } = page.data;
  if (total === 0 && !isNarrowed(view)) {
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600">
        {t('empty')}
      </p>
    );
  }

  const onDelete = (license: License) => {
    if (window.confirm(t('confirmDelete'))) remove.mutate(license.id);
  };
  const list = {
    licenses: items,
    sort: view.sort,
    onSort: (key: Parameters<typeof sortBy>[1]) => setView(sortBy(view, key)),
    onEdit,
    onDelete,
    onRenew: dialogs.openRenew,
    onHistory: dialogs.openHistory,
    deletingId: remove.isPending ? (remove.variables ?? null) : null,
  };
  const pager = (
    <LicensePager
      page={view.page}
      pageSize={LICENSE_TABLE_PAGE_SIZE}
      total={total}
      onPage={(n) => setView({ ...view, page: n })}
      updating={page.isPlaceholderData}
    />
  );

  return (
    <div className="space-y-3">
      <LicenseFilterBar
        view={view}
        onViewChange={setView}
        businesses={businesses}
        workspaces={workspaces}
        withSort={!wide}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        {pager}
        <ExportButtons filters={listFilters(view)} narrowed={isNarrowed(view)} matching={total} />
      </div>
      {items.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600">
          {view.q.trim() ? t('filters.noMatchSearch', { q: view.q.trim() }) : t('filters.noMatch')}
        </p>
      ) : wide ? (
        <LicenseTable {...list} />
      ) : (
        <LicenseCards {...list} />
      )}
      {items.length > 0 && total > LICENSE_TABLE_PAGE_SIZE && pager}
      {dialogs.dialog}
    </div>
  );
}
