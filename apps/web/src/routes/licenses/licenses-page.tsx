import '../../features/licenses/i18n';
import type { License } from '@lt/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';
import { useBusinesses } from '../../features/businesses/use-businesses';
import { ImportDialog } from '../../features/data-transfer/import-dialog';
import { LicenseModal } from '../../features/licenses/license-modal';
import { viewFromSearch } from '../../features/licenses/license-view';
import { useLicensePage } from '../../features/licenses/use-license-page';
import { useWorkspaces } from '../../features/workspaces/use-workspaces';
import { usePageTitle } from '../../lib/use-page-title';
import { LicenseList } from './license-list-section';

type ModalState = { license: License | null; key: number } | null;

/** /app/licenses: the License Manager (PRODUCT §2). */
export function LicensesPage() {
  usePageTitle('licenses');
  const { t } = useTranslation('licenses');
  // The pickers (filter, licence form) need every business; the licences come a page at a time.
  const businesses = useBusinesses();
  const workspaces = useWorkspaces();
  // Asked for beside the businesses, not after them: the list below reads it from the cache.
  useLicensePage(viewFromSearch(useSearchParams()[0]));
  const [modal, setModal] = useState<ModalState>(null);
  const [importing, setImporting] = useState(false);
  const { t: tData } = useTranslation('data');
  const open = (license: License | null) => setModal({ license, key: Date.now() });

  const loading = businesses.isPending;
  const failed = businesses.isError;

  return (
    <div className="space-y-6">
      <PageTitle
        actions={
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setImporting(true)}>
              {tData('import.open')}
            </Button>
            <Button onClick={() => open(null)}>{t('add')}</Button>
          </div>
        }
      >
        {t('title')}
      </PageTitle>
      {loading ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('loading')} />
        </div>
      ) : failed ? (
        <div className="space-y-3">
          <Alert>{t('loadError')}</Alert>
          <Button variant="secondary" onClick={() => void businesses.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <>
          {businesses.data.length === 0 && <Alert tone="info">{t('noBusiness')}</Alert>}
          <LicenseList businesses={businesses.data} workspaces={workspaces.data ?? []} onEdit={open} />
        </>
      )}
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
      {modal && (
        <LicenseModal
          key={modal.key}
          license={modal.license}
          businesses={businesses.data ?? []}
          onClose={() => setModal(null)}
        />
      )}
    </div>
  );
}
