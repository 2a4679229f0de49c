import './i18n';
import type { License } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

interface LicenseActionsProps {
  license: License;
  onEdit: (license: License) => void;
  onDelete: (license: License) => void;
  deleting: boolean;
}

/** Edit and Delete of one licence; the accessible names say which licence. */
export function LicenseActions({ license, onEdit, onDelete, deleting }: LicenseActionsProps) {
  const { t } = useTranslation('licenses');
  return (
    <div className="flex gap-2">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onEdit(license)}
        aria-label={t('editNamed', { name: license.license_name })}
      >
        {t('edit')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        className="text-red-700 hover:bg-red-50"
        disabled={deleting}
        onClick={() => onDelete(license)}
        aria-label={t('deleteNamed', { name: license.license_name })}
      >
        {t('delete')}
      </Button>
    </div>
  );
}
