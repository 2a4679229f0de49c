import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GetStartedButton } from '../../components/layout/get-started-button';
import { buttonClasses } from '../../components/ui/button';
import { DashboardPreview } from './dashboard-preview';

export function HeroSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-blue-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">{t('hero.eyebrow')}</p>
          <h1
            id="hero-title"
            className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-5 text-lg text-slate-600">{t('hero.body')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <GetStartedButton size="lg" />
            <Link to="/about" className={buttonClasses('secondary', 'lg')}>
              {t('hero.secondary')}
            </Link>
          </div>
          <p className="mt-4 text-sm text-slate-500">{t('hero.note')}</p>
        </div>
        <DashboardPreview />
      </div>
    </section>
  );
}
