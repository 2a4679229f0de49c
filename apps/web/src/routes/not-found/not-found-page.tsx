import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { MAIN_CONTENT_ID } from '../../components/ui/skip-link';
import { usePageTitle } from '../../lib/use-page-title';

/** What an unknown route shows; inside the shell it sits in the shell's own main landmark. */
export function NotFoundContent() {
  usePageTitle('notFound');
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-5xl font-extrabold text-blue-700">{t('notFound.code')}</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-2 max-w-md text-slate-600">{t('notFound.body')}</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
        {t('nav.backToHome')}
      </Link>
    </div>
  );
}

export function NotFoundPage() {
  return (
    <main id={MAIN_CONTENT_ID}>
      <NotFoundContent />
    </main>
  );
}
