// What the routes table says of each /api route (../routes-table.ts).
import type { z } from 'zod';

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
  /**
   * Ends the caller's access tokens (sign-out, decision 046): never sent with the shared callers'
   * tokens, which later requests still need (auth/sessions.test.ts tests it).
   */
  endsSession?: true;
}
