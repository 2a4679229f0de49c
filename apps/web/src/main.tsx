import './index.css';
import './lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router';
import { setAccessTokenSource } from './lib/api';
import { createUserManager, loadAuthConfig } from './lib/auth/oidc-settings';
import { dropSignedOutState } from './lib/auth/signed-out-return';

async function boot(): Promise<void> {
  dropSignedOutState();
  // One build serves any identity provider: its settings come from the server at run time.
  const userManager = await loadAuthConfig()
    .then((config) => createUserManager(config))
    .catch((error: unknown) => {
      console.error('Sign-in is unavailable:', error);
      return null;
    });
  if (userManager) setAccessTokenSource(async () => (await userManager.getUser())?.access_token);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createAppRouter(userManager)} />
    </StrictMode>,
  );
}

void boot();
