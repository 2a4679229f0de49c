import './i18n';
import { LICENSE_LEVELS, type License, type LicenseLevel } from '@lt/core';

import { useTranslation } from 'react-i18next';
import { ExpiryText } from '../../features/licenses/expiry-cell';
import { useUniqueId } from '../../lib/unique-id';

const EMPTY = {
  municipal: 'levels.emptyMunicipal',
  provincial: 'levels.emptyProvincial',
  federal: 'levels.emptyFederal',
} as const;

function LevelColumn({ level, licenses }: { level: LicenseLevel; licenses: readonly License[] }) {
  const { t } = useTranslation('dashboard');
  const id = useUniqueId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {t(`levels.${level}`)}
        </h2>
        <span className="text-sm text-slate-600">{t('levels.count', { count: licenses.length })}</span>
      </div>
      {licenses.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t(EMPTY[level])}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {licenses.map((license) => (
            <li key={license.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
              <p className="font-medium break-words text-slate-900">{license.license_name}</p>
              <p className="text-slate-600">
                <ExpiryText license={license} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Municipal, Provincial and Federal (the order of LICENSE_LEVELS) side by side; stacked on phones. */
export function LevelColumns({ byLevel }: { byLevel: Record<LicenseLevel, License[]> }) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
      {LICENSE_LEVELS.map((level) => (
        <LevelColumn key={level} level={level} licenses={byLevel[level]} />
      ))}
    </div>
  );
}
