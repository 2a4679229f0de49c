// The Admin Panel in French (issue 15): every tab, its table, empty states and pagination, with no
// English text left (other than what is the same in both languages).
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../src/lib/i18n';
import { AdminPage } from '../src/routes/admin/admin-page';
import { renderWithQueries, stubApi, template } from './admin';
import { englishLeft } from './english-left';

const STATS = { total_users: 1234, total_businesses: 56, total_licenses: 789, total_templates: 271 };
const page = (rows: unknown[]) => ({ body: rows, headers: { 'X-Total-Count': String(rows.length) } });

function frenchAdminApi() {
  return stubApi((_method, path) => {
    if (path === '/auth/is-admin') return { body: { is_admin: true, is_super_admin: true } };
    if (path === '/admin/stats') return { body: STATS };
    if (path.startsWith('/admin/users')) {
      return page([
        {
          id: 'u1',
          full_name: 'Marie Tremblay',
          email: 'marie@example.ca',
          city: 'Québec',
          province: 'QC',
          is_onboarded: true,
          created_at: '2026-01-05T12:00:00.000Z',
        },
      ]);
    }
    if (path.startsWith('/admin/license-templates')) return page([template()]);
    if (path.startsWith('/admin/sends-today')) {
      return page([{ user_id: 'u1', email: 'marie@example.ca', channel: 'sms', sent: 12, refused: 2 }]);
    }
    if (path.startsWith('/admin/')) return page([]);
    return undefined;
  });
}

beforeAll(async () => {
  await setLanguage('fr');
});
afterAll(async () => {
  await setLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Admin Panel in French', () => {
  it('shows every tab without English', async () => {
    frenchAdminApi();
    const { container } = renderWithQueries(<AdminPage />);
    expect(await screen.findByRole('heading', { name: /Panneau|administration/i })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.length).toBeGreaterThanOrEqual(7);
    for (const tab of tabs) {
      await userEvent.click(tab);
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      const panel = screen.getByRole('tabpanel');
      // Nothing still loading (a spinner's spinning ring); a status line that says something is fine.
      expect(panel.querySelector('[role="status"] .animate-spin'), tab.textContent ?? '').toBeNull();
      expect(englishLeft(container), tab.textContent ?? '').toEqual([]);
    }
    // The "Sent today" tab's own French (it was the last tab before "Sources").
    await userEvent.click(screen.getByRole('tab', { name: 'Envois du jour' }));
    expect(await screen.findByText('Refusés par le plafond')).toBeTruthy();
  });
});
