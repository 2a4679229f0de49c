// Lists are paged on the server (decision 024). A screen that truly needs every row (a business
// picker, the dashboard until it has its summary) reads page after page of the largest size.
import { api } from './api';

/**
 * The server's largest page, @lt/core's LIST_PAGE_MAX (all-pages.test.ts holds them equal). Not
 * imported: its module builds the list query schemas, which would bring zod onto every signed-in
 * screen (decision 032).
 */
export const LARGEST_PAGE = 500;

/** Every row of a paged list: `path` without limit/offset, `query` its other parameters. */
export async function getAllPages<T>(path: string, query: Record<string, string> = {}): Promise<T[]> {
  const rows: T[] = [];
  for (;;) {
    const params = new URLSearchParams({
      ...query,
      limit: String(LARGEST_PAGE),
      offset: String(rows.length),
    });
    const page = await api.getPage<T>(`${path}?${params}`);
    rows.push(...page.items);
    // An empty page ends it too, should rows vanish between two calls.
    if (page.items.length === 0 || rows.length >= page.total) return rows;
  }
}
