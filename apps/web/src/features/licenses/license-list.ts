// Filtering and sorting of the License Manager (beyond the spec: sortable columns and filters).
import { type License, type LicenseLevel, type LicenseStatusLabel, statusLabel } from '@lt/core';

export type LicenseSortKey =
  | 'license_name'
  | 'level'
  | 'business_name'
  | 'issued_date'
  | 'expiry_date'
  | 'status'
  | 'reminder_enabled';

export type SortDirection = 'asc' | 'desc';

export interface LicenseSort {
  key: LicenseSortKey;
  direction: SortDirection;
}

export interface LicenseFilters {
  status: LicenseStatusLabel | 'all';
  level: LicenseLevel | 'all';
  businessId: string | 'all';
}

export const DEFAULT_SORT: LicenseSort = { key: 'expiry_date', direction: 'asc' };
export const NO_FILTERS: LicenseFilters = { status: 'all', level: 'all', businessId: 'all' };

export function filterLicenses(licenses: readonly License[], filters: LicenseFilters): License[] {
  return licenses.filter(
    (l) =>
      (filters.status === 'all' || statusLabel(l) === filters.status) &&
      (filters.level === 'all' || l.level === filters.level) &&
      (filters.businessId === 'all' || l.business_id === filters.businessId),
  );
}

export function isFiltered(filters: LicenseFilters): boolean {
  return filters.status !== 'all' || filters.level !== 'all' || filters.businessId !== 'all';
}

const STATUS_ORDER: Record<LicenseStatusLabel, number> = {
  expired: 0,
  expiring_soon: 1,
  active: 2,
  no_expiry: 3,
};
const text = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

function compareBy(key: LicenseSortKey, a: License, b: License): number {
  switch (key) {
    case 'license_name':
      return text(a.license_name, b.license_name);
    case 'level':
      return text(a.level, b.level);
    case 'business_name':
      return text(a.business_name, b.business_name);
    case 'issued_date':
      // YYYY-MM-DD strings sort as dates.
      return a.issued_date.localeCompare(b.issued_date);
    case 'expiry_date':
      // YYYY-MM-DD strings sort as dates; "No expiry" is handled in sortLicenses.
      return (a.expiry_date ?? '').localeCompare(b.expiry_date ?? '');
    case 'status':
      return STATUS_ORDER[statusLabel(a)] - STATUS_ORDER[statusLabel(b)];
    case 'reminder_enabled':
      return Number(a.reminder_enabled) - Number(b.reminder_enabled);
  }
}

/** Licences without an expiry after those with one, whichever the direction. */
function noExpiryLast(a: License, b: License): number {
  return Number(a.expiry_date === null) - Number(b.expiry_date === null);
}

/**
 * A sorted copy; ties fall back to the expiry date, then the name, so the order is stable. By
 * expiry date, licences with no expiry come last in both directions.
 */
export function sortLicenses(licenses: readonly License[], sort: LicenseSort): License[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...licenses].sort(
    (a, b) =>
      (sort.key === 'expiry_date' ? noExpiryLast(a, b) : 0) ||
      sign * compareBy(sort.key, a, b) ||
      noExpiryLast(a, b) ||
      compareBy('expiry_date', a, b) ||
      compareBy('license_name', a, b) ||
      a.id.localeCompare(b.id),
  );
}

/** A click on a header: the same column flips its direction, another column sorts ascending. */
export function nextSort(current: LicenseSort, key: LicenseSortKey): LicenseSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}
