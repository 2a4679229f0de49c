import {
  DASHBOARD_BUSINESS_LIMIT,
  DASHBOARD_EXPIRY_LIST_SIZE,
  DASHBOARD_LEVEL_TOP_SIZE,
  LICENSE_LEVELS,
  LICENSE_STATUS_LABELS,
  type LicenseLevel,
  type LicenseStatusLabel,
  type StatusCounts,
  type WorkspaceRole,
} from '@lt/core';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { businesses, licenses, workspaceMembers } from '../../db/schema';
import type { VisibleBusiness } from '../businesses/service';
import { type OwnedLicense, ownedLicenseColumns } from '../licenses/service';
import { membershipOfBusiness } from '../workspaces/access';
import { businessToday, onZoneToday, statusOn, zoneTodays, zoneTodaysAt } from './status-sql';

/**
 * The dashboard's two statements (decisions 025, 029, 036): the counts, and the short lists. Each
 * is an aggregate or ends in a LIMIT, so what crosses from the database is bounded by the number of
 * businesses shown, never by the licences. Both work business by business (LATERAL subqueries on
 * the licences' per-business indexes, the business's "today" a constant there): the counts read
 * index entries only, the lists a few entries per business, and neither sorts all the licences.
 *
 * Both are prepared once per database handle, in two variants (all the caller's workspaces, or
 * one), with the caller, the workspace and the instant as placeholders (decision 039): building
 * their text with drizzle cost more CPU at each request than running them.
 */
export interface Scope {
  userId: string;
  /** One workspace of the caller's (already checked), or all of them. */
  workspaceId?: string;
  now: Date;
}

/** The placeholders the prepared statements take, filled from a `Scope` by `paramsOf`. */
const P = {
  userId: sql.placeholder('userId'),
  workspaceId: sql.placeholder('workspaceId'),
  now: sql.placeholder('now'),
  todays: sql.placeholder('todays'),
};

function paramsOf(scope: Scope) {
  return {
    userId: scope.userId,
    workspaceId: scope.workspaceId ?? null,
    now: scope.now.toISOString(),
    todays: zoneTodaysAt(scope.now),
  };
}

/** Which variant of a statement: in one workspace, or across all of the caller's. */
type InWorkspace = boolean;

const where = (inWorkspace: InWorkspace, extra?: SQL) =>
  and(inWorkspace ? eq(businesses.workspaceId, P.workspaceId) : undefined, extra);

/** A statement of each variant, prepared once per database handle under `name`. */
function preparedVariants<Q>(name: string, prepare: (db: Db, inWorkspace: InWorkspace, name: string) => Q) {
  return preparedPer((db) => ({
    all: prepare(db, false, `${name}_all`),
    one: prepare(db, true, `${name}_in_workspace`),
  }));
}

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
const today = businessToday(P.now);

/**
 * One business's licences counted by level and status, as a LATERAL subquery (decision 036): an
 * index-only range of licenses (business_id, level, expiry_date), with the business's "today" a
 * constant for it; at most one row per level.
 */
function countedPerLevel(db: Db) {
  const counted = (label: LicenseStatusLabel) =>
    sql<number>`count(*) filter (where ${statusOn(label, today)})`.mapWith(Number).as(label);
  return db
    .select({
      level: licenses.level,
      total: sql<number>`count(*)`.mapWith(Number).as('total'),
      expired: counted('expired'),
      expiring_soon: counted('expiring_soon'),
      active: counted('active'),
      no_expiry: counted('no_expiry'),
    })
    .from(licenses)
    .where(eq(licenses.businessId, businesses.id))
    .groupBy(licenses.level)
    .as('counted');
}

/**
 * Businesses with their licences counted by status: each business's counts per level come from
 * its own index range (`countedPerLevel`), are summed per business, and summed per level over
 * every business (`sum(…) over ()`), before the LIMIT, like the number of businesses.
 */
function countStatement(db: Db, inWorkspace: InWorkspace, name: string) {
  const c = countedPerLevel(db);
  const summed = (key: CountKey) => sql<number>`coalesce(sum(${c[key]}), 0)`.mapWith(Number);
  const counts = {
    total: summed('total'),
    expired: summed('expired'),
    expiring_soon: summed('expiring_soon'),
    active: summed('active'),
    no_expiry: summed('no_expiry'),
  };
  const levelWindow: Record<string, SQL<number>> = {};
  for (const level of LICENSE_LEVELS)
    for (const key of STATUSES)
      levelWindow[`${level}:${key}`] =
        sql<number>`sum(sum(${c[key]}) filter (where ${c.level} = ${level})) over ()`.mapWith(Number);
  return db
    .select({
      business: businesses,
      role: sql<WorkspaceRole>`${workspaceMembers.role}`,
      ...counts,
      businessTotal: sql<number>`count(*) over ()`.mapWith(Number),
      ...levelWindow,
    })
    .from(businesses)
    .innerJoin(workspaceMembers, membershipOfBusiness(P.userId))
    .leftJoin(zoneTodays(P.todays), onZoneToday)
    .leftJoinLateral(c, sql`true`)
    .where(where(inWorkspace))
    .groupBy(businesses.id, workspaceMembers.role)
    .orderBy(
      desc(counts.expired),
      desc(counts.expiring_soon),
      asc(businesses.businessName),
      asc(businesses.id),
    )
    .limit(DASHBOARD_BUSINESS_LIMIT)
    .prepare(name);
}

const countStatements = preparedVariants('dashboard_counts', countStatement);

export async function countAll(db: Db, scope: Scope): Promise<Counted> {
  const statements = countStatements(db);
  const rows = await (scope.workspaceId ? statements.one : statements.all).execute(paramsOf(scope));
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

interface List {
  name: ListName;
  /** The licences it may hold, on the licence row and the business's `today`. */
  condition: SQL;
  /**
   * Its order, with the name's sort key (folded, as the licence list sorts names) and id last, so
   * ties fall the same way at every request; the per-business indexes hold all three (decision 039).
   */
  order: (expiryDate: SQL | AnyPgColumn, licenseNameKey: SQL | AnyPgColumn, id: SQL | AnyPgColumn) => SQL[];
  size: number;
}

/**
 * One list's licences (decision 036): each business in scope gives its first `size` from its own
 * index range (a LATERAL subquery, where the business's "today" is a constant), the candidates are
 * ordered and cut to `size`, and only those are read whole, with their business and last reminder.
 * The first `size` of every business's first `size` are the first `size` of all, ties included, as
 * both orders are the same.
 */
function listed(db: Db, inWorkspace: InWorkspace, list: List) {
  const own = db
    .select({ id: licenses.id, expiryDate: licenses.expiryDate, licenseNameKey: licenses.licenseNameKey })
    .from(licenses)
    .where(and(eq(licenses.businessId, businesses.id), list.condition))
    .orderBy(...list.order(licenses.expiryDate, licenses.licenseNameKey, licenses.id))
    .limit(list.size)
    .as('own');
  const picked = db
    .select({ id: own.id, role: sql<WorkspaceRole>`${workspaceMembers.role}`.as('role') })
    .from(businesses)
    .innerJoin(workspaceMembers, membershipOfBusiness(P.userId))
    .leftJoin(zoneTodays(P.todays), onZoneToday)
    .innerJoinLateral(own, sql`true`)
    .where(where(inWorkspace))
    .orderBy(...list.order(own.expiryDate, own.licenseNameKey, own.id))
    .limit(list.size)
    .as('picked');
  return db
    .select({ ...ownedLicenseColumns, role: picked.role, list: sql<ListName>`${list.name}::text` })
    .from(picked)
    .innerJoin(licenses, eq(licenses.id, picked.id))
    .innerJoin(businesses, eq(businesses.id, licenses.businessId))
    .orderBy(...list.order(licenses.expiryDate, licenses.licenseNameKey, licenses.id))
    .limit(list.size);
}

/**
 * The 10 soonest expiring, the 10 most recently expired, and each level's first 5 by expiry date
 * (expired ones first, as they need action; no expiry last).
 */
const LISTS: List[] = [
  {
    name: 'expiring_soon',
    condition: statusOn('expiring_soon', today),
    order: (expiry, name, id) => [asc(expiry), asc(name), asc(id)],
    size: DASHBOARD_EXPIRY_LIST_SIZE,
  },
  {
    name: 'expired',
    condition: statusOn('expired', today),
    order: (expiry, name, id) => [desc(expiry), asc(name), asc(id)],
    size: DASHBOARD_EXPIRY_LIST_SIZE,
  },
  ...LICENSE_LEVELS.map(
    (level): List => ({
      name: level,
      condition: eq(licenses.level, level),
      order: (expiry, name, id) => [sql`${expiry} asc nulls last`, asc(name), asc(id)],
      size: DASHBOARD_LEVEL_TOP_SIZE,
    }),
  ),
];

/**
 * Every list in one statement: a UNION ALL of ordered, LIMITed subqueries, whose rows come back
 * arm after arm, each in its own order.
 */
function shortListStatement(db: Db, inWorkspace: InWorkspace, name: string) {
  const [first, second, ...rest] = LISTS.map((list) => listed(db, inWorkspace, list));
  return unionAll(first!, second!, ...rest).prepare(name);
}

const shortListStatements = preparedVariants('dashboard_short_lists', shortListStatement);

export async function shortLists(db: Db, scope: Scope): Promise<Map<ListName, OwnedLicense[]>> {
  const statements = shortListStatements(db);
  const rows = await (scope.workspaceId ? statements.one : statements.all).execute(paramsOf(scope));
  const byName = new Map<ListName, OwnedLicense[]>(LISTS.map((list) => [list.name, []]));
  for (const { list, ...row } of rows) byName.get(list)!.push(row);
  return byName;
}
