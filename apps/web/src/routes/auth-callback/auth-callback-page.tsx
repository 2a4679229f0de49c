import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { FullScreenLoader } from '../../components/ui/full-screen-loader';
import { DEFAULT_RETURN_TO, useAuthState } from '../../lib/auth';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /auth/callback: the provider sends the user back here with a code. The auth provider exchanges
 * it and navigates to the saved path; this page only covers the wait and reports failures.
 */
export function AuthCallbackPage() {
  usePageTitle('signingIn');
  const { t } = useTranslation();
  const { isLoading, isAuthenticated, signInError } = useAuthState();
  const { search } = useLocation();
  // With a code in the address, the auth provider navigates to the saved page once it is
  // exchanged; going to the dashboard here too would race it (and lose a deep link).
  const answered = /[?&]state=/.test(search) && /[?&](code|error)=/.test(search);

  if (signInError) {
    return (
      <main id="main-content" className="flex min-h-screen items-center justify-center px-4">
        <div role="alert" className="max-w-md rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
          <h1 className="text-xl font-bold text-red-900">{t('auth.callbackErrorTitle')}</h1>
          <p className="mt-3 text-red-900">{t('auth.callbackErrorBody')}</p>
          <p className="mt-2 text-sm break-words text-red-800">
            {t('auth.callbackErrorDetail', { message: signInError })}
          </p>
          <Link to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
            {t('nav.backToHome')}
          </Link>
        </div>
      </main>
    );
  }
  if (isLoading || (answered && isAuthenticated)) return <FullScreenLoader label={t('auth.callbackTitle')} />;
  // Reached without a sign-in in progress (bookmark, back button): send the user on.
  return <Navigate to={isAuthenticated ? DEFAULT_RETURN_TO : '/'} replace />;
}
