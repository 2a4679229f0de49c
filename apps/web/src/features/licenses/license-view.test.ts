import { describe, expect, it } from 'vitest';
import { apiQuery, listFilters, viewFromSearch, viewToSearch } from './license-view';

describe('the licence table view in the address bar', () => {
  it('reads the links of the dashboard and the business page, which use the API names', () => {
    const view = viewFromSearch(new URLSearchParams('status=expiring_soon&business_id=b1&workspace_id=w1'));
    expect(view).toMatchObject({ status: 'expiring_soon', businessId: 'b1', workspaceId: 'w1' });
    const query = new URLSearchParams(apiQuery(view));
    expect(query.get('business_id')).toBe('b1');
    expect(query.get('workspace_id')).toBe('w1');
  });

  it('writes its own short names back and survives a round trip', () => {
    const view = viewFromSearch(new URLSearchParams('q=liquor&business=b1&level=municipal&page=3'));
    expect(viewFromSearch(viewToSearch(view))).toEqual(view);
    expect(viewToSearch(view).toString()).toBe('q=liquor&level=municipal&business=b1&page=3');
  });

  it('falls back to the defaults for values it does not know', () => {
    const view = viewFromSearch(new URLSearchParams('status=nonsense&level=galactic&page=-2'));
    expect(view).toMatchObject({ status: 'all', level: 'all', page: 1 });
  });

  it('gives the export the page’s very search, filters and sort, without the paging', () => {
    const view = viewFromSearch(
      new URLSearchParams(
        'q=+patio+&workspace=w1&status=expired&level=federal&sort=license_name&order=desc&page=4',
      ),
    );
    const page = Object.fromEntries(new URLSearchParams(apiQuery(view)));
    const { limit, offset, ...filters } = page;
    expect(listFilters(view)).toEqual(filters);
    expect(filters).toMatchObject({ q: 'patio', workspace_id: 'w1', status: 'expired', order: 'desc' });
    expect(offset).toBe('150');
  });
});
