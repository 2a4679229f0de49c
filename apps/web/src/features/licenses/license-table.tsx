import './i18n';
import type { License, LicenseSortKey } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { PlainDateText } from '../../components/ui/plain-date-text';
import { SortHeader } from '../../components/ui/sort-header';
import { SourceLine } from '../../components/ui/source-line';
import { useLicenceNames } from '../../lib/licence-names';
import { ExpiryText } from './expiry-cell';
import { LicenseActions } from './license-actions';
import type { LicenseView } from './license-view';
import { ReminderStatus } from './reminder-status';
import { RenewalFactsDisclosure } from './renewal-facts';
import { StatusBadge } from './status-badge';

export interface LicenseListViewProps {
  licenses: readonly License[];
  sort: LicenseView['sort'];
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

/**
 * The License Manager table (640 px and wider), one page of it: sorted by the server on a header
 * click, its header kept in view while the rows scroll, compact rows.
 */
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
  const names = useLicenceNames();
  return (
    <div className="max-h-[75vh] overflow-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{t('tableCaption')}</caption>
        <thead className="sticky top-0 z-10 bg-slate-50 shadow-sm">
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
              className="px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase"
            >
              {t('columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {licenses.map((license) => (
            <tr key={license.id} className="align-top hover:bg-slate-50">
              <td className="px-3 py-1.5">
                <div className="font-medium text-slate-900">{names.name(license)}</div>
                {license.license_type && <div className="text-xs text-slate-600">{license.license_type}</div>}
                <SourceLine
                  authority={names.authority(license)}
                  sourceUrl={license.source_url}
                  name={names.name(license)}
                  className="text-xs"
                />
                <RenewalFactsDisclosure license={license} className="mt-1" />
              </td>
              <td className="px-3 py-1.5 text-slate-700">{t(`levels.${license.level}`)}</td>
              <td className="px-3 py-1.5 text-slate-700">{license.business_name}</td>
              <td className="px-3 py-1.5 whitespace-nowrap text-slate-700">
                <PlainDateText value={license.issued_date} />
              </td>
              <td className="px-3 py-1.5 whitespace-nowrap text-slate-700">
                <ExpiryText license={license} />
              </td>
              <td className="px-3 py-1.5">
                <StatusBadge license={license} />
              </td>
              <td className="px-3 py-1.5 text-slate-700">
                <ReminderStatus license={license} />
              </td>
              <td className="px-3 py-1.5">
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
