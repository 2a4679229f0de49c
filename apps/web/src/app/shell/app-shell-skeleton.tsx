import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/ui/brand-mark';
import { FullScreenLoader } from '../../components/ui/full-screen-loader';
import { PageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';

/** Screens whose title is drawn before the user is known (the text is in the entry's `common`). */
const PENDING_TITLES = {
  '/app/dashboard': 'screens.dashboard',
  '/app/licenses': 'screens.licenses',
} as const;

/** Whether `pathname` is a screen whose bar and title are drawn while it loads. */
export function hasPendingTitle(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') in PENDING_TITLES;
}

/**
 * On a page load of the dashboard or the License Manager, while the route's chunks, the sign-in
 * and the profile load: the shell's bar and the screen's title where they will stand, and a
 * loader under them, instead of a blank page with a spinner (decision 032: the title is what a
 * phone paints first, a second sooner). The bar and the title are pictures only (aria-hidden): the
 * loader is what assistive technology hears, as before, and nothing here can be used. Elsewhere,
 * the full-screen loader as before. Part of the entry: the router shows it while it loads the
 * route's chunks, the protected layout while the sign-in and the profile load.
 */
export function AppShellSkeleton({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const title = PENDING_TITLES[pathname.replace(/\/+$/, '') as keyof typeof PENDING_TITLES];
  if (!title) return <FullScreenLoader />;
  return (
    <div className="min-h-screen bg-slate-50">
      <div className="relative border-b border-slate-200 bg-white" aria-hidden="true">
        <div className="mx-auto flex max-w-7xl items-center px-4 sm:px-6">
          <div className="flex h-16 items-center gap-2 text-lg font-bold text-slate-900">
            <BrandMark />
            {t('brand')}
          </div>
        </div>
      </div>
      <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <div className="space-y-6">
          <div aria-hidden="true">
            <PageTitle>{t(title)}</PageTitle>
          </div>
          <div className="flex justify-center py-16">
            <Spinner />
          </div>
        </div>
      </main>
    </div>
  );
}

/** The router's fallback while a page load's lazy routes arrive (outside any route: reads the URL). */
export function BootFallback() {
  return <AppShellSkeleton pathname={window.location.pathname} />;
}
