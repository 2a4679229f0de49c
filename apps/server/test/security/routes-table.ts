// The table of every /api route with what it accepts: the same zod contracts the server validates
// with, and a body that passes them. The fuzzer mutates these; the access matrix sends them with
// other users' ids.

import { ACCOUNT_ROUTES } from './routes/account';
import { BUSINESS_ROUTES } from './routes/businesses';
import type { RouteSpec } from './routes/route-spec';
import { WORKSPACE_ROUTES } from './routes/workspaces';

export { type FixtureIds, METHODS, type Method, type RouteSpec } from './routes/route-spec';
export { BUSINESS_SAMPLE } from './routes/samples';

/** Every /api route. The tests fail when the app has a route this table lacks, or the reverse. */
export const ROUTES: RouteSpec[] = [...ACCOUNT_ROUTES, ...BUSINESS_ROUTES, ...WORKSPACE_ROUTES];

/** Body fields that name something a user owns (template ids are global). */
export const isOwnedIdField = (key: string) => /(^|_)id$/.test(key) && key !== 'template_id';

/** Fills a path template: `values[name]` is put in as it is (encode it first). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => values[name ?? '*'] ?? whole);
}
