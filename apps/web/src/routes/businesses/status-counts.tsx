import './i18n';
import type { License } from '@lt/core';
import { useTranslation } from 'react-i18next';

/** How many of the business's licences are in each state, from the server's status fields. */
export function countByStatus(licenses: readonly License[]) {
  const never = licenses.filter((l) => l.expiry_date === null).length;
  const expired = licenses.filter((l) => l.expiry_date !== null && l.is_expired).length;
  const expiringSoon = licenses.filter(
    (l) => l.expiry_date !== null && !l.is_expired && l.is_expiring_soon,
  ).length;
  return {
    all: licenses.length,
    valid: licenses.length - never - expired - expiringSoon,
    expiringSoon,
    expired,
    noExpiry: never,
  };
}

const TONES = {
  all: 'text-slate-900',
  valid: 'text-green-700',
  expiringSoon: 'text-amber-700',
  expired: 'text-red-700',
  noExpiry: 'text-slate-700',
} as const;

export function StatusCounts({ licenses }: { licenses: readonly License[] }) {
  const { t } = useTranslation('businessPage');
  const counts = countByStatus(licenses);
  return (
    <dl aria-label={t('counts.label')} className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {(Object.keys(TONES) as (keyof typeof TONES)[]).map((key) => (
        <div key={key} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
          <dt className="text-xs font-medium text-slate-600">{t(`counts.${key}`)}</dt>
          <dd className={`mt-1 text-2xl font-bold ${TONES[key]}`}>{counts[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
