import './i18n';
import type { License } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { EditDeleteButtons } from '../../components/ui/edit-delete-buttons';

interface LicenseActionsProps {
  license: License;
  onEdit: (license: License) => void;
  onDelete: (license: License) => void;
  deleting: boolean;
}

/** Edit and Delete of one licence; the accessible names say which licence. */
export function LicenseActions({ license, onEdit, onDelete, deleting }: LicenseActionsProps) {
  const { t } = useTranslation('licenses');
  const name = license.license_name;
  return (
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
  );
}
