import type { DashboardSummary, Workspace } from '@lt/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { summaryFrom } from '../../../test/dashboard';
import { type FakeRequest, fakeApi } from '../../../test/fake-api';
import { business, makeLicense, otherBusiness } from '../../../test/licenses';
import { renderApp } from '../../../test/render-app';
import { WorkspaceSwitcher } from '../../features/workspaces/workspace-switcher';
import { setWorkspaceScope } from '../../lib/workspace-scope';
import { DashboardPage } from './dashboard-page';

const CLIENT_WS = '88888888-8888-4888-8888-888888888888';
const workspaces: Workspace[] = [
  {
    id: business.workspace_id,
    name: 'Personal',
    personal: true,
    role: 'owner',
    member_count: 1,
    business_count: 1,
    created_at: '2025-01-10T12:00:00Z',
  },
  {
    id: CLIENT_WS,
    name: 'Harbour Café — client',
    personal: false,
    role: 'viewer',
    member_count: 2,
    business_count: 1,
    created_at: '2025-01-11T12:00:00Z',
  },
];

const expiring = (name: string, days: number, businessOf = business) =>
  makeLicense({
    license_name: name,
    business_id: businessOf.id,
    business_name: businessOf.business_name,
    expiry_date: `2026-04-${String(days).padStart(2, '0')}`,
    is_expiring_soon: true,
    days_until_expiry: days,
  });

const clientBusiness = { ...otherBusiness, workspace_id: CLIENT_WS, role: 'viewer' as const };
const mine = [expiring('Patio permit', 3), expiring('Sign permit', 5)];
const theirs = [
  expiring('Payroll deductions program account', 4, clientBusiness),
  makeLicense({
    license_name: 'Liquor sales licence',
    business_id: clientBusiness.id,
    business_name: clientBusiness.business_name,
    role: 'viewer',
    is_expired: true,
    days_until_expiry: -3,
    expiry_date: '2026-03-01',
  }),
];

/** The server's answer for all workspaces, or the client's one, as `workspace_id` asks. */
function summaryRoute(request: FakeRequest): { body: DashboardSummary } | { status: number; body: object } {
  const ws = request.query.get('workspace_id');
  if (ws === null) return { body: summaryFrom([business, clientBusiness], [...mine, ...theirs]) };
  if (ws === CLIENT_WS) return { body: summaryFrom([clientBusiness], theirs, CLIENT_WS) };
  return { status: 404, body: { detail: 'Workspace not found' } };
}

function setup(routes: Record<string, unknown> = {}) {
  const api = fakeApi({ 'GET /dashboard/summary/': summaryRoute, 'GET /workspaces/': workspaces, ...routes });
  renderApp(
    <>
      <WorkspaceSwitcher />
      <DashboardPage />
    </>,
  );
  return { api, user: userEvent.setup() };
}

const summaryCalls = (api: ReturnType<typeof fakeApi>) =>
  api.to('GET', '/dashboard/summary/').map((c) => c.query.get('workspace_id'));

// The first test pays for loading the screens' modules on a busy machine.
describe('the dashboard from the summary, and the workspace switcher', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    act(() => setWorkspaceScope(null));
  });

  it('names the business on every licence it lists', async () => {
    setup();
    const soon = await screen.findByRole('region', { name: 'Expiring Soon (Next 30 Days)' });
    const rows = within(soon).getAllByRole('listitem');
    expect(rows.map((li) => [...li.querySelectorAll('p')].slice(0, 2).map((p) => p.textContent))).toEqual([
      ['Patio permit', 'Bistro Lumière'],
      ['Payroll deductions program account', 'Atelier Nord'],
      ['Sign permit', 'Bistro Lumière'],
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Expired Licenses' })).getByText('Atelier Nord'),
    ).toBeTruthy();
    const municipal = screen.getByRole('region', { name: 'Municipal' });
    expect(within(municipal).getAllByText(/Bistro Lumière|Atelier Nord/)).toHaveLength(4);
  });

  it('links every count to the licence list filtered to it', async () => {
    setup();
    const stats = await screen.findByLabelText('Summary');
    const href = (name: string | RegExp, inside: HTMLElement = document.body) =>
      within(inside).getByRole('link', { name }).getAttribute('href');
    expect(href('Expiring Soon: 3, view the licenses', stats)).toBe('/app/licenses?status=expiring_soon');
    expect(href('Expired: 1, view the license', stats)).toBe('/app/licenses?status=expired');
    expect(href('Total Licenses: 4, view the licenses', stats)).toBe('/app/licenses');
    const soon = screen.getByRole('region', { name: 'Expiring Soon (Next 30 Days)' });
    expect(href('View all (3)', soon)).toBe('/app/licenses?status=expiring_soon');

    const cards = screen.getByRole('region', { name: 'Your Businesses' });
    const card = within(cards).getByRole('heading', { name: 'Atelier Nord' }).closest('li') as HTMLElement;
    expect(href('1 expired', card)).toBe(`/app/licenses?business_id=${clientBusiness.id}&status=expired`);
    expect(href('1 expiring soon', card)).toBe(
      `/app/licenses?business_id=${clientBusiness.id}&status=expiring_soon`,
    );
    expect(href('View the 2 licenses of Atelier Nord', card)).toBe(
      `/app/licenses?business_id=${clientBusiness.id}`,
    );
    // A viewer's business: no Edit or Delete.
    expect(within(card).queryByRole('button', { name: /Edit/ })).toBeNull();
    const municipal = screen.getByRole('region', { name: 'Municipal' });
    expect(href('3 expiring soon', municipal)).toBe('/app/licenses?level=municipal&status=expiring_soon');
  });

  it('shows the counts the server gives, however few licences it sends, with "View all"', async () => {
    const big = summaryFrom([business], mine);
    fakeApi({
      'GET /dashboard/summary/': {
        ...big,
        counts: { ...big.counts, total: 5000, expiring_soon: 340 },
        business_count: 100,
        levels: big.levels.map((l) =>
          l.level === 'municipal' ? { ...l, counts: { ...l.counts, total: 4000 } } : l,
        ),
      },
    });
    renderApp(<DashboardPage />);
    const stats = await screen.findByLabelText('Summary');
    expect(within(stats).getByRole('link', { name: /Total Licenses/ }).textContent).toBe('5000');
    expect(within(stats).getByText('100')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all (340)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all 4000 Municipal licenses' }).getAttribute('href')).toBe(
      '/app/licenses?level=municipal',
    );
    expect(screen.getByText('Showing 1 of 100 businesses, those needing attention first')).toBeTruthy();
  });

  it('scopes the dashboard to the workspace chosen in the switcher, and remembers it', async () => {
    const { api, user } = setup();
    await screen.findByLabelText('Summary');
    const select = screen.getByRole('combobox', { name: 'Workspace' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'All workspaces',
      'Personal',
      'Harbour Café — client',
    ]);
    await user.selectOptions(select, 'Harbour Café — client');
    await waitFor(() => expect(summaryCalls(api)).toContain(CLIENT_WS));
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Summary')).getByRole('link', { name: /Total Licenses/ }).textContent,
      ).toBe('2'),
    );
    expect(screen.getByRole('link', { name: 'Manage Licenses' }).getAttribute('href')).toBe(
      `/app/licenses?workspace_id=${CLIENT_WS}`,
    );
    expect(localStorage.getItem('lt.workspace')).toBe(CLIENT_WS);
    await user.selectOptions(select, 'All workspaces');
    await waitFor(() => expect(localStorage.getItem('lt.workspace')).toBeNull());
  });

  it('starts from the remembered workspace after a reload', async () => {
    localStorage.setItem('lt.workspace', CLIENT_WS);
    const first = setup();
    await waitFor(() => expect(summaryCalls(first.api)[0]).toBe(CLIENT_WS));
    expect((screen.getByRole('combobox', { name: 'Workspace' }) as HTMLSelectElement).value).toBe(CLIENT_WS);
  });

  it('forgets a remembered workspace the caller is no longer in', async () => {
    localStorage.setItem('lt.workspace', '77777777-7777-4777-8777-777777777777');
    const { api } = setup();
    await waitFor(() => expect(summaryCalls(api)).toContain(null));
    expect(localStorage.getItem('lt.workspace')).toBeNull();
    expect(await screen.findByLabelText('Summary')).toBeTruthy();
  });

  it('hides the switcher with a single workspace', async () => {
    setup({ 'GET /workspaces/': workspaces.slice(0, 1) });
    await screen.findByLabelText('Summary');
    expect(screen.queryByRole('combobox', { name: 'Workspace' })).toBeNull();
  });
});
