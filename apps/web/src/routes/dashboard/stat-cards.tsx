import './i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface StatCardsProps {
  total: number;
  expiringSoon: number;
  expired: number;
  businesses: number;
  /** Where each count leads: the licence list filtered to what it counts (none: not a link). */
  links: Partial<Record<'total' | 'expiringSoon' | 'expired', string>>;
}

const ACCENTS = {
  total: 'border-l-blue-600',
  expiringSoon: 'border-l-amber-500',
  expired: 'border-l-red-600',
  businesses: 'border-l-green-600',
} as const;

/** The four stat cards: Total Licenses, Expiring Soon, Expired, Businesses; each licence count opens its list. */
export function StatCards({ links, ...counts }: StatCardsProps) {
  const { t } = useTranslation('dashboard');
  const keys = ['total', 'expiringSoon', 'expired', 'businesses'] as const;
  return (
    <dl aria-label={t('stats.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {keys.map((key) => {
        const to = key === 'businesses' ? undefined : links[key];
        return (
          <div
            key={key}
            className={`relative flex flex-col-reverse rounded-xl border border-l-4 border-slate-200 bg-white p-4 shadow-sm ${ACCENTS[key]} ${to ? 'hover:bg-slate-50' : ''}`}
          >
            <dt className="text-sm font-medium text-slate-600">{t(`stats.${key}`)}</dt>
            <dd className="text-3xl font-bold text-slate-900">
              {to ? (
                // The link covers the whole card (after:inset-0); its name says where it leads.
                <Link
                  to={to}
                  aria-label={t('stats.view', { label: t(`stats.${key}`), count: counts[key] })}
                  className="rounded-md after:absolute after:inset-0 after:rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
                >
                  {counts[key]}
                </Link>
              ) : (
                counts[key]
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
