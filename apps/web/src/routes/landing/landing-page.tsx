import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { GetStartedButton } from '../../components/layout/get-started-button';
import { SiteFooter } from '../../components/layout/site-footer';
import { BrandMark } from '../../components/ui/brand-mark';
import { Icon, type IconName } from '../../components/ui/icon';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/ui/skip-link';
import { DEFAULT_RETURN_TO, useAuthState } from '../../lib/auth';
import { registerNamespace } from '../../lib/i18n';
import { landing } from '../../lib/i18n/en/landing';
import { landing as landingFr } from '../../lib/i18n/fr/landing';
import { usePageTitle } from '../../lib/use-page-title';

registerNamespace('landing', { en: landing, fr: landingFr });

const FEATURES: ReadonlyArray<{ key: 'reminders' | 'tracking' | 'expiry' | 'location'; icon: IconName }> = [
  { key: 'reminders', icon: 'bell' },
  { key: 'tracking', icon: 'grid' },
  { key: 'expiry', icon: 'calendar' },
  { key: 'location', icon: 'pin' },
];

/** Alternate simple landing "/landing" (PRODUCT §2); signed-in users go to their dashboard. */
export function LandingPage() {
  usePageTitle('landing');
  const { t } = useTranslation('landing');
  const { t: tc } = useTranslation();
  const { isAuthenticated } = useAuthState();
  if (isAuthenticated) return <Navigate to={DEFAULT_RETURN_TO} replace />;

  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="mx-auto w-full max-w-5xl px-4 py-5 sm:px-6">
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded-md text-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          <BrandMark />
          {tc('brand')}
        </Link>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <section className="mx-auto max-w-3xl px-4 py-14 text-center sm:px-6">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{t('title')}</h1>
          <p className="mt-5 text-lg text-slate-600">{t('body')}</p>
          <div className="mt-8">
            <GetStartedButton label={t('getStarted')} size="lg" />
          </div>
        </section>
        <section aria-labelledby="landing-features" className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
          <h2 id="landing-features" className="sr-only">
            {t('featuresTitle')}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2">
            {FEATURES.map(({ key, icon }) => (
              <li key={key} className="flex gap-4 rounded-xl border border-slate-200 p-6 shadow-sm">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-blue-100 text-blue-700">
                  <Icon name={icon} />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{t(`features.${key}.title`)}</h3>
                  <p className="mt-1 text-slate-600">{t(`features.${key}.body`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
