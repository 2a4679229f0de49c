import type { User } from 'oidc-client-ts';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AuthProvider, hasAuthParams, useAuth } from 'react-oidc-context';
import { i18n } from '../i18n';
import { toast } from '../toast';
import type { AppUserManager } from './app-user-manager';
import { type AuthState, AuthStateProvider, DEFAULT_RETURN_TO, returnToFromState } from './auth-state';
import { endApiSession } from './end-api-session';
import { forgetIdToken, rememberIdToken, silentSignInOnce } from './silent-sign-in';

interface OidcAuthStateProviderProps {
  userManager: AppUserManager;
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

function OidcBridge({ userManager, children }: { userManager: AppUserManager; children: ReactNode }) {
  const auth = useAuth();
  const silentAttempted = useRef(false);
  const [silentSettled, setSilentSettled] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  // Every new ID token (sign-in, renewal) becomes the hint of the next reload's silent sign-in.
  useEffect(() => {
    const remember = (user: User) => rememberIdToken(user);
    const forget = () => forgetIdToken();
    userManager.events.addUserLoaded(remember);
    userManager.events.addUserSignedOut(forget);
    return () => {
      userManager.events.removeUserLoaded(remember);
      userManager.events.removeUserSignedOut(forget);
    };
  }, [userManager]);

  // Tokens live in memory, so a reload starts signed out: ask the provider once, in the
  // background, whether this tab's session is still alive. Pages do not wait for the answer
  // (only /app does, through isLoading); any failure means signed out. main.tsx has usually
  // started the attempt already; this waits for that one.
  useEffect(() => {
    if (auth.isLoading || silentAttempted.current) return;
    silentAttempted.current = true;
    if (auth.user || auth.error || hasAuthParams()) {
      setSilentSettled(true);
      return;
    }
    void silentSignInOnce(userManager).finally(() => setSilentSettled(true));
  }, [auth, userManager]);

  const { isLoading, isAuthenticated, user, error, signinRedirect, removeUser } = auth;
  useEffect(() => {
    if (user) rememberIdToken(user);
  }, [user]);

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
  // Account creation where the provider supports prompt=create; otherwise its sign-in page
  // (which usually links to sign-up).
  const signUp = useCallback(
    async (returnTo: string = DEFAULT_RETURN_TO) => {
      await signinRedirect({
        state: { returnTo },
        ...(userManager.promptCreate ? { prompt: 'create' } : {}),
      });
    },
    [signinRedirect, userManager],
  );
  const signOut = useCallback(async () => {
    setSigningOut(true);
    const idTokenHint = user?.id_token;
    // First the API: the access token ends there at once, whichever provider issued it.
    await endApiSession(user?.access_token);
    forgetIdToken();
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
      signUp,
      signOut,
    }),
    [isLoading, silentSettled, signingOut, isAuthenticated, user, error, signIn, signUp, signOut],
  );
  return <AuthStateProvider value={state}>{children}</AuthStateProvider>;
}
