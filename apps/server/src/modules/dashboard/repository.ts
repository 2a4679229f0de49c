import {
  DASHBOARD_BUSINESS_LIMIT,
  DASHBOARD_EXPIRY_LIST_SIZE,
  DASHBOARD_LEVEL_TOP_SIZE,
  LICENSE_LEVELS,
  LICENSE_STATUS_LABELS,
  type LicenseLevel,
  type StatusCounts,
  type WorkspaceRole,
} from '@lt/core';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { businesses, licenses, workspaceMembers } from '../../db/schema';
import type { VisibleBusiness } from '../businesses/service';
import { type OwnedLicense, ownedLicenseColumns } from '../licenses/service';
import { membershipOfBusiness } from '../workspaces/access';
import { onZoneToday, statusCounts, statusIs, zoneTodays } from './status-sql';

/**
 * The dashboard's two statements (decisions 025, 029): the counts, and the short lists. Each is an
 * aggregate or ends in a LIMIT, so what crosses from the database is bounded by the number of
 * businesses shown, never by the licences; and each reads the caller's licences once.
 */
export interface Scope {
  userId: string;
  /** One workspace of the caller's (already checked), or all of them. */
  workspaceId?: string;
  now: Date;
}

const where = (scope: Scope, extra?: SQL) =>
  and(scope.workspaceId ? eq(businesses.workspaceId, scope.workspaceId) : undefined, extra);

export interface BusinessWithCounts extends VisibleBusiness {
  counts: StatusCounts;
}

export interface Counted {
  /** The first DASHBOARD_BUSINESS_LIMIT businesses: those needing attention first, then by name. */
  businesses: BusinessWithCounts[];
  /** The number of businesses in scope, whatever the LIMIT. */
  businessTotal: number;
  byLevel: Map<LicenseLevel, StatusCounts>;
}

const STATUSES = ['total', ...LICENSE_STATUS_LABELS] as const;
type CountKey = (typeof STATUSES)[number];

/**
 * Businesses with their licences counted by status, in one pass over the caller's licences: the
 * per-level counts are window sums over every business's groups (`sum(…) over ()`), taken before
 * the LIMIT, like the number of businesses.
 */
export async function countAll(db: Db, scope: Scope): Promise<Counted> {
  const counts = statusCounts(scope.now);
  const levelWindow: Record<string, SQL<number>> = {};
  for (const level of LICENSE_LEVELS)
    for (const key of STATUSES) {
      const filter = sql`${licenses.level} = ${level}${key === 'total' ? sql`` : sql` and ${statusIs(key, scope.now)}`}`;
      levelWindow[`${level}:${key}`] =
        sql<number>`sum(count(${licenses.id}) filter (where ${filter})) over ()`.mapWith(Number);
    }
  const rows = await db
    .select({
      business: businesses,
      role: sql<WorkspaceRole>`${workspaceMembers.role}`,
      ...counts,
      businessTotal: sql<number>`count(*) over ()`.mapWith(Number),
      ...levelWindow,
    })
    .from(businesses)
    .innerJoin(workspaceMembers, membershipOfBusiness(scope.userId))
    .leftJoin(zoneTodays(scope.now), onZoneToday)
    .leftJoin(licenses, eq(licenses.businessId, businesses.id))
    .where(where(scope))
    .groupBy(businesses.id, workspaceMembers.role)
    .orderBy(
      desc(counts.expired),
      desc(counts.expiring_soon),
      asc(businesses.businessName),
      asc(businesses.id),
    )
    .limit(DASHBOARD_BUSINESS_LIMIT);
  const first = rows[0] as Record<string, unknown> | undefined;
  const byLevel = new Map<LicenseLevel, StatusCounts>();
  if (first)
    for (const level of LICENSE_LEVELS)
      byLevel.set(
        level,
        Object.fromEntries(STATUSES.map((key) => [key, Number(first[`${level}:${key}`] ?? 0)])) as Record<
          CountKey,
          number
        >,
      );
  return {
    businessTotal: rows[0]?.businessTotal ?? 0,
    byLevel,
    businesses: rows.map((row) => ({
      business: row.business,
      role: row.role,
      counts: {
        total: row.total,
        expired: row.expired,
        expiring_soon: row.expiring_soon,
        active: row.active,
        no_expiry: row.no_expiry,
      },
    })),
  };
}

/** The dashboard's short lists: which one a licence is listed in. */
export type ListName = 'expiring_soon' | 'expired' | LicenseLevel;

/** One arm of `shortLists`: a list's licences, ordered and LIMITed (drizzle parenthesises each arm). */
function listed(scope: Scope, list: ListName, condition: SQL, order: SQL[], limit: number) {
  return {
    list,
    query: (db: Db) =>
      db
        .select({ ...ownedLicenseColumns, list: sql<ListName>`${list}::text` })
        .from(licenses)
        .innerJoin(businesses, eq(businesses.id, licenses.businessId))
        .innerJoin(workspaceMembers, membershipOfBusiness(scope.userId))
        .leftJoin(zoneTodays(scope.now), onZoneToday)
        .where(where(scope, condition))
        .orderBy(...order)
        .limit(limit),
  };
}

/**
 * The 10 soonest expiring, the 10 most recently expired, and each level's first 5 by expiry date
 * (expired ones first, as they need action; no expiry last), in one statement: a UNION ALL of
 * ordered, LIMITed subqueries, whose rows come back arm after arm, each in its own order.
 */
export async function shortLists(db: Db, scope: Scope): Promise<Map<ListName, OwnedLicense[]>> {
  const arms = [
    listed(
      scope,
      'expiring_soon',
      statusIs('expiring_soon', scope.now),
      [asc(licenses.expiryDate), asc(licenses.licenseName), asc(licenses.id)],
      DASHBOARD_EXPIRY_LIST_SIZE,
    ),
    listed(
      scope,
      'expired',
      statusIs('expired', scope.now),
      [desc(licenses.expiryDate), asc(licenses.licenseName), asc(licenses.id)],
      DASHBOARD_EXPIRY_LIST_SIZE,
    ),
    ...LICENSE_LEVELS.map((level) =>
      listed(
        scope,
        level,
        eq(licenses.level, level),
        [sql`${licenses.expiryDate} asc nulls last`, asc(licenses.licenseName), asc(licenses.id)],
        DASHBOARD_LEVEL_TOP_SIZE,
      ),
    ),
  ];
  const [first, second, ...rest] = arms.map((arm) => arm.query(db));
  const rows = await unionAll(first!, second!, ...rest);
  const lists = new Map<ListName, OwnedLicense[]>(arms.map((arm) => [arm.list, []]));
  for (const { list, ...row } of rows) lists.get(list)!.push(row);
  return lists;
}
