import type { Workspace } from '@lt/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '../../../test/admin';
import { type FakeRequest, fakeApi } from '../../../test/fake-api';
import { i18n } from '../../lib/i18n';
import { CalendarFeedCard } from './calendar-feed';

const PERSONAL = '11111111-1111-4111-8111-111111111111';
const CLIENT = '22222222-2222-4222-8222-222222222222';
const workspace = (id: string, name: string, personal: boolean): Workspace => ({
  id,
  name,
  personal,
  role: 'owner',
  member_count: 1,
  business_count: 1,
  created_at: '2026-01-10T12:00:00Z',
});
const BOTH = [workspace(PERSONAL, 'Personal', true), workspace(CLIENT, 'Harbour Café — client', false)];

/** The feed's address for a key generation, of one workspace or all, as the server words it. */
function feedOf(generation: { key: string }) {
  return (request: FakeRequest) => {
    const ws = request.query.get('workspace_id');
    const url = `https://lt.example/api/calendar/${generation.key}.ics${ws ? `?workspace_id=${ws}` : ''}`;
    return { body: { url } };
  };
}

const address = () => (screen.getByLabelText('Feed address') as HTMLInputElement).value;

describe('CalendarFeedCard', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await act(() => i18n.changeLanguage('en'));
  });

  it('offers one workspace’s feed to someone in several, named for it in the calendar app', async () => {
    const generation = { key: 'k1' };
    fakeApi({ 'GET /workspaces/': BOTH, 'GET /users/calendar/': feedOf(generation) });
    renderWithQueries(<CalendarFeedCard />);
    await waitFor(() => expect(address()).toBe('https://lt.example/api/calendar/k1.ics'));
    const scope = (await screen.findByRole('combobox', { name: 'Licences in' })) as HTMLSelectElement;
    expect([...scope.options].map((o) => o.textContent)).toEqual([
      'All my workspaces',
      'Personal',
      'Harbour Café — client',
    ]);
    const outlook = () => new URL(screen.getByRole('link', { name: 'Add to Outlook' }).getAttribute('href')!);
    expect(outlook().searchParams.get('name')).toBe('Licence expiries');

    await userEvent.selectOptions(scope, 'Harbour Café — client');
    await waitFor(() =>
      expect(address()).toBe(`https://lt.example/api/calendar/k1.ics?workspace_id=${CLIENT}`),
    );
    expect(outlook().searchParams.get('url')).toBe(address());
    expect(outlook().searchParams.get('name')).toBe('Licence expiries — Harbour Café — client');
  });

  it('makes a new address for every feed at once, after a confirmation', async () => {
    const generation = { key: 'k1' };
    const api = fakeApi({
      'GET /workspaces/': BOTH,
      'GET /users/calendar/': feedOf(generation),
      'POST /users/calendar/rotate/': () => {
        generation.key = 'k2';
        return { body: { url: 'https://lt.example/api/calendar/k2.ics' } };
      },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithQueries(<CalendarFeedCard />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Licences in' }), 'Personal');
    await waitFor(() =>
      expect(address()).toBe(`https://lt.example/api/calendar/k1.ics?workspace_id=${PERSONAL}`),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Make a new address' }));
    // The workspace's feed shown is asked again: it has the new key too.
    await waitFor(() =>
      expect(address()).toBe(`https://lt.example/api/calendar/k2.ics?workspace_id=${PERSONAL}`),
    );
    expect(api.to('POST', '/users/calendar/rotate/')).toHaveLength(1);
  });

  it('asks nothing of someone with one workspace, and names the feed in the reader’s language', async () => {
    fakeApi({ 'GET /workspaces/': [BOTH[0]], 'GET /users/calendar/': feedOf({ key: 'k1' }) });
    renderWithQueries(<CalendarFeedCard />);
    await waitFor(() => expect(address()).toBe('https://lt.example/api/calendar/k1.ics'));
    expect(screen.queryByRole('combobox', { name: 'Licences in' })).toBeNull();
    await act(() => i18n.changeLanguage('fr'));
    const outlook = new URL(screen.getByRole('link', { name: 'Ajouter à Outlook' }).getAttribute('href')!);
    expect(outlook.searchParams.get('name')).toBe('Échéances des permis');
  });
});
