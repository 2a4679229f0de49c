import './i18n';
import { useTranslation } from 'react-i18next';
import { PlainDateText } from '../../components/ui/plain-date-text';
import { SourceLine } from '../../components/ui/source-line';
import { useLicenceNames } from '../../lib/licence-names';
import { ExpiryText } from './expiry-cell';
import { LicenseActions } from './license-actions';
import type { LicenseListViewProps } from './license-table';
import { ReminderStatus } from './reminder-status';
import { RenewalFactsDisclosure } from './renewal-facts';
import { StatusBadge } from './status-badge';

/** Phones (below 640 px): one card per licence instead of the table; sorting is in the filter bar. */
export function LicenseCards({
  licenses,
  onEdit,
  onDelete,
  onRenew,
  onHistory,
  deletingId,
}: LicenseListViewProps) {
  const { t } = useTranslation('licenses');
  const names = useLicenceNames();
  return (
    <ul className="space-y-3" aria-label={t('tableCaption')}>
      {licenses.map((license) => (
        <li key={license.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <h3 className="font-semibold break-words text-slate-900">{names.name(license)}</h3>
              {license.license_type && <p className="text-xs text-slate-600">{license.license_type}</p>}
              <p className="mt-1 text-sm text-slate-600">
                {t(`levels.${license.level}`)} · {license.business_name}
              </p>
              <SourceLine
                authority={names.authority(license)}
                sourceUrl={license.source_url}
                name={names.name(license)}
                className="mt-1 text-sm"
              />
            </div>
            <StatusBadge license={license} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <div>
              <dt className="text-xs text-slate-600">{t('card.issued')}</dt>
              <dd className="text-slate-900">
                <PlainDateText value={license.issued_date} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">{t('card.expires')}</dt>
              <dd className="text-slate-900">
                <ExpiryText license={license} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">{t('card.reminders')}</dt>
              <dd className="text-slate-900">
                <ReminderStatus license={license} />
              </dd>
            </div>
          </dl>
          <RenewalFactsDisclosure license={license} className="mt-3" />
          <div className="mt-3">
            <LicenseActions
              license={license}
              onEdit={onEdit}
              onDelete={onDelete}
              onRenew={onRenew}
              onHistory={onHistory}
              deleting={deletingId === license.id}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
