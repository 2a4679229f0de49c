import { EXPIRING_SOON_DAYS, type LicenseStatusLabel } from '@lt/core';
import { type SQL, sql } from 'drizzle-orm';
import { businesses, licenses } from '../../db/schema';

/**
 * The SQL twin of `licenseStatus` and `statusLabel` (packages/core), so the database can count and
 * pick licences by status without sending them all here. Same rule, same constant: days until expiry
 * count from today in the business's own time zone; no expiry date → no_expiry; fewer than 0 days →
 * expired; 0 to EXPIRING_SOON_DAYS → expiring_soon; else active. status.test.ts checks it against the
 * core functions day by day, across time zones.
 */
export function daysUntilExpiry(now: Date): SQL<number> {
  return sql<number>`(${licenses.expiryDate} - (${now.toISOString()}::timestamptz at time zone ${businesses.timeZone})::date)`;
}

export function statusIs(label: LicenseStatusLabel, now: Date): SQL {
  const days = daysUntilExpiry(now);
  switch (label) {
    case 'no_expiry':
      return sql`${licenses.expiryDate} is null`;
    case 'expired':
      return sql`${days} < 0`;
    case 'expiring_soon':
      return sql`${days} between 0 and ${sql.raw(String(EXPIRING_SOON_DAYS))}`;
    case 'active':
      return sql`${days} > ${sql.raw(String(EXPIRING_SOON_DAYS))}`;
  }
}

/** `count(*) filter (where …)` for each status, and the licences counted at all (a left join's nulls are not). */
export function statusCounts(now: Date) {
  const countWhere = (label: LicenseStatusLabel) =>
    sql<number>`count(${licenses.id}) filter (where ${statusIs(label, now)})`.mapWith(Number);
  return {
    total: sql<number>`count(${licenses.id})`.mapWith(Number),
    expired: countWhere('expired'),
    expiring_soon: countWhere('expiring_soon'),
    active: countWhere('active'),
    no_expiry: countWhere('no_expiry'),
  };
}
