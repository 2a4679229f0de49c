import { CANADIAN_TIME_ZONES, EXPIRING_SOON_DAYS, type LicenseStatusLabel, todayIn } from '@lt/core';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { businesses, licenses } from '../../db/schema';

/**
 * The SQL twin of `licenseStatus` and `statusLabel` (packages/core), so the database can count and
 * pick licences by status without sending them all here. Same rule, same constant: days until expiry
 * count from today in the business's own time zone; no expiry date → no_expiry; fewer than 0 days →
 * expired; 0 to EXPIRING_SOON_DAYS → expiring_soon; else active. status.test.ts checks it against the
 * core functions day by day, across time zones.
 *
 * "Today" is worked out here, once per zone (core's `todayIn`), and joined to each business as a
 * column (decision 029): converting the clock into the business's zone in SQL for every licence row
 * was most of the dashboard's cost for a user with thousands of licences. A zone outside the
 * Canadian list (none is stored today) still gets its day from the database.
 */
const ZONE_TODAY = sql.raw('zone_today');
const zoneTodayDate = sql`${ZONE_TODAY}.today`;

/** Today in every Canadian zone at `now`, in their order, comma-separated: `zoneTodays`' parameter. */
export function zoneTodaysAt(now: Date): string {
  return CANADIAN_TIME_ZONES.map((zone) => todayIn(zone, now)).join(',');
}

/**
 * `unnest(…) as zone_today(zone, today)`: today in every Canadian zone, as two short parameters
 * (the zones, a constant, and `todays`, a placeholder filled with `zoneTodaysAt(now)`), so the
 * statement's text stays small and the same at every request.
 */
export function zoneTodays(todays: SQLWrapper): SQL {
  return sql`unnest(string_to_array(${CANADIAN_TIME_ZONES.join(',')}, ','), string_to_array(${todays}, ',')::date[]) as ${ZONE_TODAY}(zone, today)`;
}

/** The join condition of `zoneTodays` (a left join: a zone not in the list keeps its business). */
export const onZoneToday = sql`${ZONE_TODAY}.zone = ${businesses.timeZone}`;

/**
 * Today in the business's zone: from the joined `zoneTodays`, or the database for another zone
 * (`now`: a placeholder filled with an ISO instant).
 */
export function businessToday(now: SQLWrapper): SQL<string> {
  return sql<string>`coalesce(${zoneTodayDate}, (${now}::timestamptz at time zone ${businesses.timeZone})::date)`;
}

/**
 * The status rule against `today`, an expression the licence's row can see: `businessToday(now)`
 * where the query joins `zoneTodays(now)` on `onZoneToday`. Inside a per-business LATERAL it is
 * the outer business's day, a constant for the subquery, so each condition is a range of the
 * (business_id, expiry_date) index (decision 036).
 */
export function statusOn(label: LicenseStatusLabel, today: SQL): SQL {
  const soon = sql.raw(String(EXPIRING_SOON_DAYS));
  switch (label) {
    case 'no_expiry':
      return sql`${licenses.expiryDate} is null`;
    case 'expired':
      return sql`${licenses.expiryDate} < ${today}`;
    case 'expiring_soon':
      return sql`${licenses.expiryDate} between ${today} and ${today} + ${soon}`;
    case 'active':
      return sql`${licenses.expiryDate} > ${today} + ${soon}`;
  }
}
