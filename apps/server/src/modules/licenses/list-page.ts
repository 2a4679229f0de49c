// One page of GET /licenses/ (decision 024): the filters, the search and the sort are SQL, so a
// caller with 5,000 licences reads 100 rows, not 5,000. Count and page are two statements with the
// same WHERE: the total for X-Total-Count, the page with its ORDER BY … LIMIT.
import {
  ACCENTED,
  expiryRangeForStatus,
  type LicenseListParams,
  type LicenseStatusLabel,
  searchWords,
  todayIn,
  UNACCENTED,
  type WorkspaceRole,
} from '@lt/core';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { businesses, licenses, workspaceMembers } from '../../db/schema';
import { membershipOfBusiness } from '../workspaces/access';
import { type OwnedLicense, owned } from './repository';

/** `like` pattern text: the user's % and _ are matched as themselves. */
const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The text a search word is looked for in, folded like `searchWords` folds the words. */
export function folded(...columns: (AnyPgColumn | SQL)[]): SQL {
  const joined = sql.join(
    columns.map((c) => sql`coalesce(${c}, '')`),
    sql` || ' ' || `,
  );
  return sql`lower(translate(${joined}, ${ACCENTED}, ${UNACCENTED}))`;
}

/** Every word somewhere in the folded text. */
export function matchesWords(haystack: SQL, q: string | undefined): SQL[] {
  return searchWords(q).map((word) => sql`${haystack} like ${`%${escapeLike(word)}%`} escape '\\'`);
}

/**
 * A licence's status in SQL, from the status rule's own bounds (core's `expiryRangeForStatus`) for
 * "today" in each time zone the caller's businesses are in: the badge and the filter cannot differ.
 */
function hasStatus(status: LicenseStatusLabel, todays: Map<string, string>): SQL {
  if (status === 'no_expiry') return isNull(licenses.expiryDate);
  const perZone = [...todays].map(([zone, today]) => {
    const r = expiryRangeForStatus(status, today);
    if (r.none) return sql`false`;
    const bounds = [eq(businesses.timeZone, zone)];
    if (r.from) bounds.push(sql`${licenses.expiryDate} >= ${r.from}`);
    if (r.to) bounds.push(sql`${licenses.expiryDate} <= ${r.to}`);
    return and(...bounds)!;
  });
  return perZone.length === 0 ? sql`false` : sql`(${sql.join(perZone, sql` or `)})`;
}

/** 0 expired, 1 expiring soon, 2 active, 3 no expiry: the order of the status column. */
function statusRank(todays: Map<string, string>): SQL {
  return sql`case when ${licenses.expiryDate} is null then 3
    when ${hasStatus('expired', todays)} then 0
    when ${hasStatus('expiring_soon', todays)} then 1 else 2 end`;
}

/** The calendar day in each time zone the caller's businesses use (a handful at most). */
async function todaysByZone(db: Db, userId: string, now: Date): Promise<Map<string, string>> {
  const zones = await db
    .selectDistinct({ zone: businesses.timeZone })
    .from(businesses)
    .innerJoin(workspaceMembers, membershipOfBusiness(userId));
  return new Map(zones.map(({ zone }) => [zone, todayIn(zone, now)]));
}

export interface LicensePage {
  rows: OwnedLicense[];
  total: number;
}

export async function listPage(
  db: Db,
  userId: string,
  query: LicenseListParams,
  now: Date,
): Promise<LicensePage> {
  const needsToday = query.status !== undefined || query.sort === 'status';
  const todays = needsToday ? await todaysByZone(db, userId, now) : new Map<string, string>();

  const where: SQL[] = [
    ...matchesWords(
      // The French name too: a French reader searches by the name shown to them (issue 27).
      folded(
        licenses.licenseName,
        licenses.licenseNameFr,
        licenses.licenseType,
        licenses.licenseNumber,
        businesses.businessName,
      ),
      query.q,
    ),
  ];
  if (query.workspace_id) where.push(eq(businesses.workspaceId, query.workspace_id));
  if (query.business_id) where.push(eq(licenses.businessId, query.business_id));
  if (query.level) where.push(eq(licenses.level, query.level));
  if (query.status) where.push(hasStatus(query.status, todays));
  const condition = where.length > 0 ? and(...where) : undefined;

  const direction = query.order === 'asc' ? asc : desc;
  const sortKey: Record<LicenseListParams['sort'], SQL | AnyPgColumn> = {
    expiry_date: licenses.expiryDate,
    // Text sorts as it is searched: "Élévateur" among the E's, whatever the database's collation
    // (the licence name's fold is stored, `license_name_key`, so 5,000 rows are not folded per page).
    license_name: licenses.licenseNameKey,
    license_type: folded(licenses.licenseType),
    level: licenses.level,
    business_name: folded(businesses.businessName),
    issued_date: licenses.issuedDate,
    status: needsToday ? statusRank(todays) : licenses.expiryDate,
    reminder_enabled: licenses.reminderEnabled,
  };
  // Ties: soonest expiry (no expiry last, whichever the direction), then name, then id: a stable
  // order, so that paging never shows a licence twice or skips one.
  const order = [
    query.sort === 'expiry_date'
      ? sql`${licenses.expiryDate} ${sql.raw(query.order)} nulls last`
      : direction(sortKey[query.sort]),
    sql`${licenses.expiryDate} asc nulls last`,
    asc(licenses.licenseNameKey),
    asc(licenses.id),
  ];

  // The page is picked on the sort keys alone (the default order is an index-only read of
  // licenses (business_id, expiry_date, license_name_key, id)), then only its rows are read whole,
  // with their business and last reminder, and put back in the same order (decision 036).
  const picked = db
    .select({ id: licenses.id, role: sql<WorkspaceRole>`${workspaceMembers.role}`.as('role') })
    .from(licenses)
    .innerJoin(businesses, eq(businesses.id, licenses.businessId))
    .innerJoin(workspaceMembers, membershipOfBusiness(userId))
    .where(condition)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset)
    .as('picked');
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...owned, role: picked.role })
      .from(picked)
      .innerJoin(licenses, eq(licenses.id, picked.id))
      .innerJoin(businesses, eq(businesses.id, licenses.businessId))
      .orderBy(...order),
    db
      .select({ n: count() })
      .from(licenses)
      .innerJoin(businesses, eq(businesses.id, licenses.businessId))
      .innerJoin(workspaceMembers, membershipOfBusiness(userId))
      .where(condition),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
