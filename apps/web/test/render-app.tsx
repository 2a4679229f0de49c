// Renders a signed-in screen with its own query cache, the toasts, and a router.
import type { UserProfile } from '@lt/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { profileQueryKey } from '../src/features/users/use-profile';
import { AppToaster } from '../src/lib/toast';
import { renderWithAuth, signedIn } from './render';

export const testProfile: UserProfile = {
  id: 'u1',
  email: 'pat@example.ca',
  email_verified: true,
  password_sign_in: true,
  full_name: 'Pat Owner',
  phone_number: null,
  phone_verified: false,
  address: null,
  city: null,
  province: null,
  postal_code: null,
  is_onboarded: true,
  notification_channels: ['email'],
  reminder_digest: 'off',
  language: 'en',
  login_method: 'License Tracker',
  created_at: '2025-01-10T12:00:00Z',
};

export function renderApp(
  ui: ReactElement,
  { path = '/', profile = testProfile as UserProfile | null, auth = signedIn() } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  if (profile) client.setQueryData(profileQueryKey, profile);
  const view = renderWithAuth(
    <QueryClientProvider client={client}>
      {ui}
      <AppToaster />
    </QueryClientProvider>,
    { auth, path },
  );
  return { ...view, client, auth };
}

/** Makes `(min-width: …)` queries match (a wide window); jsdom answers false to every query. */
export function setWideWindow(wide: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: wide && query.includes('min-width'),
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
