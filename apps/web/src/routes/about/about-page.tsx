import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CtaBand } from '../../components/layout/cta-band';
import { PublicLayout } from '../../components/layout/public-layout';
import { Icon, type IconName } from '../../components/ui/icon';
import { registerNamespace } from '../../lib/i18n';
import { about } from '../../lib/i18n/en/about';
import { about as aboutFr } from '../../lib/i18n/fr/about';
import { usePageTitle } from '../../lib/use-page-title';

registerNamespace('about', { en: about, fr: aboutFr });

const COMMITMENTS: ReadonlyArray<{ key: 'accuracy' | 'security' | 'support'; icon: IconName }> = [
  { key: 'accuracy', icon: 'check' },
  { key: 'security', icon: 'shield' },
  { key: 'support', icon: 'users' },
];

const AUDIENCES = ['smallBusinesses', 'multiLocation', 'growing', 'consultants'] as const;

const heading = 'text-2xl font-bold text-slate-900';

/** About Us "/about" (PRODUCT §2). */
export function AboutPage() {
  usePageTitle('about');
  const { t } = useTranslation('about');
  const { t: tc } = useTranslation();
  return (
    <PublicLayout>
      <div className="bg-gradient-to-b from-blue-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
          <Link
            to="/"
            className="rounded-sm text-sm font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          >
            ← {tc('nav.backToHome')}
          </Link>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900">{t('title')}</h1>
          <p className="mt-4 text-lg text-slate-600">{t('intro')}</p>
        </div>
      </div>

      <div className="mx-auto max-w-4xl space-y-14 px-4 pb-16 sm:px-6">
        <section aria-labelledby="story-title">
          <h2 id="story-title" className={heading}>
            {t('story.title')}
          </h2>
          {t('story.paragraphs', { returnObjects: true }).map((paragraph) => (
            <p key={paragraph} className="mt-4 text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>

        <section aria-labelledby="what-title">
          <h2 id="what-title" className={heading}>
            {t('whatWeDo.title')}
          </h2>
          <ul className="mt-4 space-y-3">
            {t('whatWeDo.items', { returnObjects: true }).map((item) => (
              <li key={item} className="flex gap-3 text-slate-700">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-blue-600" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="commitment-title">
          <h2 id="commitment-title" className={heading}>
            {t('commitment.title')}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {COMMITMENTS.map(({ key, icon }) => (
              <li key={key} className="rounded-xl border border-slate-200 p-6 shadow-sm">
                <span className="inline-flex size-10 items-center justify-center rounded-lg bg-blue-100 text-blue-700">
                  <Icon name={icon} />
                </span>
                <h3 className="mt-3 font-semibold text-slate-900">{t(`commitment.${key}.title`)}</h3>
                <p className="mt-2 text-sm text-slate-600">{t(`commitment.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="serve-title">
          <h2 id="serve-title" className={heading}>
            {t('whoWeServe.title')}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {AUDIENCES.map((key) => (
              <li key={key} className="rounded-xl bg-slate-50 p-6">
                <h3 className="font-semibold text-slate-900">{t(`whoWeServe.${key}.title`)}</h3>
                <p className="mt-2 text-sm text-slate-600">{t(`whoWeServe.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <CtaBand title={t('cta.title')} body={t('cta.body')} button={t('cta.button')} />

      <p className="pb-12 text-center">
        <Link
          to="/"
          className="rounded-sm font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          {tc('nav.backToHome')}
        </Link>
      </p>
    </PublicLayout>
  );
}
