import './i18n';
import type { StatusCounts } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { licencesLink } from './use-dashboard-summary';

const TONES = {
  expired: 'bg-red-100 text-red-800 hover:bg-red-200',
  expiring_soon: 'bg-amber-100 text-amber-900 hover:bg-amber-200',
  active: 'bg-green-100 text-green-800 hover:bg-green-200',
  no_expiry: 'bg-slate-100 text-slate-700 hover:bg-slate-200',
} as const;

const ORDER = ['expired', 'expiring_soon', 'active', 'no_expiry'] as const;

/**
 * A business's or a level's licences by status, each count a link to the licence list filtered to
 * it (`filters` adds business_id, level or workspace_id). Statuses with none are left out.
 */
export function StatusCountLinks({
  counts,
  filters,
}: {
  counts: StatusCounts;
  filters: Record<string, string | null | undefined>;
}) {
  const { t } = useTranslation('dashboard');
  const shown = ORDER.filter((status) => counts[status] > 0);
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {shown.map((status) => (
        <li key={status}>
          <Link
            to={licencesLink({ ...filters, status })}
            className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${TONES[status]}`}
          >
            {t(`statusCount.${status}`, { count: counts[status] })}
          </Link>
        </li>
      ))}
    </ul>
  );
}
