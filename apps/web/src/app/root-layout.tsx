import { useCallback } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import type { AppUserManager } from '../lib/auth/app-user-manager';
import { OidcAuthStateProvider } from '../lib/auth/oidc-auth-state';
import { UnavailableAuthStateProvider } from '../lib/auth/unavailable-auth-state';
import { AppToaster } from '../lib/toast';

/**
 * Root route. The auth provider lives here, inside the router, so that the sign-in callback can
 * navigate to the saved path (replacing /auth/callback?code=…&state=… in the history). Public
 * pages render at once and learn the session in the background; /app and the callback page wait
 * for it themselves (issue 16: a slow or failing provider must not hold the home page).
 */
export function RootLayout({ userManager }: { userManager: AppUserManager | null }) {
  const navigate = useNavigate();
  const onSignedIn = useCallback(
    (returnTo: string) => void navigate(returnTo, { replace: true }),
    [navigate],
  );
  const content = (
    <>
      <Outlet />
      <AppToaster />
      <ScrollRestoration />
    </>
  );
  if (!userManager) return <UnavailableAuthStateProvider>{content}</UnavailableAuthStateProvider>;
  return (
    <OidcAuthStateProvider userManager={userManager} onSignedIn={onSignedIn}>
      {content}
    </OidcAuthStateProvider>
  );
}
