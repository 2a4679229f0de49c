import '../../lib/i18n/register-app';
import type { IsAdminResponse, UserProfile, Workspace } from '@lt/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithAuth, signedIn } from '../../../test/render';
import { isAdminQueryKey } from '../../features/auth/use-is-admin';
import { profileQueryKey } from '../../features/users/use-profile';
import { workspacesQueryKey } from '../../features/workspaces/use-workspaces';
import type { AuthState } from '../../lib/auth';
import { setLanguage } from '../../lib/i18n';
import { AppShell } from './app-shell';

const profile: UserProfile = {
  id: 'u1',
  email: 'marie@example.ca',
  email_verified: true,
  password_sign_in: true,
  full_name: 'marie Tremblay',
  phone_number: null,
  phone_verified: false,
  address: null,
  city: 'Montréal',
  province: 'QC',
  postal_code: null,
  is_onboarded: true,
  notification_channels: ['email'],
  reminder_digest: 'off',
  language: 'en',
  login_method: 'License Tracker',
  created_at: '2025-01-10T12:00:00Z',
};

const personal: Workspace = {
  id: 'w1',
  name: 'Personal',
  personal: true,
  role: 'owner',
  member_count: 1,
  business_count: 1,
  created_at: '2025-01-10T12:00:00Z',
};

function renderShell({
  isAdmin = false,
  path = '/app/dashboard',
  user = profile,
  auth = signedIn(),
  workspaces = [personal],
}: {
  isAdmin?: boolean;
  path?: string;
  user?: UserProfile;
  auth?: AuthState;
  workspaces?: Workspace[];
} = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData<Workspace[]>(workspacesQueryKey, workspaces);
  client.setQueryData<IsAdminResponse>(isAdminQueryKey, { is_admin: isAdmin, is_super_admin: false });
  client.setQueryData<UserProfile>(profileQueryKey, user);
  renderWithAuth(
    <QueryClientProvider client={client}>
      <AppShell />
    </QueryClientProvider>,
    { auth, path },
  );
  return auth;
}

const mainNav = () => screen.getByRole('navigation', { name: 'Application' });

describe('AppShell', () => {
  it('shows Dashboard, Licenses, Workspaces and Profile, and Admin only to admins', () => {
    renderShell({ isAdmin: false });
    expect(
      within(mainNav())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'Licenses', 'Workspaces', 'Profile']);
  });

  it('offers "All workspaces" and each workspace once there are two, and remembers the choice', async () => {
    const client: Workspace = { ...personal, id: 'w2', name: 'Harbour Café — client', personal: false };
    renderShell({ workspaces: [personal, client] });
    const select = screen.getByRole('combobox', { name: 'Workspace' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'All workspaces',
      'Personal',
      'Harbour Café — client',
    ]);
    expect(select.value).toBe('');
    await userEvent.selectOptions(select, 'w2');
    expect(localStorage.getItem('lt.workspace')).toBe('w2');
    await userEvent.selectOptions(select, '');
    expect(localStorage.getItem('lt.workspace')).toBeNull();
  });

  it('shows no switcher with one workspace', () => {
    renderShell();
    expect(screen.queryByRole('combobox', { name: 'Workspace' })).toBeNull();
  });

  it('shows Admin to admins', () => {
    renderShell({ isAdmin: true });
    expect(within(mainNav()).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/app/admin');
  });

  it('marks the current page', () => {
    renderShell({ path: '/app/licenses' });
    expect(within(mainNav()).getByRole('link', { name: 'Licenses' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(mainNav()).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('opens the user menu, closes it with Escape and signs out from it', async () => {
    const auth = renderShell();
    const button = screen.getByRole('button', { name: 'User menu' });
    expect(button.textContent).toBe('M');

    await userEvent.click(button);
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Sign out']);
    expect(document.activeElement?.textContent).toBe('Profile');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Sign out');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);

    await userEvent.click(button);
    await userEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Sign out' }));
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });

  it('closes the user menu on an outside click', async () => {
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
    expect(screen.getByRole('menu')).toBeTruthy();
    await userEvent.click(screen.getByRole('main'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('has a mobile menu with the user’s name (fallback "User") and e-mail', async () => {
    renderShell({
      user: { ...profile, full_name: null },
      auth: signedIn({ user: { name: null, email: 'owner@example.ca' } }),
    });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(false);
    expect(within(panel!).getByText('User')).toBeTruthy();
    expect(within(panel!).getByText('marie@example.ca')).toBeTruthy();
    expect(within(panel!).getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });
});

describe('AppShell: the FR/EN switch (issue 15)', () => {
  afterEach(async () => {
    await setLanguage('en');
    vi.unstubAllGlobals();
  });

  it('switches the shell to French and stores the choice in the profile', async () => {
    const api = fakeApi({ 'PUT /users/profile': { ...profile, language: 'fr' } });
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: /Français/ }));
    expect(await screen.findByRole('navigation', { name: 'Application' })).toBeTruthy();
    expect(screen.getAllByText('Tableau de bord').length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe('fr-CA');
    await waitFor(() => expect(api.to('PUT', '/users/profile')[0]?.body).toEqual({ language: 'fr' }));
    const back = screen.getByRole('button', { name: /English/ });
    expect(back.getAttribute('lang')).toBe('en');
  });
});
