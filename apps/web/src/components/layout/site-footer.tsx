import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../ui/brand-mark';

const footerLink =
  'rounded-sm text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-2">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <BrandMark className="size-7" />
            {t('brand')}
          </p>
          <p className="mt-3 max-w-sm text-sm">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.linksLabel')} className="md:justify-self-end">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <li>
              <Link to="/" className={footerLink}>
                {t('nav.home')}
              </Link>
            </li>
            <li>
              <Link to="/about" className={footerLink}>
                {t('nav.about')}
              </Link>
            </li>
            <li>
              <Link to="/terms" className={footerLink}>
                {t('nav.terms')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-5 text-xs text-slate-400 sm:flex-row sm:justify-between sm:px-6">
          <p>{t('footer.copyright')}</p>
          <p>{t('footer.madeIn')}</p>
        </div>
      </div>
    </footer>
  );
}
