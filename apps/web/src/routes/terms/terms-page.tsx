import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicLayout } from '../../components/layout/public-layout';
import { registerNamespace } from '../../lib/i18n';
import { terms } from '../../lib/i18n/en/terms';
import { terms as termsFr } from '../../lib/i18n/fr/terms';
import { usePageTitle } from '../../lib/use-page-title';

registerNamespace('terms', { en: terms, fr: termsFr });

/** The 11 sections, in their numbered order (PRODUCT §2 "/terms"). */
export const TERMS_SECTIONS = [
  'acceptance',
  'service',
  'accounts',
  'disclaimers',
  'liability',
  'privacy',
  'ip',
  'termination',
  'changes',
  'law',
  'contact',
] as const;

export function TermsPage() {
  usePageTitle('terms');
  const { t } = useTranslation('terms');
  const { t: tc } = useTranslation();
  return (
    <PublicLayout>
      <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <header>
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{t('title')}</h1>
          <p className="mt-3 text-sm text-slate-500">{t('lastUpdated')}</p>
          <p className="mt-6 text-slate-700">{t('intro')}</p>
        </header>

        <ol className="mt-10 space-y-10">
          {TERMS_SECTIONS.map((key, index) => (
            <li key={key}>
              <section aria-labelledby={`terms-${key}`}>
                <h2 id={`terms-${key}`} className="text-xl font-bold text-slate-900">
                  {t('sectionHeading', { number: index + 1, title: t(`sections.${key}.title`) })}
                </h2>
                {t(`sections.${key}.paragraphs`, { returnObjects: true }).map((paragraph) => (
                  <p key={paragraph} className="mt-3 text-slate-700">
                    {paragraph}
                  </p>
                ))}
              </section>
            </li>
          ))}
        </ol>

        <aside aria-labelledby="terms-ack" className="mt-12 rounded-xl border border-blue-200 bg-blue-50 p-6">
          <h2 id="terms-ack" className="font-semibold text-blue-900">
            {t('acknowledgment.title')}
          </h2>
          <p className="mt-2 text-blue-900">{t('acknowledgment.body')}</p>
        </aside>

        <p className="mt-10">
          <Link
            to="/"
            className="rounded-sm font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          >
            ← {tc('nav.backToHome')}
          </Link>
        </p>
      </article>
    </PublicLayout>
  );
}
