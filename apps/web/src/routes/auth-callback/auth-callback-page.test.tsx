import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeAuth, renderWithAuth, signedIn } from '../../../test/render';
import { AuthCallbackPage } from './auth-callback-page';

const routes = (
  <Routes>
    <Route path="/" element={<p>Home page</p>} />
    <Route path="/auth/callback" element={<AuthCallbackPage />} />
    <Route path="/app/dashboard" element={<p>Dashboard screen</p>} />
  </Routes>
);

describe('AuthCallbackPage', () => {
  it('shows the full-screen loader while the code is exchanged', () => {
    renderWithAuth(routes, { auth: fakeAuth({ isLoading: true }), path: '/auth/callback?code=c&state=s' });
    expect(screen.getByRole('status').textContent).toContain('Signing you in…');
  });

  it('explains a failed sign-in and links home', () => {
    renderWithAuth(routes, {
      auth: fakeAuth({ signInError: 'access_denied' }),
      path: '/auth/callback?error=access_denied&state=s',
    });
    expect(screen.getByRole('alert').textContent).toContain('We could not sign you in');
    expect(screen.getByText(/access_denied/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('leaves the navigation to the saved page to the auth provider once the code is exchanged', () => {
    renderWithAuth(routes, { auth: signedIn(), path: '/auth/callback?code=c&state=s' });
    expect(screen.getByRole('status').textContent).toContain('Signing you in…');
    expect(screen.queryByText('Dashboard screen')).toBeNull();
  });

  it('moves on when no sign-in is in progress', () => {
    renderWithAuth(routes, { auth: signedIn(), path: '/auth/callback' });
    expect(screen.getByText('Dashboard screen')).toBeTruthy();
  });
});
