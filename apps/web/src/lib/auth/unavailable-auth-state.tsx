import { type ReactNode, useMemo } from 'react';
import { i18n } from '../i18n';
import { toast } from '../toast';
import { type AuthState, AuthStateProvider } from './auth-state';

/** Used when /auth-config.json could not be loaded: public pages still work, sign-in says why not. */
export function UnavailableAuthStateProvider({ children }: { children: ReactNode }) {
  const state = useMemo<AuthState>(() => {
    const unavailable = async () => {
      toast.error(i18n.t('auth.unavailable'), { id: 'auth-unavailable' });
    };
    return {
      isLoading: false,
      isAuthenticated: false,
      user: null,
      signInError: i18n.t('auth.unavailable'),
      signIn: unavailable,
      signUp: unavailable,
      signOut: async () => {
        window.location.assign('/');
      },
    };
  }, []);
  return <AuthStateProvider value={state}>{children}</AuthStateProvider>;
}
