import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeAuth, renderWithAuth, signedIn } from '../../../test/render';
import { LandingPage } from './landing-page';

const routes = (
  <Routes>
    <Route path="/landing" element={<LandingPage />} />
    <Route path="/app/dashboard" element={<p>Dashboard screen</p>} />
  </Routes>
);

describe('LandingPage', () => {
  it('shows the four features and a Get started button that starts account creation', async () => {
    const auth = fakeAuth();
    renderWithAuth(routes, { auth, path: '/landing' });
    for (const title of [
      'Automated reminders',
      'License tracking',
      'Expiry calculations',
      'Location-based recommendations',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Get started' }));
    expect(auth.signUp).toHaveBeenCalledWith('/app/dashboard');
  });

  it('sends a signed-in user to the dashboard', () => {
    renderWithAuth(routes, { auth: signedIn(), path: '/landing' });
    expect(screen.getByText('Dashboard screen')).toBeTruthy();
  });
});
