import { type DashboardSummary, LICENSE_LEVELS, type StatusCounts } from '@lt/core';
import type { Db } from '../../db/client';
import { toBusiness } from '../businesses/service';
import { toLicense } from '../licenses/service';
import { roleInWorkspace } from '../workspaces/access';
import * as repo from './repository';

const NONE: StatusCounts = { total: 0, expired: 0, expiring_soon: 0, active: 0, no_expiry: 0 };

const add = (a: StatusCounts, b: StatusCounts): StatusCounts => ({
  total: a.total + b.total,
  expired: a.expired + b.expired,
  expiring_soon: a.expiring_soon + b.expiring_soon,
  active: a.active + b.active,
  no_expiry: a.no_expiry + b.no_expiry,
});

/**
 * The dashboard of what the caller may see (decision 025): across their workspaces, or in one of
 * them (`read`; not a member → 404 like any unknown workspace). Statuses are counted in SQL by the
 * same rule as every licence's status fields (status-sql.ts).
 */
export async function dashboardSummary(
  db: Db,
  userId: string,
  workspaceId: string | undefined,
  now: Date,
): Promise<DashboardSummary> {
  if (workspaceId) await roleInWorkspace(db, userId, workspaceId, 'read');
  const scope: repo.Scope = { userId, workspaceId, now };
  const [businesses, byLevel, expiring, expired, ...tops] = await Promise.all([
    repo.businessesWithCounts(db, scope),
    repo.countsByLevel(db, scope),
    repo.soonestExpiring(db, scope),
    repo.latestExpired(db, scope),
    ...LICENSE_LEVELS.map((level) => repo.topOfLevel(db, scope, level)),
  ]);
  return {
    workspace_id: workspaceId ?? null,
    counts: [...byLevel.values()].reduce(add, NONE),
    business_count: businesses[0]?.businessTotal ?? 0,
    businesses: businesses.map((b) => ({ ...toBusiness(b), counts: b.counts })),
    expiring_soon: expiring.map((l) => toLicense(l, now)),
    expired: expired.map((l) => toLicense(l, now)),
    levels: LICENSE_LEVELS.map((level, i) => ({
      level,
      counts: byLevel.get(level) ?? NONE,
      top: tops[i]!.map((l) => toLicense(l, now)),
    })),
  };
}
