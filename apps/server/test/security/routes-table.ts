// The table of every /api route with what it accepts: the same zod contracts the server validates
// with, and a body that passes them. The fuzzer mutates these; the access matrix sends them with
// other users' ids.

import type { z } from 'zod';
import { ACCOUNT_ROUTES } from './routes/account';
import { BUSINESS_ROUTES } from './routes/businesses';
import { WORKSPACE_ROUTES } from './routes/workspaces';

export { BUSINESS_SAMPLE } from './routes/samples';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface FixtureIds {
  /** A business and a licence of the caller. */
  businessId: string;
  licenseId: string;
  /** A licence template: templates are global. */
  templateId: string;
  /** The caller's personal workspace. */
  workspaceId: string;
}

export interface RouteSpec {
  method: Method;
  path: string;
  /** Answers without a token. */
  public?: true;
  /** /api/admin: admins only. */
  admin?: true;
  /** Super admins only: an admin who is not one gets 403 too. */
  superAdmin?: true;
  /** The kind of value each path parameter takes. */
  params?: Record<string, 'id' | 'province' | 'wildcard' | 'feed' | 'token'>;
  paramsSchema?: z.ZodType;
  query?: { schema: z.ZodType; sample: Record<string, string> };
  body?: { schema: z.ZodType; sample: (ids: FixtureIds) => Record<string, unknown> };
  /** Takes no body, but a body sent along is parsed by its content type (POST). */
  ignoresBody?: true;
}

/** Every /api route. The tests fail when the app has a route this table lacks, or the reverse. */
export const ROUTES: RouteSpec[] = [...ACCOUNT_ROUTES, ...BUSINESS_ROUTES, ...WORKSPACE_ROUTES];

/** Body fields that name something a user owns (template ids are global). */
export const isOwnedIdField = (key: string) => /(^|_)id$/.test(key) && key !== 'template_id';

/** Fills a path template: `values[name]` is put in as it is (encode it first). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => values[name ?? '*'] ?? whole);
}
