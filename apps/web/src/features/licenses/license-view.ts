// What the License Manager shows, kept in the URL (reload keeps it, Back undoes it): the search,
// the filters, the sort and the page. The server does the work (GET /api/licenses/, decision 024).
import {
  LICENSE_LEVELS,
  LICENSE_SORT_KEYS,
  LICENSE_STATUS_LABELS,
  LICENSE_TABLE_PAGE_SIZE,
  LIST_SEARCH_MAX,
  type LicenseLevel,
  type LicenseSortKey,
  type LicenseStatusLabel,
  type SortOrder,
} from '@lt/core';

export interface LicenseView {
  q: string;
  status: LicenseStatusLabel | 'all';
  level: LicenseLevel | 'all';
  businessId: string | 'all';
  workspaceId: string | 'all';
  sort: { key: LicenseSortKey; direction: SortOrder };
  /** 1-based, as it reads in the URL. */
  page: number;
}

export const DEFAULT_VIEW: LicenseView = {
  q: '',
  status: 'all',
  level: 'all',
  businessId: 'all',
  workspaceId: 'all',
  sort: { key: 'expiry_date', direction: 'asc' },
  page: 1,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

/** A hand-edited or stale URL falls back to the defaults, field by field, rather than failing. */
export function viewFromSearch(params: URLSearchParams): LicenseView {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    q: (params.get('q') ?? '').slice(0, LIST_SEARCH_MAX),
    status: oneOf(LICENSE_STATUS_LABELS, params.get('status')) ?? 'all',
    level: oneOf(LICENSE_LEVELS, params.get('level')) ?? 'all',
    // The dashboard and the business page link with the API's names (business_id, workspace_id).
    businessId: params.get('business') || params.get('business_id') || 'all',
    workspaceId: params.get('workspace') || params.get('workspace_id') || 'all',
    sort: {
      key: oneOf(LICENSE_SORT_KEYS, params.get('sort')) ?? DEFAULT_VIEW.sort.key,
      direction: params.get('order') === 'desc' ? 'desc' : 'asc',
    },
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** Only what differs from the defaults, so a plain /app/licenses stays plain. */
export function viewToSearch(view: LicenseView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q.trim()) params.set('q', view.q);
  if (view.status !== 'all') params.set('status', view.status);
  if (view.level !== 'all') params.set('level', view.level);
  if (view.businessId !== 'all') params.set('business', view.businessId);
  if (view.workspaceId !== 'all') params.set('workspace', view.workspaceId);
  if (view.sort.key !== DEFAULT_VIEW.sort.key || view.sort.direction !== DEFAULT_VIEW.sort.direction) {
    params.set('sort', view.sort.key);
    params.set('order', view.sort.direction);
  }
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/**
 * The view's search, filters and sort as GET /licenses/ takes them — and the export too, which
 * takes the very same (decision 034): what is exported is what the table lists, every page of it.
 */
export function listFilters(view: LicenseView): Record<string, string> {
  const params: Record<string, string> = {};
  if (view.q.trim()) params.q = view.q.trim();
  if (view.status !== 'all') params.status = view.status;
  if (view.level !== 'all') params.level = view.level;
  if (view.businessId !== 'all') params.business_id = view.businessId;
  if (view.workspaceId !== 'all') params.workspace_id = view.workspaceId;
  params.sort = view.sort.key;
  params.order = view.sort.direction;
  return params;
}

/** The API's query for the view's page. */
export function apiQuery(view: LicenseView, pageSize = LICENSE_TABLE_PAGE_SIZE): string {
  const params = new URLSearchParams(listFilters(view));
  params.set('limit', String(pageSize));
  params.set('offset', String((view.page - 1) * pageSize));
  return params.toString();
}

/** Whether anything narrows the list (the search or a filter). */
export function isNarrowed(view: LicenseView): boolean {
  return (
    view.q.trim() !== '' ||
    view.status !== 'all' ||
    view.level !== 'all' ||
    view.businessId !== 'all' ||
    view.workspaceId !== 'all'
  );
}

/** A header click: the same column flips, another starts ascending; either way back to page 1. */
export function sortBy(view: LicenseView, key: LicenseSortKey): LicenseView {
  const direction = view.sort.key === key && view.sort.direction === 'asc' ? 'desc' : 'asc';
  return { ...view, sort: { key, direction }, page: 1 };
}
