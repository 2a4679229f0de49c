import {
  DASHBOARD_BUSINESS_LIMIT,
  DASHBOARD_EXPIRY_LIST_SIZE,
  DASHBOARD_LEVEL_TOP_SIZE,
  type LicenseLevel,
  type StatusCounts,
  type WorkspaceRole,
} from '@lt/core';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, licenses, workspaceMembers } from '../../db/schema';
import type { VisibleBusiness } from '../businesses/service';
import { type OwnedLicense, ownedLicenseColumns } from '../licenses/service';
import { membershipOfBusiness } from '../workspaces/access';
import { statusCounts, statusIs } from './status-sql';

/**
 * The dashboard's queries (decision 025): every one is an aggregate or ends in a LIMIT, so what
 * crosses from the database is bounded by the number of businesses shown, never by the licences.
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
  /** The number of businesses in scope, whatever the LIMIT (a window over the groups). */
  businessTotal: number;
}

/** Businesses with their licences counted by status: those needing attention first, then by name. */
export async function businessesWithCounts(db: Db, scope: Scope): Promise<BusinessWithCounts[]> {
  const counts = statusCounts(scope.now);
  const rows = await db
    .select({
      business: businesses,
      role: sql<WorkspaceRole>`${workspaceMembers.role}`,
      ...counts,
      businessTotal: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(businesses)
    .innerJoin(workspaceMembers, membershipOfBusiness(scope.userId))
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
  return rows.map(({ business, role, businessTotal, ...c }) => ({
    business,
    role,
    businessTotal,
    counts: {
      total: c.total,
      expired: c.expired,
      expiring_soon: c.expiring_soon,
      active: c.active,
      no_expiry: c.no_expiry,
    },
  }));
}

/** Licences counted by level and status. */
export async function countsByLevel(db: Db, scope: Scope): Promise<Map<LicenseLevel, StatusCounts>> {
  const rows = await db
    .select({ level: licenses.level, ...statusCounts(scope.now) })
    .from(licenses)
    .innerJoin(businesses, eq(businesses.id, licenses.businessId))
    .innerJoin(workspaceMembers, membershipOfBusiness(scope.userId))
    .where(where(scope))
    .groupBy(licenses.level);
  return new Map(rows.map(({ level, ...counts }) => [level, counts]));
}

function ownedLicenses(db: Db, scope: Scope, condition: SQL, order: SQL[], limit: number) {
  return db
    .select(ownedLicenseColumns)
    .from(licenses)
    .innerJoin(businesses, eq(businesses.id, licenses.businessId))
    .innerJoin(workspaceMembers, membershipOfBusiness(scope.userId))
    .where(where(scope, condition))
    .orderBy(...order)
    .limit(limit) as Promise<OwnedLicense[]>;
}

/** The soonest to expire among those expiring soon. */
export function soonestExpiring(db: Db, scope: Scope): Promise<OwnedLicense[]> {
  return ownedLicenses(
    db,
    scope,
    statusIs('expiring_soon', scope.now),
    [asc(licenses.expiryDate), asc(licenses.licenseName), asc(licenses.id)],
    DASHBOARD_EXPIRY_LIST_SIZE,
  );
}

/** The most recently expired. */
export function latestExpired(db: Db, scope: Scope): Promise<OwnedLicense[]> {
  return ownedLicenses(
    db,
    scope,
    statusIs('expired', scope.now),
    [desc(licenses.expiryDate), asc(licenses.licenseName), asc(licenses.id)],
    DASHBOARD_EXPIRY_LIST_SIZE,
  );
}

/** A level's first licences by expiry date (expired ones first, as they need action; no expiry last). */
export function topOfLevel(db: Db, scope: Scope, level: LicenseLevel): Promise<OwnedLicense[]> {
  return ownedLicenses(
    db,
    scope,
    eq(licenses.level, level),
    [sql`${licenses.expiryDate} asc nulls last`, asc(licenses.licenseName), asc(licenses.id)],
    DASHBOARD_LEVEL_TOP_SIZE,
  );
}
