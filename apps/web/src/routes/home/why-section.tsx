import { useTranslation } from 'react-i18next';

const STATS = ['setup', 'alerts', 'levels', 'cost'] as const;

/** The "Why Choose License Tracker" stats strip (PRODUCT §1 marketing claims). */
export function WhySection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="why-title" className="bg-blue-700 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="why-title" className="text-center text-3xl font-bold">
          {t('why.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-blue-100">{t('why.subtitle')}</p>
        <dl className="mt-10 grid grid-cols-2 gap-6 lg:grid-cols-4">
          {STATS.map((key) => (
            <div
              key={key}
              className="flex flex-col-reverse justify-center rounded-xl bg-white/10 p-5 text-center"
            >
              <dt className="mt-1 text-sm text-blue-100">{t(`why.stats.${key}.label`)}</dt>
              <dd className="text-3xl font-extrabold">{t(`why.stats.${key}.value`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
