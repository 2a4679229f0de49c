import './i18n';
import type { License } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { PlainDateText } from '../../components/ui/plain-date-text';

type ExpiryFields = Pick<License, 'expiry_date' | 'is_manually_changed'> &
  Partial<Pick<License, 'expiry_estimated'>>;

/**
 * The expiry date, with "(manual)" when it was set by hand (PRODUCT §2), the estimate marker when it
 * was rolled forward from an old issue date, and "No expiry" for a licence that never expires.
 */
export function ExpiryText({ license }: { license: ExpiryFields }) {
  const { t } = useTranslation('licenses');
  if (license.expiry_date === null) return <span>{t('noExpiry')}</span>;
  return (
    <span>
      <PlainDateText value={license.expiry_date} />
      {license.is_manually_changed && (
        <span className="ml-1 text-xs text-slate-600" title={t('manualHint')}>
          {t('manual')}
        </span>
      )}
      {license.expiry_estimated && <EstimatedMarker />}
    </span>
  );
}

/** "Estimated — check the date on your licence", under an expiry date that was rolled forward. */
export function EstimatedMarker() {
  const { t } = useTranslation('licenses');
  return (
    <span className="mt-0.5 block text-xs font-medium whitespace-normal text-amber-800">
      {t('estimated')}
    </span>
  );
}
