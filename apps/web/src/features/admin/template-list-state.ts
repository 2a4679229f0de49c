// The templates tab's search, filters, sort and page, kept in the address bar (issue 19) so a
// reload or a shared link shows the same list. Read from and written to `location.search` directly:
// the tab lives inside the admin route and needs no navigation, only a replaced URL.
import { ADMIN_PAGE_SIZE, TEMPLATE_SORTS } from '@lt/core';
import { useCallback, useState } from 'react';

export interface TemplateListState {
  q: string;
  level: string;
  province: string;
  city: string;
  type: string;
  sort: (typeof TEMPLATE_SORTS)[number];
  offset: number;
}

const KEYS = ['q', 'level', 'province', 'city', 'type', 'sort', 'offset'] as const;
const DEFAULT_STATE: TemplateListState = {
  q: '',
  level: '',
  province: '',
  city: '',
  type: '',
  sort: 'level',
  offset: 0,
};

export function readListState(search: string): TemplateListState {
  const params = new URLSearchParams(search);
  const sort = params.get('sort') ?? '';
  const offset = Number.parseInt(params.get('offset') ?? '0', 10);
  return {
    q: params.get('q') ?? '',
    level: params.get('level') ?? '',
    province: params.get('province') ?? '',
    city: params.get('city') ?? '',
    type: params.get('type') ?? '',
    sort: (TEMPLATE_SORTS as readonly string[]).includes(sort)
      ? (sort as TemplateListState['sort'])
      : 'level',
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  };
}

/** The address bar's query with this state, other parameters kept; defaults left out. */
export function writeListState(search: string, state: TemplateListState): string {
  const params = new URLSearchParams(search);
  for (const key of KEYS) {
    const value = String(state[key]);
    if (value === String(DEFAULT_STATE[key])) params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API's query for this state. */
export function listQuery(state: TemplateListState): string {
  const params = new URLSearchParams({
    limit: String(ADMIN_PAGE_SIZE),
    offset: String(state.offset),
    sort: state.sort,
  });
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.level) params.set('level', state.level);
  if (state.province) params.set('province', state.province);
  if (state.city.trim()) params.set('city', state.city.trim());
  if (state.type) params.set('business_type', state.type);
  return params.toString();
}

export function useTemplateListState() {
  const [state, setState] = useState(() => readListState(window.location.search));
  const update = useCallback((patch: Partial<TemplateListState>) => {
    setState((current) => {
      // A new search or filter starts again at the first page.
      const next = { ...current, offset: 0, ...patch };
      const search = writeListState(window.location.search, next);
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${search}${window.location.hash}`,
      );
      return next;
    });
  }, []);
  return [state, update] as const;
}
