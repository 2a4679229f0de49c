import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/ui/brand-mark';
import { FullScreenLoader } from '../../components/ui/full-screen-loader';
import { PageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';

/** Screens whose title is known before the user is (their namespace arrives with their chunk). */
const PENDING_TITLES = {
  '/app/dashboard': 'dashboard',
  '/app/licenses': 'licenses',
} as const;

/**
 * While the sign-in and the profile load on a page load of the dashboard or the License Manager:
 * the shell's bar and the screen's title where they will stand, and the screen's loader under
 * them, instead of a blank page with a spinner (decision 032: the title is what a phone paints
 * first, a second sooner). The bar and the title are pictures only (aria-hidden): the loader is
 * what assistive technology hears, as before, and nothing here can be used. Elsewhere, or before the
 * screen's text has arrived, the full-screen loader as before.
 */
export function AppShellSkeleton({ pathname }: { pathname: string }) {
  const { t, i18n } = useTranslation();
  const ns = PENDING_TITLES[pathname.replace(/\/+$/, '') as keyof typeof PENDING_TITLES];
  if (!ns || !i18n.exists('title', { ns })) return <FullScreenLoader />;
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="relative border-b border-slate-200 bg-white" aria-hidden="true">
        <div className="mx-auto flex max-w-7xl items-center px-4 sm:px-6">
          <div className="flex h-16 items-center gap-2 text-lg font-bold text-slate-900">
            <BrandMark />
            {t('brand')}
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <div className="space-y-6">
          <div aria-hidden="true">
            <PageTitle>{t('title', { ns })}</PageTitle>
          </div>
          <div className="flex justify-center py-16">
            <Spinner />
          </div>
        </div>
      </main>
    </div>
  );
}
