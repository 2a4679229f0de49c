// The status rule (license-status.ts) read backwards: which expiry dates have a given status on a
// given day. The server filters and sorts licences by status in SQL with these bounds, so the list,
// the badge and the export can never disagree on what "expiring soon" means.
import { EXPIRING_SOON_DAYS } from '../constants';
import type { LicenseStatusLabel } from './license-status';
import { addDays, type PlainDate } from './plain-date';

/** `none`: no expiry date at all. Otherwise expiry dates from `from` to `to`, both inclusive, either open. */
export type ExpiryRange = { none: true } | { none: false; from: PlainDate | null; to: PlainDate | null };

export function expiryRangeForStatus(status: LicenseStatusLabel, today: PlainDate): ExpiryRange {
  switch (status) {
    case 'no_expiry':
      return { none: true };
    case 'expired':
      return { none: false, from: null, to: addDays(today, -1) };
    case 'expiring_soon':
      return { none: false, from: today, to: addDays(today, EXPIRING_SOON_DAYS) };
    case 'active':
      return { none: false, from: addDays(today, EXPIRING_SOON_DAYS + 1), to: null };
  }
}
