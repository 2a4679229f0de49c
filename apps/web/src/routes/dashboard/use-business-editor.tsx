import '../../features/businesses/i18n';
import type { Business } from '@lt/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteBusiness } from '../../features/businesses/use-delete-business';

// The form (and its city search) loads when it is first opened, not with the dashboard.
const BusinessModal = lazy(() => import('./business-modal').then((m) => ({ default: m.BusinessModal })));

/**
 * Adding, editing and deleting businesses from the dashboard: which modal is open, and a delete
 * that first says how many licences go with the business.
 */
export function useBusinessEditor(licenceCount: (business: Business) => number) {
  const { t } = useTranslation('businesses');
  // undefined: closed; null: adding; a business: editing it.
  const [editing, setEditing] = useState<Business | null | undefined>(undefined);
  const remove = useDeleteBusiness();

  const confirmDelete = (business: Business) => {
    const count = licenceCount(business);
    const question = count > 0 ? t('confirmDeleteLicenses', { count }) : t('confirmDelete');
    if (window.confirm(question)) remove.mutate(business.id);
  };

  return {
    openAdd: () => setEditing(null),
    openEdit: (business: Business) => setEditing(business),
    confirmDelete,
    deleting: remove.isPending,
    modal:
      editing === undefined ? null : (
        <Suspense fallback={null}>
          <BusinessModal business={editing} onClose={() => setEditing(undefined)} />
        </Suspense>
      ),
  };
}
