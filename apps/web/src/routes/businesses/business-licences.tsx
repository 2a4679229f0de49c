import '../../features/licenses/i18n';
import './i18n';
import type { Business, License, LicenseSortKey } from '@lt/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useMediaQuery } from '../../components/ui/use-media-query';
import { LicenseCards } from '../../features/licenses/license-cards';
import { LicenseModal } from '../../features/licenses/license-modal';
import { LicenseTable } from '../../features/licenses/license-table';
import type { LicenseView } from '../../features/licenses/license-view';
import { useDeleteLicense } from '../../features/licenses/use-delete-license';
import { useLicenseDialogs } from '../../features/licenses/use-license-dialogs';
import { useUniqueId } from '../../lib/unique-id';
import { PAGE_LIMIT } from './use-business-page';

type ModalState = { license: License | null; key: number } | null;

interface BusinessLicencesProps {
  business: Business;
  licenses: readonly License[];
  canEdit: boolean;
  /** Sorted by the server (the page asks for this order). */
  sort: LicenseView['sort'];
  onSort: (key: LicenseSortKey) => void;
}

/** The business's licences: the License Manager's table (cards on a phone), its actions and dialogs. */
export function BusinessLicences({ business, licenses, canEdit, sort, onSort }: BusinessLicencesProps) {
  const { t } = useTranslation('businessPage');
  const { t: tl } = useTranslation('licenses');
  const id = useUniqueId();
  const wide = useMediaQuery('(min-width: 640px)');
  const [modal, setModal] = useState<ModalState>(null);
  const remove = useDeleteLicense();
  const businesses = useMemo(() => [business], [business]);
  const dialogs = useLicenseDialogs(businesses);
  const open = (license: License | null) => setModal({ license, key: Date.now() });

  const view = {
    licenses,
    sort,
    onSort,
    onEdit: open,
    onDelete: (license: License) => {
      if (window.confirm(tl('confirmDelete'))) remove.mutate(license.id);
    },
    onRenew: dialogs.openRenew,
    onHistory: dialogs.openHistory,
    deletingId: remove.isPending ? (remove.variables ?? null) : null,
  };

  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {t('licenses.title')}
        </h2>
        {canEdit && (
          <Button variant="secondary" size="sm" onClick={() => open(null)}>
            {t('licenses.add')}
          </Button>
        )}
      </div>
      {licenses.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">
          {t('licenses.empty')}
        </p>
      ) : wide ? (
        <LicenseTable {...view} />
      ) : (
        <LicenseCards {...view} />
      )}
      {licenses.length >= PAGE_LIMIT && (
        <p className="text-sm text-slate-600">
          {t('licenses.manyShown', { count: PAGE_LIMIT })}{' '}
          <Link
            to={`/app/licenses?business_id=${encodeURIComponent(business.id)}`}
            className="font-medium text-blue-700 underline"
          >
            {t('licenses.viewAll')}
          </Link>
        </p>
      )}
      {dialogs.dialog}
      {modal && (
        <LicenseModal
          key={modal.key}
          license={modal.license}
          businesses={businesses}
          onClose={() => setModal(null)}
        />
      )}
    </section>
  );
}
