import type { QueryClient } from '@tanstack/react-query';
import { isAdminQuery } from '../features/auth/use-is-admin';
import { businessesQuery } from '../features/businesses/use-businesses';
import { getWorkspaceScope } from '../lib/workspace-scope';
import { dashboardSummaryQuery } from '../routes/dashboard/use-dashboard-summary';
import { DASHBOARD_PATH } from './guard';

const SCREENS_WITH_LICENCES = new Set([DASHBOARD_PATH, '/app/licenses']);

/**
 * Asks for what the shell and the screen at `pathname` need as soon as they render. On a page load
 * the guard holds them back until the profile arrives; asked for beside the profile instead, they
 * come one round trip sooner (on a phone network, 150 ms and more).
 */
export function prefetchFirstQueries(client: QueryClient, pathname: string): void {
  void client.prefetchQuery(isAdminQuery);
  const screen = pathname.replace(/\/+$/, '');
  if (!SCREENS_WITH_LICENCES.has(screen)) return;
  // The dashboard reads its summary (decision 025), for the workspace the switcher chose. The
  // License Manager's page is not fetched ahead: a page prefetched while the screen mounted was seen
  // to leave it on "Loading" (Playwright); its business picker is.
  if (screen === DASHBOARD_PATH) void client.prefetchQuery(dashboardSummaryQuery(getWorkspaceScope()));
  else void client.prefetchQuery(businessesQuery);
}
