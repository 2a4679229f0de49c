// Status of a licence on a given day (PRODUCT §4): expired, expiring soon (within 30 days) or active.
import { EXPIRING_SOON_DAYS } from '../constants';
import { daysBetween, type PlainDate } from './plain-date';

export interface LicenseStatus {
  /** Expiry date − today: negative once expired, 0 on the expiry day; null when it never expires. */
  days_until_expiry: number | null;
  is_expired: boolean;
  is_expiring_soon: boolean;
}

export const LICENSE_STATUS_LABELS = ['expired', 'expiring_soon', 'active', 'no_expiry'] as const;
export type LicenseStatusLabel = (typeof LICENSE_STATUS_LABELS)[number];

/**
 * Status on `today` (the calendar date in the business's time zone, see `todayIn` and `timeZoneFor`):
 * expired when fewer than 0 days remain, expiring soon when 0 to EXPIRING_SOON_DAYS days remain.
 * A licence with no expiry date (renewal rule `none`) is never expired nor expiring soon.
 */
export function licenseStatus(expiryDate: PlainDate | null, today: PlainDate): LicenseStatus {
  if (expiryDate === null) return { days_until_expiry: null, is_expired: false, is_expiring_soon: false };
  const days = daysBetween(today, expiryDate);
  return {
    days_until_expiry: days,
    is_expired: days < 0,
    is_expiring_soon: days >= 0 && days <= EXPIRING_SOON_DAYS,
  };
}

/** The label the screens show: No expiry, else Expired, else Expiring Soon, else Active. */
export function statusLabel(
  status: Pick<LicenseStatus, 'is_expired' | 'is_expiring_soon'> & { days_until_expiry?: number | null },
): LicenseStatusLabel {
  if (status.days_until_expiry === null) return 'no_expiry';
  if (status.is_expired) return 'expired';
  return status.is_expiring_soon ? 'expiring_soon' : 'active';
}

/**
 * Whether an expiry date was set by hand: it differs from the calculated one. Setting it back to
 * the calculated date clears the flag. Without a calculated date nothing counts as manual.
 */
export function isManuallyChanged(
  expiryDate: PlainDate | null,
  calculatedDate: PlainDate | null | undefined,
): boolean {
  return calculatedDate != null && expiryDate !== calculatedDate;
}
