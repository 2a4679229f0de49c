import './i18n';
import type { License } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { EditDeleteButtons } from '../../components/ui/edit-delete-buttons';
import { useLicenceNames } from '../../lib/licence-names';

interface LicenseActionsProps {
  license: License;
  onEdit: (license: License) => void;
  onDelete: (license: License) => void;
  onRenew: (license: License) => void;
  onHistory: (license: License) => void;
  deleting: boolean;
}

/**
 * Renew (not for a licence with no expiry), History, Edit and Delete of one licence; the
 * accessible names say which licence.
 */
export function LicenseActions({
  license,
  onEdit,
  onDelete,
  onRenew,
  onHistory,
  deleting,
}: LicenseActionsProps) {
  const { t } = useTranslation('licenses');
  const name = useLicenceNames().name(license);
  // A viewer of the licence's workspace reads only (decision 014): no Renew, Edit or Delete.
  const canEdit = license.role !== 'viewer';
  return (
    <div className="flex flex-wrap gap-2">
      {canEdit && license.expiry_date !== null && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onRenew(license)}
          aria-label={t('renewNamed', { name })}
        >
          {t('renew')}
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onHistory(license)}
        aria-label={t('historyNamed', { name })}
      >
        {t('history')}
      </Button>
      {canEdit && (
        <EditDeleteButtons
          text={{
            edit: t('edit'),
            delete: t('delete'),
            editNamed: t('editNamed', { name }),
            deleteNamed: t('deleteNamed', { name }),
          }}
          onEdit={() => onEdit(license)}
          onDelete={() => onDelete(license)}
          deleting={deleting}
        />
      )}
    </div>
  );
}
