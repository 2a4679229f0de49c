import './i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';
import { useBusinesses } from '../../features/businesses/use-businesses';
import { summarizeLicenses } from '../../features/licenses/license-summary';
import { useLicenseDialogs } from '../../features/licenses/use-license-dialogs';
import { useLicenses } from '../../features/licenses/use-licenses';
import { BusinessCards } from './business-cards';
import { ExpiredList, ExpiringSoonList } from './expiry-lists';
import { LevelColumns } from './level-columns';
import { StatCards } from './stat-cards';
import { useBusinessEditor } from './use-business-editor';

/** /app/dashboard: License Dashboard (PRODUCT §2). */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const businesses = useBusinesses();
  const licenses = useLicenses();
  const summary = useMemo(() => summarizeLicenses(licenses.data ?? []), [licenses.data]);
  const editor = useBusinessEditor(licenses.data ?? []);
  const dialogs = useLicenseDialogs(businesses.data ?? []);

  const manage = (
    <Link to="/app/licenses" className={buttonClasses('primary')}>
      {t('manage')}
    </Link>
  );

  let content: React.ReactNode;
  if (businesses.isPending || licenses.isPending) {
    content = (
      <div className="flex justify-center py-16">
        <Spinner label={t('loading')} />
      </div>
    );
  } else if (businesses.isError || licenses.isError) {
    content = (
      <div className="space-y-3">
        <Alert>{t('loadError')}</Alert>
        <Button
          variant="secondary"
          onClick={() => {
            void businesses.refetch();
            void licenses.refetch();
          }}
        >
          {t('retry')}
        </Button>
      </div>
    );
  } else if (businesses.data.length === 0) {
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
    content = (
      <>
        <StatCards
          total={summary.total}
          expiringSoon={summary.expiringSoon.length}
          expired={summary.expired.length}
          businesses={businesses.data.length}
        />
        <ExpiringSoonList licenses={summary.expiringSoon} onRenew={dialogs.openRenew} />
        <ExpiredList licenses={summary.expired} onRenew={dialogs.openRenew} />
        <LevelColumns byLevel={summary.byLevel} />
        <BusinessCards
          businesses={businesses.data}
          onAdd={editor.openAdd}
          onEdit={editor.openEdit}
          onDelete={editor.confirmDelete}
          deleting={editor.deleting}
        />
      </>
    );
  }

  return (
    <div className="space-y-6">
      <PageTitle actions={manage}>{t('title')}</PageTitle>
      {content}
      {editor.modal}
      {dialogs.dialog}
    </div>
  );
}
