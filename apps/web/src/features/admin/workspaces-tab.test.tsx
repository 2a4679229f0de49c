import type { AdminWorkspace } from '@lt/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, stubApi } from '../../../test/admin';
import { WorkspacesTab } from './workspaces-tab';

const workspace = (extra: Partial<AdminWorkspace>): AdminWorkspace => ({
  id: 'w1',
  name: 'Harbour Café — client',
  personal: false,
  created_by_email: 'books@example.ca',
  member_count: 3,
  business_count: 2,
  created_at: '2026-03-05T14:00:00.000Z',
  ...extra,
});

describe('WorkspacesTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each workspace with its creator, member and business counts, and marks personal ones', async () => {
    const api = stubApi((_method, path) =>
      path.startsWith('/admin/workspaces')
        ? {
            body: [
              workspace({}),
              workspace({ id: 'w2', name: 'Personal', personal: true, created_by_email: null }),
            ],
            headers: { 'X-Total-Count': '2' },
          }
        : undefined,
    );
    renderWithQueries(<WorkspacesTab />);
    const table = await screen.findByRole('table', { name: 'All workspaces' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows[0]).toBe('WorkspaceCreated byMembersBusinessesCreated');
    expect(rows[1]).toBe('Harbour Café — clientbooks@example.ca32Mar 5, 2026');
    expect(rows[2]).toBe('PersonalN/A32Mar 5, 2026');
    expect(api.paths()).toEqual(['GET /admin/workspaces?limit=50&offset=0']);
    // Two rows fit one page: no Next.
    expect(
      (screen.queryByRole('button', { name: 'Next' }) as HTMLButtonElement | null)?.disabled ?? true,
    ).toBe(true);
  });

  it('says when there is no workspace yet', async () => {
    stubApi((_method, path) =>
      path.startsWith('/admin/workspaces') ? { body: [], headers: { 'X-Total-Count': '0' } } : undefined,
    );
    renderWithQueries(<WorkspacesTab />);
    expect(await screen.findByText('No workspaces yet.')).toBeTruthy();
  });
});
