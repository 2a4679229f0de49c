import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { summaryFrom } from '../../../test/dashboard';
import { type FakeRequest, fakeApi } from '../../../test/fake-api';
import { business, makeLicense, otherBusiness } from '../../../test/licenses';
import { renderApp } from '../../../test/render-app';
import { setWorkspaceScope } from '../../lib/workspace-scope';
import { DashboardPage } from './dashboard-page';

/** A consultant's dashboard: the summary lists one business of `count`. */
function manyBusinesses(count: number, found: (request: FakeRequest) => unknown) {
  const summary = summaryFrom([business], [makeLicense()]);
  return fakeApi({
    'GET /dashboard/summary/': { ...summary, business_count: count },
    'GET /businesses/': found,
  });
}

/**
 * The finder's own status line (a failed request also raises the app's toast, another status),
 * inside its <search> landmark, which jsdom does not map to the role yet.
 */
const finderStatus = () =>
  within(
    screen.getByRole('searchbox', { name: 'Find a business' }).closest('search') as HTMLElement,
  ).getByRole('status');

const searches = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => c.path === '/businesses/').map((c) => Object.fromEntries(c.query));

describe('Find a business (dashboard)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('finds the businesses the cards leave out, by name or city, each a link to its page', async () => {
    const api = manyBusinesses(100, (request) => ({
      body: request.query.get('q') === 'nord' ? [otherBusiness] : [],
      headers: { 'X-Total-Count': request.query.get('q') === 'nord' ? '1' : '0' },
    }));
    renderApp(<DashboardPage />);
    const user = userEvent.setup();
    const search = await screen.findByRole('searchbox', { name: 'Find a business' });
    // Nothing is asked before the user types.
    expect(searches(api)).toEqual([]);
    await user.type(search, 'nord');
    const link = await screen.findByRole('link', { name: /Atelier Nord/ });
    expect(link.getAttribute('href')).toBe(`/app/businesses/${otherBusiness.id}`);
    expect(link.textContent).toBe('Atelier Nord — Montréal, QC');
    expect(finderStatus().textContent).toBe('1 business matches.');
    // Asked once the typing settled, not at each keystroke: A to Z, the first ten.
    expect(searches(api)).toEqual([{ q: 'nord', sort: 'business_name', limit: '10', offset: '0' }]);

    await user.clear(search);
    await user.type(search, 'zzz');
    await waitFor(() => expect(finderStatus().textContent).toBe('No business matches “zzz”.'));
    expect(screen.queryByRole('link', { name: /Atelier Nord/ })).toBeNull();
  });

  it('says when more match than it shows, and searches in the workspace the dashboard shows', async () => {
    const workspace = '88888888-8888-4888-8888-888888888888';
    setWorkspaceScope(workspace);
    const ten = Array.from({ length: 10 }, (_, i) => ({
      ...otherBusiness,
      id: `33333333-3333-4333-8333-${String(i).padStart(12, '0')}`,
      business_name: `Client ${i}`,
    }));
    const api = fakeApi({
      'GET /dashboard/summary/': {
        ...summaryFrom([business], [makeLicense()], workspace),
        business_count: 60,
      },
      'GET /workspaces/': [],
      'GET /businesses/': () => ({ body: ten, headers: { 'X-Total-Count': '42' } }),
    });
    renderApp(<DashboardPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Find a business' }), 'client');
    await waitFor(() =>
      expect(finderStatus().textContent).toBe(
        'The first 10 of 42 matching businesses, A to Z: type more to narrow it down.',
      ),
    );
    expect(screen.getAllByRole('link', { name: /^Client \d/ })).toHaveLength(10);
    expect(searches(api).at(-1)).toEqual({
      q: 'client',
      sort: 'business_name',
      limit: '10',
      offset: '0',
      workspace_id: workspace,
    });
  });

  it('says so next to the field when the search fails', async () => {
    manyBusinesses(100, () => ({ status: 500, body: { detail: 'boom' } }));
    renderApp(<DashboardPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Find a business' }), 'nord');
    await waitFor(() =>
      expect(finderStatus().textContent).toBe('We could not search your businesses. Please try again.'),
    );
  });

  it('is not offered when every business has its card', async () => {
    fakeApi({ 'GET /dashboard/summary/': summaryFrom([business, otherBusiness], [makeLicense()]) });
    renderApp(<DashboardPage />);
    const cards = await screen.findByRole('region', { name: 'Your Businesses' });
    expect(within(cards).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.queryByRole('searchbox', { name: 'Find a business' })).toBeNull();
  });
});
