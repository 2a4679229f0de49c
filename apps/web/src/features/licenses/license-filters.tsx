import './i18n';
import { type Business, LICENSE_LEVELS, LICENSE_STATUS_LABELS } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Field, inputClasses } from '../../components/ui/field';
import {
  isFiltered,
  type LicenseFilters,
  type LicenseSort,
  type LicenseSortKey,
  NO_FILTERS,
} from './license-list';

const SORT_KEYS: LicenseSortKey[] = [
  'expiry_date',
  'license_name',
  'issued_date',
  'status',
  'level',
  'business_name',
  'reminder_enabled',
];

interface LicenseFilterBarProps {
  filters: LicenseFilters;
  onFiltersChange: (filters: LicenseFilters) => void;
  businesses: readonly Business[];
  /** The card layout has no headers to click: it sorts with a select. */
  sort?: LicenseSort;
  onSortChange?: (sort: LicenseSort) => void;
}

/** Filters by status, level and business (and, on phones, the sort order). */
export function LicenseFilterBar({
  filters,
  onFiltersChange,
  businesses,
  sort,
  onSortChange,
}: LicenseFilterBarProps) {
  const { t } = useTranslation('licenses');
  const set = (patch: Partial<LicenseFilters>) => onFiltersChange({ ...filters, ...patch });
  return (
    <fieldset className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4">
      <legend className="sr-only">{t('filters.label')}</legend>
      <Field label={t('filters.status')}>
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={filters.status}
            onChange={(e) => set({ status: e.target.value as LicenseFilters['status'] })}
          >
            <option value="all">{t('filters.all')}</option>
            {LICENSE_STATUS_LABELS.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('filters.level')}>
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={filters.level}
            onChange={(e) => set({ level: e.target.value as LicenseFilters['level'] })}
          >
            <option value="all">{t('filters.all')}</option>
            {LICENSE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`levels.${level}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('filters.business')}>
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={filters.businessId}
            onChange={(e) => set({ businessId: e.target.value })}
          >
            <option value="all">{t('filters.allBusinesses')}</option>
            {businesses.map((b) => (
              <option key={b.id} value={b.id}>
                {b.business_name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {sort && onSortChange ? (
        <Field label={t('filters.sort')}>
          {(control) => (
            <select
              {...control}
              className={inputClasses}
              value={`${sort.key}:${sort.direction}`}
              onChange={(e) => {
                const [key, direction] = e.target.value.split(':') as [
                  LicenseSortKey,
                  LicenseSort['direction'],
                ];
                onSortChange({ key, direction });
              }}
            >
              {SORT_KEYS.flatMap((key) =>
                (['asc', 'desc'] as const).map((direction) => (
                  <option key={`${key}:${direction}`} value={`${key}:${direction}`}>
                    {t(`sortOptions.${key}_${direction}`)}
                  </option>
                )),
              )}
            </select>
          )}
        </Field>
      ) : (
        <div className="flex items-end">
          <Button variant="ghost" disabled={!isFiltered(filters)} onClick={() => onFiltersChange(NO_FILTERS)}>
            {t('filters.clear')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
