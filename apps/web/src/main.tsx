import './index.css';
import './lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { hasAuthParams } from 'react-oidc-context';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router';
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

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createAppRouter(userManager)} />
    </StrictMode>,
  );
}

void boot();
