import './i18n';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';
import { useLicenseDialogs } from '../../features/licenses/use-license-dialogs';
import { ApiError } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';
import { useWorkspaceScope } from '../../lib/workspace-scope';
import { BusinessCards } from './business-cards';
import { ExpiredList, ExpiringSoonList } from './expiry-lists';
import { LevelColumns } from './level-columns';
import { StatCards } from './stat-cards';
import { useBusinessEditor } from './use-business-editor';
import { licencesLink, useDashboardSummary } from './use-dashboard-summary';

/**
 * /app/dashboard: License Dashboard (PRODUCT §2), from the server's summary (decision 025) for the
 * workspace chosen in the shell, or all of them: counts, the first few of each list, never every licence.
 */
export function DashboardPage() {
  usePageTitle('dashboard');
  const { t } = useTranslation('dashboard');
  const [workspaceId, setWorkspaceId] = useWorkspaceScope();
  const summary = useDashboardSummary(workspaceId);
  const businesses = summary.data?.businesses ?? [];
  const editor = useBusinessEditor((b) => businesses.find((x) => x.id === b.id)?.counts.total ?? 0);
  // The renew dialog counts "today" in the business's zone when the summary names the business.
  const dialogs = useLicenseDialogs(businesses);

  // A remembered workspace the caller is no longer in: back to all of them.
  const gone = workspaceId !== null && summary.error instanceof ApiError && summary.error.status === 404;
  useEffect(() => {
    if (gone) setWorkspaceId(null);
  }, [gone, setWorkspaceId]);

  const scoped = { workspace_id: workspaceId };
  const manage = (
    <Link to={licencesLink(scoped)} className={buttonClasses('primary')}>
      {t('manage')}
    </Link>
  );

  let content: React.ReactNode;
  if (summary.isPending) {
    content = (
      <div className="flex justify-center py-16">
        <Spinner label={t('loading')} />
      </div>
    );
  } else if (summary.isError) {
    content = (
      <div className="space-y-3">
        <Alert>{t('loadError')}</Alert>
        <Button variant="secondary" onClick={() => void summary.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (summary.data.business_count === 0) {
    content = (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <h2 className="text-lg font-semibold text-slate-900">{t('empty.title')}</h2>
        <p className="mt-1 text-slate-600">{t('empty.body')}</p>
        <Button className="mt-4" onClick={editor.openAdd}>
          {t('empty.add')}
        </Button>
      </div>
    );
  } else {
    const data = summary.data;
    content = (
      <>
        <StatCards
          total={data.counts.total}
          expiringSoon={data.counts.expiring_soon}
          expired={data.counts.expired}
          businesses={data.business_count}
          links={{
            total: licencesLink(scoped),
            expiringSoon: licencesLink({ ...scoped, status: 'expiring_soon' }),
            expired: licencesLink({ ...scoped, status: 'expired' }),
          }}
        />
        <ExpiringSoonList
          licenses={data.expiring_soon}
          total={data.counts.expiring_soon}
          viewAll={licencesLink({ ...scoped, status: 'expiring_soon' })}
          onRenew={dialogs.openRenew}
        />
        <ExpiredList
          licenses={data.expired}
          total={data.counts.expired}
          viewAll={licencesLink({ ...scoped, status: 'expired' })}
          onRenew={dialogs.openRenew}
        />
        <LevelColumns levels={data.levels} workspaceId={workspaceId} />
        <BusinessCards
          businesses={data.businesses}
          total={data.business_count}
          workspaceId={workspaceId}
          onAdd={editor.openAdd}
          onEdit={editor.openEdit}
          onDelete={editor.confirmDelete}
          deleting={editor.deleting}
        />
      </>
    );
  }

  return (
    <div className="space-y-6" aria-busy={summary.isFetching && !summary.isPending}>
      <PageTitle actions={manage}>{t('title')}</PageTitle>
      {content}
      {editor.modal}
      {dialogs.dialog}
    </div>
  );
}
