import './i18n';
import { type License, type LicenseStatusLabel, statusLabel } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../components/ui/badge';

const TONES = {
  expired: 'red',
  expiring_soon: 'amber',
  active: 'green',
  no_expiry: 'slate',
} as const satisfies Record<LicenseStatusLabel, BadgeTone>;

/** No expiry, else Expired, else Expiring Soon, else Active (PRODUCT §4, decision 013). */
export function StatusBadge({
  license,
}: {
  license: Pick<License, 'is_expired' | 'is_expiring_soon' | 'days_until_expiry'>;
}) {
  const { t } = useTranslation('licenses');
  const label = statusLabel(license);
  return <Badge tone={TONES[label]}>{t(`status.${label}`)}</Badge>;
}
