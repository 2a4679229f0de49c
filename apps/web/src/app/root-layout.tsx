import type { UserManager } from 'oidc-client-ts';
import { type ReactNode, useCallback } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { FullScreenLoader } from '../components/ui/full-screen-loader';
import { useAuthState } from '../lib/auth';
import { OidcAuthStateProvider } from '../lib/auth/oidc-auth-state';
import { UnavailableAuthStateProvider } from '../lib/auth/unavailable-auth-state';
import { AppToaster } from '../lib/toast';

/** The whole app waits for the sign-in state (PRODUCT §2 "Whole application"). */
function AuthGate({ children }: { children: ReactNode }) {
  const { isLoading } = useAuthState();
  return isLoading ? <FullScreenLoader /> : children;
}

/**
 * Root route. The auth provider lives here, inside the router, so that the sign-in callback can
 * navigate to the saved path (replacing /auth/callback?code=…&state=… in the history).
 */
export function RootLayout({ userManager }: { userManager: UserManager | null }) {
  const navigate = useNavigate();
  const onSignedIn = useCallback(
    (returnTo: string) => void navigate(returnTo, { replace: true }),
    [navigate],
  );
  const content = (
    <>
      <AuthGate>
        <Outlet />
      </AuthGate>
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
