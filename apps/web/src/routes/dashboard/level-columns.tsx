import './i18n';
import type { DashboardLevel } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExpiryText } from '../../features/licenses/expiry-cell';
import { OnItLabel } from '../../features/licenses/on-it-label';
import { useLicenceNames } from '../../lib/licence-names';
import { useUniqueId } from '../../lib/unique-id';
import { StatusCountLinks } from './status-counts';
import { licencesLink } from './use-dashboard-summary';

const EMPTY = {
  municipal: 'levels.emptyMunicipal',
  provincial: 'levels.emptyProvincial',
  federal: 'levels.emptyFederal',
} as const;

function LevelColumn({ column, workspaceId }: { column: DashboardLevel; workspaceId: string | null }) {
  const { t } = useTranslation('dashboard');
  const id = useUniqueId();
  const names = useLicenceNames();
  const { level, counts, top } = column;
  const filters = { workspace_id: workspaceId, level };
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {t(`levels.${level}`)}
        </h2>
        <span className="text-sm text-slate-600">{t('levels.count', { count: counts.total })}</span>
      </div>
      <StatusCountLinks counts={counts} filters={filters} />
      {top.length === 0 ? (
        <p className="text-sm text-slate-600">{t(EMPTY[level])}</p>
      ) : (
        <ul className="space-y-2">
          {top.map((license) => (
            <li key={license.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
              <p className="font-medium break-words text-slate-900">{names.name(license)}</p>
              <p className="break-words text-slate-700">{license.business_name}</p>
              <p className="text-slate-600">
                <ExpiryText license={license} />
              </p>
              <OnItLabel license={license} />
            </li>
          ))}
        </ul>
      )}
      {counts.total > top.length && (
        <Link
          to={licencesLink(filters)}
          className="mt-auto self-start rounded-md text-sm font-medium text-blue-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          {t('levels.viewAll', { level: t(`levels.${level}`), count: counts.total })}
        </Link>
      )}
    </section>
  );
}

/**
 * Municipal, Provincial and Federal side by side (stacked on phones): each level's count by status
 * and its first licences by expiry date, not every licence.
 */
export function LevelColumns({
  levels,
  workspaceId,
}: {
  levels: readonly DashboardLevel[];
  workspaceId: string | null;
}) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
      {levels.map((column) => (
        <LevelColumn key={column.level} column={column} workspaceId={workspaceId} />
      ))}
    </div>
  );
}
