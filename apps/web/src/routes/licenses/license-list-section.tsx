import '../../features/licenses/i18n';
import type { Business, License } from '@lt/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../components/ui/use-media-query';
import { ExportButtons } from '../../features/data-transfer/export-buttons';
import { LicenseCards } from '../../features/licenses/license-cards';
import { LicenseFilterBar } from '../../features/licenses/license-filters';
import {
  DEFAULT_SORT,
  filterLicenses,
  type LicenseFilters,
  NO_FILTERS,
  nextSort,
  sortLicenses,
} from '../../features/licenses/license-list';
import { LicenseTable } from '../../features/licenses/license-table';
import { useDeleteLicense } from '../../features/licenses/use-delete-license';
import { useLicenseDialogs } from '../../features/licenses/use-license-dialogs';

/** Tailwind's `sm`: the table from 640 px, cards below. */
export const TABLE_MEDIA_QUERY = '(min-width: 640px)';

interface LicenseListProps {
  licenses: readonly License[];
  businesses: readonly Business[];
  onEdit: (license: License) => void;
}

/** Filters, then the table (or the cards on phones), or the empty text. */
export function LicenseList({ licenses, businesses, onEdit }: LicenseListProps) {
  const { t } = useTranslation('licenses');
  const wide = useMediaQuery(TABLE_MEDIA_QUERY);
  const [filters, setFilters] = useState<LicenseFilters>(NO_FILTERS);
  const [sort, setSort] = useState(DEFAULT_SORT);
  const remove = useDeleteLicense();
  const dialogs = useLicenseDialogs(businesses);
  const shown = useMemo(
    () => sortLicenses(filterLicenses(licenses, filters), sort),
    [licenses, filters, sort],
  );

  if (licenses.length === 0) {
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600">
        {t('empty')}
      </p>
    );
  }

  const onDelete = (license: License) => {
    if (window.confirm(t('confirmDelete'))) remove.mutate(license.id);
  };
  const view = {
    licenses: shown,
    sort,
    onSort: (key: Parameters<typeof nextSort>[1]) => setSort((current) => nextSort(current, key)),
    onEdit,
    onDelete,
    onRenew: dialogs.openRenew,
    onHistory: dialogs.openHistory,
    deletingId: remove.isPending ? (remove.variables ?? null) : null,
  };

  return (
    <div className="space-y-4">
      <LicenseFilterBar
        filters={filters}
        onFiltersChange={setFilters}
        businesses={businesses}
        {...(wide ? {} : { sort, onSortChange: setSort })}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600" aria-live="polite">
          {t('filters.showing', { shown: shown.length, total: licenses.length })}
        </p>
        <ExportButtons
          filters={{
            status: filters.status === 'all' ? undefined : filters.status,
            level: filters.level === 'all' ? undefined : filters.level,
            business_id: filters.businessId === 'all' ? undefined : filters.businessId,
          }}
        />
      </div>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600">
          {t('filters.noMatch')}
        </p>
      ) : wide ? (
        <LicenseTable {...view} />
      ) : (
        <LicenseCards {...view} />
      )}
      {dialogs.dialog}
    </div>
  );
}
