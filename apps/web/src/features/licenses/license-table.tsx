import './i18n';
import type { License } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { PlainDateText } from '../../components/ui/plain-date-text';
import { SortHeader } from '../../components/ui/sort-header';
import { SourceLine } from '../../components/ui/source-line';
import { ExpiryText } from './expiry-cell';
import { LicenseActions } from './license-actions';
import type { LicenseSort, LicenseSortKey } from './license-list';
import { ReminderStatus } from './reminder-status';
import { StatusBadge } from './status-badge';

export interface LicenseListViewProps {
  licenses: readonly License[];
  sort: LicenseSort;
  onSort: (key: LicenseSortKey) => void;
  onEdit: (license: License) => void;
  onDelete: (license: License) => void;
  onRenew: (license: License) => void;
  onHistory: (license: License) => void;
  deletingId: string | null;
}

const COLUMNS: { key: LicenseSortKey; label: string }[] = [
  { key: 'license_name', label: 'columns.name' },
  { key: 'level', label: 'columns.level' },
  { key: 'business_name', label: 'columns.business' },
  { key: 'issued_date', label: 'columns.issued' },
  { key: 'expiry_date', label: 'columns.expires' },
  { key: 'status', label: 'columns.status' },
  { key: 'reminder_enabled', label: 'columns.reminders' },
];

/** The License Manager table (640 px and wider), sortable by every column. */
export function LicenseTable({
  licenses,
  sort,
  onSort,
  onEdit,
  onDelete,
  onRenew,
  onHistory,
  deletingId,
}: LicenseListViewProps) {
  const { t } = useTranslation('licenses');
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{t('tableCaption')}</caption>
        <thead className="bg-slate-50">
          <tr>
            {COLUMNS.map((column) => (
              <SortHeader
                key={column.key}
                label={t(column.label as 'columns.name')}
                direction={sort.key === column.key ? sort.direction : null}
                onSort={() => onSort(column.key)}
              />
            ))}
            <th
              scope="col"
              className="px-3 py-3 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase"
            >
              {t('columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {licenses.map((license) => (
            <tr key={license.id} className="align-top hover:bg-slate-50">
              <td className="px-3 py-3">
                <div className="font-medium text-slate-900">{license.license_name}</div>
                {license.license_type && <div className="text-xs text-slate-600">{license.license_type}</div>}
                <SourceLine
                  authority={license.authority}
                  sourceUrl={license.source_url}
                  name={license.license_name}
                  className="text-xs"
                />
              </td>
              <td className="px-3 py-3 text-slate-700">{t(`levels.${license.level}`)}</td>
              <td className="px-3 py-3 text-slate-700">{license.business_name}</td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                <PlainDateText value={license.issued_date} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                <ExpiryText license={license} />
              </td>
              <td className="px-3 py-3">
                <StatusBadge license={license} />
              </td>
              <td className="px-3 py-3 text-slate-700">
                <ReminderStatus license={license} />
              </td>
              <td className="px-3 py-3">
                <LicenseActions
                  license={license}
                  onEdit={onEdit}
                  onDelete={onDelete}
                  onRenew={onRenew}
                  onHistory={onHistory}
                  deleting={deletingId === license.id}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
