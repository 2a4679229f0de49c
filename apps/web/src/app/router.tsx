import { createBrowserRouter, Navigate, useParams } from 'react-router';
import type { AppUserManager } from '../lib/auth/app-user-manager';
import { AuthCallbackPage } from '../routes/auth-callback/auth-callback-page';
import { HomePage } from '../routes/home/home-page';
import { NotFoundContent, NotFoundPage } from '../routes/not-found/not-found-page';
import { DASHBOARD_PATH } from './guard';
import { PageError } from './load-error/page-error';
import { retryableScreen } from './load-error/retryable-lazy';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { BootFallback } from './shell/app-shell-skeleton';

// Each lazy screen is its own chunk; the /app ones only load once someone goes there. Offline, or
// when a chunk fails, the route shows "You're offline" / "Couldn't load this page" and loads it on
// Retry or when the connection returns (retryable-lazy.tsx).
const loadAboutPage = retryableScreen(async () => (await import('../routes/about/about-page')).AboutPage);
const loadTermsPage = retryableScreen(async () => (await import('../routes/terms/terms-page')).TermsPage);
const loadLandingPage = retryableScreen(
  async () => (await import('../routes/landing/landing-page')).LandingPage,
);
const loadProtectedLayout = retryableScreen(async () => (await import('./protected-layout')).ProtectedLayout);
const loadDashboardPage = retryableScreen(
  async () => (await import('../routes/dashboard/dashboard-page')).DashboardPage,
);
const loadOnboardingPage = retryableScreen(
  async () => (await import('../routes/onboarding/onboarding-page')).OnboardingPage,
);
const loadLicensesPage = retryableScreen(
  async () => (await import('../routes/licenses/licenses-page')).LicensesPage,
);
const loadProfilePage = retryableScreen(
  async () => (await import('../routes/profile/profile-page')).ProfilePage,
);
const loadAdminPage = retryableScreen(async () => (await import('../routes/admin/admin-page')).AdminPage);
const loadWorkspacesPage = retryableScreen(
  async () => (await import('../routes/workspaces/workspaces-page')).WorkspacesPage,
);
const loadBusinessPage = retryableScreen(
  async () => (await import('../routes/businesses/business-page')).BusinessPage,
);
const loadInvitePage = retryableScreen(async () => (await import('../routes/invite/invite-page')).InvitePage);

/** The e-mailed link /invite/<token>: the signed-in area takes it, through sign-in when needed. */
function InviteLink() {
  const { token = '' } = useParams();
  return <Navigate to={`/app/invite/${encodeURIComponent(token)}`} replace />;
}

/**
 * Routes. Home, the callback and 404 ship with the entry; the other public pages load on demand,
 * and everything under /app (guard, shell, screens, TanStack Query) lives in separate chunks.
 */
export function createAppRouter(userManager: AppUserManager | null) {
  return createBrowserRouter([
    {
      element: <RootLayout userManager={userManager} />,
      HydrateFallback: BootFallback,
      ErrorBoundary: RouteError,
      children: [
        { index: true, Component: HomePage },
        {
          path: 'about',
          lazy: { Component: loadAboutPage },
        },
        {
          path: 'terms',
          lazy: { Component: loadTermsPage },
        },
        {
          path: 'landing',
          lazy: { Component: loadLandingPage },
        },
        { path: 'auth/callback', Component: AuthCallbackPage },
        { path: 'invite/:token', Component: InviteLink },
        {
          path: 'app',
          lazy: { Component: loadProtectedLayout },
          children: [
            // A pathless route whose error boundary shows inside the app's shell (issue 30).
            {
              ErrorBoundary: PageError,
              children: [
                { index: true, element: <Navigate to={DASHBOARD_PATH} replace /> },
                {
                  path: 'dashboard',
                  lazy: { Component: loadDashboardPage },
                },
                {
                  path: 'onboarding',
                  lazy: { Component: loadOnboardingPage },
                },
                {
                  path: 'licenses',
                  lazy: { Component: loadLicensesPage },
                },
                {
                  path: 'businesses/:id',
                  lazy: { Component: loadBusinessPage },
                },
                {
                  path: 'profile',
                  lazy: { Component: loadProfilePage },
                },
                {
                  path: 'admin',
                  lazy: { Component: loadAdminPage },
                },
                {
                  path: 'workspaces',
                  lazy: { Component: loadWorkspacesPage },
                },
                {
                  path: 'invite/:token',
                  lazy: { Component: loadInvitePage },
                },
                { path: '*', Component: NotFoundContent },
              ],
            },
          ],
        },
        { path: '*', Component: NotFoundPage },
      ],
    },
  ]);
}
