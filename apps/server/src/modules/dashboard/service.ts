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
 * same rule as every licence's status fields (status-sql.ts); two statements (decision 029).
 */
export async function dashboardSummary(
  db: Db,
  userId: string,
  workspaceId: string | undefined,
  now: Date,
): Promise<DashboardSummary> {
  if (workspaceId) await roleInWorkspace(db, userId, workspaceId, 'read');
  const scope: repo.Scope = { userId, workspaceId, now };
  const [counted, lists] = await Promise.all([repo.countAll(db, scope), repo.shortLists(db, scope)]);
  const licencesOf = (list: repo.ListName) => (lists.get(list) ?? []).map((l) => toLicense(l, now));
  const byLevel = LICENSE_LEVELS.map((level) => counted.byLevel.get(level) ?? NONE);
  return {
    workspace_id: workspaceId ?? null,
    counts: byLevel.reduce(add, NONE),
    business_count: counted.businessTotal,
    businesses: counted.businesses.map((b) => ({ ...toBusiness(b), counts: b.counts })),
    expiring_soon: licencesOf('expiring_soon'),
    expired: licencesOf('expired'),
    levels: LICENSE_LEVELS.map((level, i) => ({ level, counts: byLevel[i]!, top: licencesOf(level) })),
  };
}
