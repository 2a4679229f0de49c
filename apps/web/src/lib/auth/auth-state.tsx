import { createContext, useContext } from 'react';

/** Where a user lands after signing in when nothing else was asked for. */
export const DEFAULT_RETURN_TO = '/app/dashboard';

export interface AuthUser {
  name: string | null;
  email: string | null;
}

/**
 * What the UI needs to know about sign-in, independent of the OIDC library: the real app fills it
 * from react-oidc-context, tests provide a fake.
 */
export interface AuthState {
  /**
   * True while the sign-in state is not known yet (startup, callback, the background silent
   * sign-in, redirects). Only /app and the callback page wait for it; public pages render at once.
   */
  isLoading: boolean;
  isAuthenticated: boolean;
  user: AuthUser | null;
  /** Message of a failed sign-in callback, for the /auth/callback page. */
  signInError: string | null;
  /** Starts the redirect sign-in; after it the user returns to `returnTo`. */
  signIn: (returnTo?: string) => Promise<void>;
  /** Like signIn, but opens account creation where the provider offers it ("Get Started"). */
  signUp: (returnTo?: string) => Promise<void>;
  /** Forgets the tokens and ends the provider session; the user ends at the site origin. */
  signOut: () => Promise<void>;
}

const AuthStateContext = createContext<AuthState | null>(null);

export const AuthStateProvider = AuthStateContext.Provider;

export function useAuthState(): AuthState {
  const state = useContext(AuthStateContext);
  if (!state) throw new Error('useAuthState must be used inside an AuthStateProvider');
  return state;
}

/**
 * The path to go to after the sign-in callback, read from the OIDC `state`. Only same-site paths
 * are accepted, so a crafted state cannot send the user elsewhere.
 */
export function returnToFromState(state: unknown): string {
  if (state && typeof state === 'object' && 'returnTo' in state) {
    const { returnTo } = state;
    if (typeof returnTo === 'string' && returnTo.startsWith('/') && !returnTo.startsWith('//')) {
      return returnTo;
    }
  }
  return DEFAULT_RETURN_TO;
}
