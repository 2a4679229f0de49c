import './i18n';
import type { License } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { PlainDateText } from '../../components/ui/plain-date-text';

/** The expiry date, with "(manual)" when it was set by hand (PRODUCT §2). */
export function ExpiryText({ license }: { license: Pick<License, 'expiry_date' | 'is_manually_changed'> }) {
  const { t } = useTranslation('licenses');
  return (
    <span>
      <PlainDateText value={license.expiry_date} />
      {license.is_manually_changed && (
        <span className="ml-1 text-xs text-slate-600" title={t('manualHint')}>
          {t('manual')}
        </span>
      )}
    </span>
  );
}
