import './i18n';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { formatInstant } from './format';
import { SourceChanges } from './source-changes';
import { SourceFailures } from './source-failures';
import { useCheckSources, useSourceStatus } from './source-queries';

/**
 * Sources (decision 043): what the weekly check of the templates' official pages found — the
 * pages whose text changed since their last review, with the before and after, and the pages it
 * could not read. A super admin may run the check now.
 */
export function SourceTab({ canCheckNow = false }: { canCheckNow?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl space-y-1">
          <p className="text-sm text-slate-700">{t('sources.intro')}</p>
          <WatchStatus />
        </div>
        {canCheckNow && <CheckNowButton />}
      </div>
      <SourceChanges />
      <SourceFailures />
    </div>
  );
}

function WatchStatus() {
  const { t, i18n } = useTranslation('admin');
  const status = useSourceStatus();
  if (!status.data) return null;
  const { enabled, running, last_run: run } = status.data;
  const text = running
    ? t('sources.running')
    : !enabled
      ? t('sources.off')
      : run?.finished_at
        ? t('sources.lastRun', {
            when: formatInstant(run.finished_at, i18n.language),
            checked: run.checked,
            changed: run.changed,
            failed: run.failed,
          })
        : t('sources.neverRun');
  return (
    <p className="text-sm font-medium text-slate-900" role="status">
      {text}
    </p>
  );
}

function CheckNowButton() {
  const { t } = useTranslation('admin');
  const check = useCheckSources();
  const status = useSourceStatus();
  const busy = check.isPending || !!status.data?.running;
  return (
    <Button
      variant="secondary"
      disabled={busy || status.data?.enabled === false}
      onClick={() => check.mutate()}
    >
      {busy ? t('sources.running') : t('sources.checkNow')}
    </Button>
  );
}
