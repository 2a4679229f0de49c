// A dashboard summary built from fixture licences the way the server builds it (component tests only).
import {
  type Business,
  DASHBOARD_BUSINESS_LIMIT,
  DASHBOARD_EXPIRY_LIST_SIZE,
  DASHBOARD_LEVEL_TOP_SIZE,
  type DashboardSummary,
  LICENSE_LEVELS,
  type License,
  type StatusCounts,
  statusLabel,
} from '@lt/core';

function countsOf(licenses: readonly License[]): StatusCounts {
  const counts = { total: licenses.length, expired: 0, expiring_soon: 0, active: 0, no_expiry: 0 };
  for (const l of licenses) counts[statusLabel(l)] += 1;
  return counts;
}

const byExpiry = (a: License, b: License) =>
  Number(a.expiry_date === null) - Number(b.expiry_date === null) ||
  (a.expiry_date ?? '').localeCompare(b.expiry_date ?? '') ||
  a.license_name.localeCompare(b.license_name);

export function summaryFrom(
  businesses: readonly Business[],
  licenses: readonly License[],
  workspaceId: string | null = null,
): DashboardSummary {
  const sorted = [...licenses].sort(byExpiry);
  const withCounts = businesses.map((b) => ({
    ...b,
    counts: countsOf(licenses.filter((l) => l.business_id === b.id)),
  }));
  return {
    workspace_id: workspaceId,
    counts: countsOf(licenses),
    business_count: businesses.length,
    businesses: withCounts.slice(0, DASHBOARD_BUSINESS_LIMIT),
    expiring_soon: sorted
      .filter((l) => statusLabel(l) === 'expiring_soon')
      .slice(0, DASHBOARD_EXPIRY_LIST_SIZE),
    expired: sorted
      .filter((l) => statusLabel(l) === 'expired')
      .reverse()
      .slice(0, DASHBOARD_EXPIRY_LIST_SIZE),
    levels: LICENSE_LEVELS.map((level) => {
      const inLevel = sorted.filter((l) => l.level === level);
      return { level, counts: countsOf(inLevel), top: inLevel.slice(0, DASHBOARD_LEVEL_TOP_SIZE) };
    }),
  };
}
