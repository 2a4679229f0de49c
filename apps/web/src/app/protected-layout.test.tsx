import type { UserProfile } from '@lt/core';
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth, renderWithAuth, signedIn } from '../../test/render';
import { currentLanguage, setLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { ProtectedLayout } from './protected-layout';

function stubApi(profile: Partial<UserProfile>) {
  const fetchMock = vi.fn(async (url: string) => {
    const body = url.endsWith('/users/profile')
      ? profile
      : url.endsWith('/workspaces/')
        ? []
        : { is_admin: false, is_super_admin: false };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const app = (
  <Routes>
    <Route path="/" element={<p>Home page</p>} />
    <Route path="/app" element={<ProtectedLayout />}>
      <Route path="dashboard" element={<p>Dashboard screen</p>} />
      <Route path="onboarding" element={<p>Onboarding screen</p>} />
      <Route path="licenses" element={<p>Licenses screen</p>} />
    </Route>
  </Routes>
);

describe('ProtectedLayout', () => {
  afterEach(() => {
    act(() => queryClient.clear());
    vi.unstubAllGlobals();
  });

  it('sends a signed-out visitor of a deep link through sign-in, back to that page, without asking for the profile', async () => {
    const fetchMock = stubApi({ is_onboarded: true });
    const auth = fakeAuth();
    renderWithAuth(app, { auth, path: '/app/licenses?business=b1&status=expired' });
    await waitFor(() => expect(auth.signIn).toHaveBeenCalledTimes(1));
    expect(auth.signIn).toHaveBeenCalledWith('/app/licenses?business=b1&status=expired');
    expect(screen.getByRole('status').textContent).toContain('Loading…');
    expect(screen.queryByText('Home page')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the loader while the sign-in state loads', () => {
    stubApi({ is_onboarded: true });
    renderWithAuth(app, { auth: fakeAuth({ isLoading: true }), path: '/app/dashboard' });
    expect(screen.getByRole('status').textContent).toContain('Loading…');
    expect(screen.queryByText('Dashboard screen')).toBeNull();
  });

  it('paints the bar and the dashboard title under it while loading, for the eye only', () => {
    stubApi({ is_onboarded: true });
    renderWithAuth(app, { auth: fakeAuth({ isLoading: true }), path: '/app/dashboard' });
    const title = screen.getByText('License Dashboard');
    expect(title.tagName).toBe('H1');
    expect(title.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Loading…');
  });

  it('sends a user who is not onboarded to onboarding', async () => {
    stubApi({ is_onboarded: false, full_name: null, email: 'new@example.ca' });
    renderWithAuth(app, { auth: signedIn(), path: '/app/licenses' });
    expect(await screen.findByText('Onboarding screen')).toBeTruthy();
  });

  it('renders the screen inside the shell for an onboarded user', async () => {
    const fetchMock = stubApi({ is_onboarded: true, full_name: 'Marie', email: 'marie@example.ca' });
    renderWithAuth(app, { auth: signedIn(), path: '/app/licenses' });
    expect(await screen.findByText('Licenses screen')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Application' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/users/profile', expect.anything());
  });

  it("asks for the screen's data beside the profile, not after it", async () => {
    // The profile never answers: whatever is asked for was asked for without waiting for it.
    const fetchMock = vi.fn((url: string) =>
      url.endsWith('/users/profile')
        ? new Promise<Response>(() => {})
        : Promise.resolve(new Response('[]', { headers: { 'Content-Type': 'application/json' } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithAuth(app, { auth: signedIn(), path: '/app/dashboard' });
    const asked = () => fetchMock.mock.calls.map(([url]) => url).sort();
    await vi.waitFor(() =>
      expect(asked()).toEqual(['/api/auth/is-admin', '/api/dashboard/summary/', '/api/users/profile']),
    );
    expect(screen.getByRole('status').textContent).toContain('Loading…');
  });

  it("asks only for the shell's data on a screen without licences", async () => {
    const fetchMock = stubApi({ is_onboarded: false, full_name: null, email: 'new@example.ca' });
    renderWithAuth(app, { auth: signedIn(), path: '/app/onboarding' });
    expect(await screen.findByText('Onboarding screen')).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([url]) => url).sort();
    expect(asked).toEqual(['/api/auth/is-admin', '/api/users/profile']);
  });

  it("follows the profile's language as soon as the user is known, onboarded or not", async () => {
    await act(() => setLanguage('en'));
    stubApi({ is_onboarded: false, full_name: null, email: 'new@example.ca', language: 'fr' });
    renderWithAuth(app, { auth: signedIn(), path: '/app/onboarding' });
    expect(await screen.findByText('Onboarding screen')).toBeTruthy();
    await waitFor(() => expect(currentLanguage()).toBe('fr'));
    await act(() => setLanguage('en'));
  });
});
