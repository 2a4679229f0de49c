import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/ui/icon';

const FEATURES: ReadonlyArray<{
  key: 'dashboard' | 'reminders' | 'expiry' | 'templates' | 'locations' | 'secure';
  icon: IconName;
}> = [
  { key: 'dashboard', icon: 'grid' },
  { key: 'reminders', icon: 'bell' },
  { key: 'expiry', icon: 'calendar' },
  { key: 'templates', icon: 'template' },
  { key: 'locations', icon: 'pin' },
  { key: 'secure', icon: 'shield' },
];

export function FeaturesSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="features-title" className="text-center text-3xl font-bold text-slate-900">
        {t('features.title')}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{t('features.subtitle')}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ key, icon }) => (
          <li key={key} className="rounded-xl border border-slate-200 p-6 shadow-sm">
            <span className="inline-flex size-11 items-center justify-center rounded-lg bg-blue-100 text-blue-700">
              <Icon name={icon} />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`features.items.${key}.title`)}</h3>
            <p className="mt-2 text-slate-600">{t(`features.items.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
