import type { User, UserManager } from 'oidc-client-ts';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AuthProvider, hasAuthParams, useAuth } from 'react-oidc-context';
import { i18n } from '../i18n';
import { toast } from '../toast';
import { type AuthState, AuthStateProvider, DEFAULT_RETURN_TO, returnToFromState } from './auth-state';

interface OidcAuthStateProviderProps {
  userManager: UserManager;
  /** Called after the sign-in callback with the saved path; it must replace the callback URL. */
  onSignedIn: (returnTo: string) => void;
  children: ReactNode;
}

/**
 * react-oidc-context's AuthProvider, adapted to our AuthState. It must sit inside the router so
 * that the sign-in callback can navigate (and so drop the code and state from the address bar).
 */
export function OidcAuthStateProvider({ userManager, onSignedIn, children }: OidcAuthStateProviderProps) {
  const onSigninCallback = useCallback(
    (user: User | undefined) => onSignedIn(returnToFromState(user?.state)),
    [onSignedIn],
  );
  return (
    <AuthProvider userManager={userManager} onSigninCallback={onSigninCallback}>
      <OidcBridge userManager={userManager}>{children}</OidcBridge>
    </AuthProvider>
  );
}

function displayName(user: User): string | null {
  const { name, given_name, family_name } = user.profile;
  return name || [given_name, family_name].filter(Boolean).join(' ') || null;
}

function OidcBridge({ userManager, children }: { userManager: UserManager; children: ReactNode }) {
  const auth = useAuth();
  const silentAttempted = useRef(false);
  const [silentSettled, setSilentSettled] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  // Tokens live in memory, so a reload starts signed out: ask the provider once, in a hidden
  // iframe (prompt=none), whether its session cookie still signs the user in. Failure = signed out.
  useEffect(() => {
    if (auth.isLoading || silentAttempted.current) return;
    silentAttempted.current = true;
    if (auth.user || auth.error || hasAuthParams()) {
      setSilentSettled(true);
      return;
    }
    void auth.signinSilent().finally(() => setSilentSettled(true));
  }, [auth]);

  const { isLoading, isAuthenticated, user, error, signinRedirect, removeUser } = auth;

  // A redirect that could not start (provider unreachable) would otherwise fail without a word.
  useEffect(() => {
    if (error?.source === 'signinRedirect')
      toast.error(i18n.t('auth.unavailable'), { id: 'auth-unavailable' });
  }, [error]);

  const signIn = useCallback(
    async (returnTo: string = DEFAULT_RETURN_TO) => {
      await signinRedirect({ state: { returnTo } });
    },
    [signinRedirect],
  );
  const signOut = useCallback(async () => {
    setSigningOut(true);
    const idTokenHint = user?.id_token;
    await removeUser();
    const origin = window.location.origin;
    try {
      await userManager.signoutRedirect({
        post_logout_redirect_uri: `${origin}/`,
        id_token_hint: idTokenHint,
      });
    } catch {
      // A provider without an end-session endpoint: forgetting the tokens is all we can do.
      window.location.assign(`${origin}/`);
    }
  }, [user, removeUser, userManager]);

  const state = useMemo<AuthState>(
    () => ({
      isLoading: isLoading || !silentSettled || signingOut,
      isAuthenticated,
      user: user ? { name: displayName(user), email: user.profile.email ?? null } : null,
      signInError: error?.source === 'signinCallback' ? error.message : null,
      signIn,
      signOut,
    }),
    [isLoading, silentSettled, signingOut, isAuthenticated, user, error, signIn, signOut],
  );
  return <AuthStateProvider value={state}>{children}</AuthStateProvider>;
}
