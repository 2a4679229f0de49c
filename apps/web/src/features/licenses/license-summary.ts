// What the dashboard shows of the licences (PRODUCT §2 /app/dashboard), from the server's status fields.
import type { License, LicenseLevel } from '@lt/core';

export interface LicenseSummary {
  /** Every licence, those with no expiry included. */
  total: number;
  /** Expiring within the window and not expired, soonest first. */
  expiringSoon: License[];
  /** Expired, most recently expired first. */
  expired: License[];
  byLevel: Record<LicenseLevel, License[]>;
}

/** Soonest expiry first; licences with no expiry last. */
const byExpiry = (a: License, b: License) =>
  Number(a.expiry_date === null) - Number(b.expiry_date === null) ||
  (a.expiry_date ?? '').localeCompare(b.expiry_date ?? '') ||
  a.license_name.localeCompare(b.license_name);

export function summarizeLicenses(licenses: readonly License[]): LicenseSummary {
  const sorted = [...licenses].sort(byExpiry);
  return {
    total: licenses.length,
    // A licence with no expiry is in neither list, whatever its flags say.
    expiringSoon: sorted.filter((l) => l.expiry_date !== null && l.is_expiring_soon && !l.is_expired),
    expired: sorted.filter((l) => l.expiry_date !== null && l.is_expired).reverse(),
    byLevel: {
      municipal: sorted.filter((l) => l.level === 'municipal'),
      provincial: sorted.filter((l) => l.level === 'provincial'),
      federal: sorted.filter((l) => l.level === 'federal'),
    },
  };
}

/** Days since expiry as a positive number, whichever sign the server used (PRODUCT §3 leaves it open). */
export function daysSinceExpiry(license: Pick<License, 'days_until_expiry'>): number {
  return Math.abs(license.days_until_expiry ?? 0);
}
