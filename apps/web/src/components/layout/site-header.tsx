import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_RETURN_TO, useAuthState } from '../../lib/auth';
import { BrandMark } from '../ui/brand-mark';
import { GetStartedButton } from './get-started-button';
import { LanguageSwitch } from './language-switch';

const navLink =
  'rounded-md px-1 py-1 font-medium text-slate-700 hover:text-blue-700 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

/** Header of the public pages (PRODUCT §2 "/" navigation). */
export function SiteHeader() {
  const { t } = useTranslation();
  const { isAuthenticated, signIn } = useAuthState();
  return (
    <header className="border-b border-slate-200 bg-white/95">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-4 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          <BrandMark />
          {t('brand')}
        </Link>
        <nav aria-label={t('nav.label')}>
          <ul className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <li>
              <Link to="/about" className={navLink}>
                {t('nav.about')}
              </Link>
            </li>
            <li>
              <Link to="/terms" className={navLink}>
                {t('nav.terms')}
              </Link>
            </li>
            <li>
              {isAuthenticated ? (
                <Link to={DEFAULT_RETURN_TO} className={navLink}>
                  {t('nav.goToDashboard')}
                </Link>
              ) : (
                <button type="button" className={navLink} onClick={() => void signIn(DEFAULT_RETURN_TO)}>
                  {t('nav.logIn')}
                </button>
              )}
            </li>
            <li>
              <GetStartedButton size="sm" />
            </li>
            <li>
              <LanguageSwitch />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
