import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRoute, renderWithQueries, stubApi } from '../../../test/admin';
import { toast } from '../../lib/toast';
import { AdminPage } from './admin-page';

const STATS = { total_users: 1234, total_businesses: 56, total_licenses: 789, total_templates: 271 };
const user = (i: number, extra = {}) => ({
  id: `u${i}`,
  full_name: `User ${i}`,
  email: `u${i}@example.ca`,
  city: 'Regina',
  province: 'SK',
  is_onboarded: true,
  created_at: '2026-01-05T12:00:00.000Z',
  ...extra,
});

function adminApi(roles = { is_admin: true, is_super_admin: false }, extra: FakeRoute = () => undefined) {
  return stubApi((method, path, body) => {
    if (path === '/auth/is-admin') return { body: roles };
    if (path === '/admin/stats') return { body: STATS };
    if (path.startsWith('/admin/users')) {
      const offset = Number(new URL(path, 'http://x').searchParams.get('offset'));
      const rows =
        offset === 0
          ? [user(1, { full_name: null, city: null, province: null, is_onboarded: false })]
          : [user(51)];
      return { body: rows, headers: { 'X-Total-Count': '51' } };
    }
    if (path.startsWith('/admin/businesses')) {
      const row = {
        id: 'b1',
        business_name: 'Harbour Bytes',
        business_type: 'Food_Service',
        city: 'Halifax',
        province: 'NS',
        owner_email: null,
        created_at: '2026-01-05T12:00:00.000Z',
      };
      return { body: [row], headers: { 'X-Total-Count': '1' } };
    }
    return extra(method, path, body);
  });
}

describe('AdminPage', () => {
  afterEach(() => {
    act(() => toast.remove());
    vi.unstubAllGlobals();
  });

  it('shows Access Denied to a non-admin and asks nothing of the admin API', async () => {
    const api = adminApi({ is_admin: false, is_super_admin: false });
    renderWithQueries(<AdminPage />);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('You do not have permission to access the admin panel.')).toBeTruthy();
    expect(api.paths().filter((p) => p.includes('/admin/'))).toEqual([]);
  });

  it('opens on Statistics and loads only the statistics', async () => {
    const api = adminApi();
    renderWithQueries(<AdminPage />);
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeTruthy();
    expect(screen.queryByText('Super Admin')).toBeNull();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual([
      'Statistics',
      'Users',
      'Businesses',
      'Workspaces',
      'License Templates',
      'Reminders',
      'Sent today',
      'Sources',
    ]);
    expect(screen.getByRole('tab', { name: 'Statistics' }).getAttribute('aria-selected')).toBe('true');
    for (const label of ['Total Users', 'Total Businesses', 'Total Licenses', 'Templates']) {
      expect(await screen.findByText(label)).toBeTruthy();
    }
    expect(screen.getByText('1,234')).toBeTruthy();
    expect(api.paths().filter((p) => p.includes('/admin/'))).toEqual(['GET /admin/stats']);
  });

  it('shows the Super Admin badge to a super admin', async () => {
    adminApi({ is_admin: true, is_super_admin: true });
    renderWithQueries(<AdminPage />);
    expect(await screen.findByText('Super Admin')).toBeTruthy();
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const api = adminApi({ is_admin: true, is_super_admin: false }, (_m, path) =>
      path.startsWith('/admin/license-templates')
        ? { body: [], headers: { 'X-Total-Count': '0' } }
        : path.startsWith('/admin/reminders') || path.startsWith('/admin/sends-today')
          ? { body: [], headers: { 'X-Total-Count': '0' } }
          : undefined,
    );
    renderWithQueries(<AdminPage />);
    const first = await screen.findByRole('tab', { name: 'Statistics' });
    const u = userEvent.setup();
    act(() => first.focus());
    await u.keyboard('{ArrowRight}');
    const usersTab = screen.getByRole('tab', { name: 'Users' });
    expect(usersTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(usersTab);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(usersTab.id);
    await u.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Sources' }).getAttribute('aria-selected')).toBe('true');
    await u.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Sent today' }).getAttribute('aria-selected')).toBe('true');
    await u.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Reminders' }).getAttribute('aria-selected')).toBe('true');
    await u.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'License Templates' }).getAttribute('aria-selected')).toBe('true');
    await u.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Statistics' }).getAttribute('aria-selected')).toBe('true');
    await u.keyboard('{ArrowLeft}{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Statistics' }));
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1);
    await waitFor(() =>
      expect(api.paths()).toContain('GET /admin/license-templates?limit=50&offset=0&sort=level'),
    );
    expect(api.paths()).toContain('GET /admin/reminders?limit=50&offset=0');
  });

  it('loads the reminders only once their tab is selected', async () => {
    const api = adminApi({ is_admin: true, is_super_admin: false }, (_m, path) =>
      path.startsWith('/admin/reminders') ? { body: [], headers: { 'X-Total-Count': '0' } } : undefined,
    );
    renderWithQueries(<AdminPage />);
    expect(await screen.findByText('Total Users')).toBeTruthy();
    expect(api.paths().some((p) => p.includes('/admin/reminders'))).toBe(false);
    await userEvent.click(screen.getByRole('tab', { name: 'Reminders' }));
    expect(await screen.findByText('No reminders yet.')).toBeTruthy();
    expect(api.paths().filter((p) => p.includes('/admin/'))).toEqual([
      'GET /admin/stats',
      'GET /admin/reminders?limit=50&offset=0',
    ]);
  });

  it('lists users with N/A, an accessible onboarded mark, and pages with Previous / Next', async () => {
    const api = adminApi();
    renderWithQueries(<AdminPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Users' }));
    const table = await screen.findByRole('table', { name: 'All users' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Location', 'Onboarded', 'Created']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getAllByText('N/A')).toHaveLength(2);
    expect(within(row).getByText('Not onboarded')).toBeTruthy();
    expect(within(row).getByText('✗').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Showing 1–1 of 51')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('User 51')).toBeTruthy();
    expect(screen.getByText('Regina, SK')).toBeTruthy();
    expect(screen.getByText('Onboarded', { selector: '.sr-only' })).toBeTruthy();
    expect(api.paths()).toContain('GET /admin/users?limit=50&offset=50');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.paths().some((p) => p.includes('/admin/businesses'))).toBe(false);
  });

  it('lists businesses with spaces for underscores and N/A for a missing owner', async () => {
    adminApi();
    renderWithQueries(<AdminPage />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Businesses' }));
    const table = await screen.findByRole('table', { name: 'All businesses' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Business Name', 'Type', 'Location', 'Owner', 'Created']);
    expect(within(table).getByText('Food Service')).toBeTruthy();
    expect(within(table).getByText('Halifax, NS')).toBeTruthy();
    expect(within(table).getByText('N/A')).toBeTruthy();
  });
});
