import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitch } from '../../components/layout/language-switch';
import { BrandMark } from '../../components/ui/brand-mark';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/ui/skip-link';
import { useIsAdmin } from '../../features/auth/use-is-admin';
import { useProfile } from '../../features/users/use-profile';
import { useSaveProfileLanguage } from '../../features/users/use-profile-language';
import { WorkspaceSwitcher } from '../../features/workspaces/workspace-switcher';
import { useAuthState } from '../../lib/auth';
import { useOfflineToast } from '../load-error/offline-toast';
import { MobileMenu } from './mobile-menu';
import { NavItems } from './nav-items';
import { UserMenu } from './user-menu';

/** Frame of the signed-in area: top navigation, user menu, and the current screen. */
export function AppShell() {
  const { t } = useTranslation('app');
  const { t: tc } = useTranslation();
  const auth = useAuthState();
  const { data: profile } = useProfile();
  const { data: admin } = useIsAdmin();
  const isAdmin = admin?.is_admin ?? false;
  const name = profile?.full_name || auth.user?.name || t('shell.fallbackName');
  const email = profile?.email || auth.user?.email || null;
  const signOut = () => void auth.signOut();
  const saveLanguage = useSaveProfileLanguage();
  useOfflineToast();

  return (
    <div className="min-h-screen bg-slate-50">
      <SkipLink />
      <header className="relative border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 px-4 sm:px-6">
          <div className="flex h-16 items-center gap-8">
            <Link
              to="/app/dashboard"
              className="flex items-center gap-2 rounded-md text-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
            >
              <BrandMark />
              {tc('brand')}
            </Link>
            <nav aria-label={t('shell.navLabel')} className="hidden md:block">
              <NavItems isAdmin={isAdmin} />
            </nav>
          </div>
          {/* On phones the switcher takes a row of its own under the bar. */}
          <div className="order-last w-full pb-3 empty:hidden md:order-none md:ml-auto md:w-auto md:pb-0">
            <WorkspaceSwitcher />
          </div>
          <div className="flex h-16 items-center gap-3">
            <LanguageSwitch onChange={saveLanguage} />
            <div className="hidden md:block">
              <UserMenu name={name} email={email} onSignOut={signOut} />
            </div>
            <MobileMenu name={name} email={email} isAdmin={isAdmin} onSignOut={signOut} />
          </div>
        </div>
      </header>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto max-w-7xl px-4 py-8 focus:outline-none sm:px-6"
      >
        <Outlet />
      </main>
    </div>
  );
}
