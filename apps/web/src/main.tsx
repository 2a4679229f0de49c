import './index.css';
import './lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { hasAuthParams } from 'react-oidc-context';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router';
import { BootFallback, hasPendingTitle } from './app/shell/app-shell-skeleton';
import { setAccessTokenSource } from './lib/api';
import { createUserManager, loadAuthConfig } from './lib/auth/oidc-settings';
import { dropSignedOutState } from './lib/auth/signed-out-return';
import { silentSignInOnce } from './lib/auth/silent-sign-in';

async function boot(): Promise<void> {
  dropSignedOutState();
  // One build serves any identity provider: its settings come from the server at run time.
  const userManager = await loadAuthConfig()
    .then((config) => createUserManager(config))
    .catch((error: unknown) => {
      console.error('Sign-in is unavailable:', error);
      return null;
    });
  if (userManager) {
    setAccessTokenSource(async () => (await userManager.getUser())?.access_token);
    // The silent sign-in's round trips to the provider (a hidden frame, then the token) run beside
    // the route's chunks instead of after them (decision 032). A sign-in callback finishes its own.
    if (!hasAuthParams()) void silentSignInOnce(userManager);
  }

  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element');
  const root = createRoot(element);
  // The dashboard's and the License Manager's bar and title, painted before the router asks for the
  // route's chunks (decision 032): a frame of its own, so that the first content a phone sees does
  // not wait for anything else. A hidden tab paints nothing: it goes on at once.
  if (hasPendingTitle(window.location.pathname) && document.visibilityState === 'visible') {
    root.render(<BootFallback />);
    // Two frames: the second one's callback runs once the first has been put on screen.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }
  root.render(
    <StrictMode>
      <RouterProvider router={createAppRouter(userManager)} />
    </StrictMode>,
  );
}

void boot();
