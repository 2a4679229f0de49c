// Lists are paged on the server (decision 024). A screen that truly needs every row (a business
// picker, the dashboard until it has its summary) reads page after page of the largest size.
import { LIST_PAGE_MAX } from '@lt/core';
import { api } from './api';

/** Every row of a paged list: `path` without limit/offset, `query` its other parameters. */
export async function getAllPages<T>(path: string, query: Record<string, string> = {}): Promise<T[]> {
  const rows: T[] = [];
  for (;;) {
    const params = new URLSearchParams({
      ...query,
      limit: String(LIST_PAGE_MAX),
      offset: String(rows.length),
    });
    const page = await api.getPage<T>(`${path}?${params}`);
    rows.push(...page.items);
    // An empty page ends it too, should rows vanish between two calls.
    if (page.items.length === 0 || rows.length >= page.total) return rows;
  }
}
