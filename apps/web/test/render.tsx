import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { type AuthState, AuthStateProvider } from '../src/lib/auth';

/** A controllable sign-in state: signed out unless told otherwise. */
export function fakeAuth(overrides: Partial<AuthState> = {}): AuthState {
  return {
    isLoading: false,
    isAuthenticated: false,
    user: null,
    signInError: null,
    signIn: vi.fn(async () => {}),
    signUp: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    ...overrides,
  };
}

export function signedIn(overrides: Partial<AuthState> = {}): AuthState {
  return fakeAuth({
    isAuthenticated: true,
    user: { name: 'Marie Tremblay', email: 'marie@example.ca' },
    ...overrides,
  });
}

/** Renders `ui` at `path` with the given sign-in state. */
export function renderWithAuth(ui: ReactElement, { auth = fakeAuth(), path = '/' } = {}) {
  return render(
    <AuthStateProvider value={auth}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AuthStateProvider>,
  );
}
