import './i18n';
import { useTranslation } from 'react-i18next';

interface StatCardsProps {
  total: number;
  expiringSoon: number;
  expired: number;
  businesses: number;
}

const ACCENTS = {
  total: 'border-l-blue-600',
  expiringSoon: 'border-l-amber-500',
  expired: 'border-l-red-600',
  businesses: 'border-l-green-600',
} as const;

/** The four stat cards: Total Licenses, Expiring Soon, Expired, Businesses. */
export function StatCards(counts: StatCardsProps) {
  const { t } = useTranslation('dashboard');
  const keys = ['total', 'expiringSoon', 'expired', 'businesses'] as const;
  return (
    <dl aria-label={t('stats.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {keys.map((key) => (
        <div
          key={key}
          className={`flex flex-col-reverse rounded-xl border border-l-4 border-slate-200 bg-white p-4 shadow-sm ${ACCENTS[key]}`}
        >
          <dt className="text-sm font-medium text-slate-600">{t(`stats.${key}`)}</dt>
          <dd className="text-3xl font-bold text-slate-900">{counts[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
