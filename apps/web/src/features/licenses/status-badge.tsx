import './i18n';
import { type License, statusLabel } from '@lt/core';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../components/ui/badge';

const TONES = { expired: 'red', expiring_soon: 'amber', active: 'green' } as const satisfies Record<
  string,
  BadgeTone
>;

/** Expired, else Expiring Soon, else Active (PRODUCT §4). */
export function StatusBadge({ license }: { license: Pick<License, 'is_expired' | 'is_expiring_soon'> }) {
  const { t } = useTranslation('licenses');
  const label = statusLabel(license);
  return <Badge tone={TONES[label]}>{t(`status.${label}`)}</Badge>;
}
