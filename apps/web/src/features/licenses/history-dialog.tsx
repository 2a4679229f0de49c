import './i18n';
import type { License, LicensePeriod } from '@lt/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { formatPlainDate } from '../../components/ui/plain-date-text';
import { Spinner } from '../../components/ui/spinner';
import { useLicenceNames } from '../../lib/licence-names';
import { OnItLabel } from './on-it-label';
import { formatSentDate } from './reminder-status';
import { HISTORY_PAGE_SIZE, useLicenseHistory } from './use-license-history';

/** "History": every period of a licence, newest first, paged by the server. */
export function HistoryDialog({ license, onClose }: { license: License; onClose: () => void }) {
  const { t } = useTranslation('licenses');
  const title = t('historyDialog.title', { name: useLicenceNames().name(license) });
  const [offset, setOffset] = useState(0);
  const history = useLicenseHistory(license.id, offset);

  let content: React.ReactNode;
  if (history.isPending) {
    content = (
      <div className="flex justify-center py-8">
        <Spinner label={t('historyDialog.loading')} />
      </div>
    );
  } else if (history.isError) {
    content = (
      <div className="space-y-3">
        <Alert>{t('historyDialog.loadError')}</Alert>
        <Button variant="secondary" onClick={() => void history.refetch()}>
          {t('historyDialog.retry')}
        </Button>
      </div>
    );
  } else if (history.data.items.length === 0) {
    content = <p className="text-sm text-slate-600">{t('historyDialog.empty')}</p>;
  } else {
    const { items, total } = history.data;
    content = (
      <>
        <ol className="space-y-3" aria-label={title}>
          {items.map((period) => (
            <PeriodItem key={period.id} period={period} />
          ))}
        </ol>
        {total > HISTORY_PAGE_SIZE && (
          <nav
            aria-label={t('historyDialog.pages')}
            className="flex flex-wrap items-center justify-between gap-3 pt-4"
          >
            <p className="text-sm text-slate-700" aria-live="polite">
              {t('historyDialog.range', { from: offset + 1, to: offset + items.length, total })}
            </p>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - HISTORY_PAGE_SIZE))}
              >
                {t('historyDialog.previous')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={offset + HISTORY_PAGE_SIZE >= total}
                onClick={() => setOffset(offset + HISTORY_PAGE_SIZE)}
              >
                {t('historyDialog.next')}
              </Button>
            </div>
          </nav>
        )}
      </>
    );
  }

  return (
    <Dialog open title={title} onClose={onClose} closeLabel={t('historyDialog.close')}>
      <OnItLabel license={license} className="mb-3 text-sm" />
      {content}
    </Dialog>
  );
}

function PeriodItem({ period }: { period: LicensePeriod }) {
  const { t, i18n } = useTranslation('licenses');
  const instant = (iso: string) => formatSentDate(iso, i18n.language);
  return (
    <li className="rounded-lg border border-slate-200 px-4 py-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-slate-900">
          {t('historyDialog.period', {
            from: formatPlainDate(period.issued_date),
            to: period.expiry_date ? formatPlainDate(period.expiry_date) : t('noExpiry'),
          })}
        </p>
        {period.is_current && <Badge tone="blue">{t('historyDialog.current')}</Badge>}
      </div>
      {period.license_number && (
        <p className="text-slate-700">{t('historyDialog.number', { number: period.license_number })}</p>
      )}
      <p className="text-slate-600">
        {period.renewed_at
          ? period.renewed_by
            ? t('historyDialog.renewedBy', { date: instant(period.renewed_at), name: period.renewed_by })
            : t('historyDialog.renewed', { date: instant(period.renewed_at) })
          : t('historyDialog.firstPeriod')}
      </p>
      {period.acknowledged_at && (
        <p className="text-slate-600">
          {t('historyDialog.acknowledged', { date: instant(period.acknowledged_at) })}
        </p>
      )}
    </li>
  );
}
