import '../lib/i18n/register-app';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Button } from '../components/ui/button';
import { FullScreenLoader } from '../components/ui/full-screen-loader';
import { useProfile } from '../features/users/use-profile';
import { useFollowProfileLanguage } from '../features/users/use-profile-language';
import { useAuthState } from '../lib/auth';
import { queryClient } from '../lib/query-client';
import { prefetchFirstQueries } from './first-queries';
import { guardDecision } from './guard';
import { AppShell } from './shell/app-shell';
import { AppShellSkeleton } from './shell/app-shell-skeleton';

/** Everything under /app; this module and the screens arrive in their own chunks. */
export function ProtectedLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <ProtectedArea />
    </QueryClientProvider>
  );
}

function ProtectedArea() {
  const auth = useAuthState();
  const { pathname, search } = useLocation();
  const profile = useProfile({ enabled: auth.isAuthenticated });
  // Once signed in, the profile's language wins (issue 15): a new user's profile starts in the
  // language of the first API request (Accept-Language carries the visitor's current choice).
  useFollowProfileLanguage(profile.data?.language);

  // Once, when the user is known: the screen's own data beside the profile, not after it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path of the page load only
  useEffect(() => {
    if (!auth.isAuthenticated) return;
    prefetchFirstQueries(queryClient, pathname);
  }, [auth.isAuthenticated]);

  if (auth.isAuthenticated && profile.isError)
    return <ProfileLoadError onRetry={() => void profile.refetch()} />;

  const decision = guardDecision({
    isLoading: auth.isLoading || (auth.isAuthenticated && profile.isPending),
    isAuthenticated: auth.isAuthenticated,
    profile: profile.data,
    pathname,
    search,
  });
  if (decision === 'loading') return <AppShellSkeleton pathname={pathname} />;
  if (decision === 'render') return <AppShell />;
  if ('signIn' in decision) return <SignInFirst returnTo={decision.signIn} />;
  return <Navigate to={decision.redirect} replace />;
}

/** Starts the sign-in once; the provider brings the user back to `returnTo`. */
function SignInFirst({ returnTo }: { returnTo: string }) {
  const { signIn } = useAuthState();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signIn(returnTo);
  }, [signIn, returnTo]);
  return <FullScreenLoader />;
}

function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('app');
  return (
    <main id="main-content" className="flex min-h-screen items-center justify-center px-4">
      <div role="alert" className="max-w-md text-center">
        <h1 className="text-xl font-bold text-slate-900">{t('profileError.title')}</h1>
        <p className="mt-2 text-slate-600">{t('profileError.body')}</p>
        <Button className="mt-6" onClick={onRetry}>
          {t('profileError.retry')}
        </Button>
      </div>
    </main>
  );
}
