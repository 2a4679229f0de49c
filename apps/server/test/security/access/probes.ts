// The access matrix: who calls, what each call is, and the answer each call must get.

import type { TestIdentity } from '../../support/tokens';
import type { AppRoute } from '../app-routes';
import {
  type FixtureIds,
  fillPath,
  isOwnedIdField,
  METHODS,
  type Method,
  ROUTES,
  type RouteSpec,
} from '../routes-table';

export type Who = 'A' | 'B' | 'C';
export type Caller = Who | 'anonymous';
export const USERS: Who[] = ['A', 'B', 'C'];
export const CALLERS: Caller[] = ['A', 'B', 'C', 'anonymous'];

export interface Person {
  identity: TestIdentity;
  headers: { authorization: string };
  ids: FixtureIds & { userId: string };
  /** Strings only this user's data contains: none may appear in an answer to someone else. */
  markers: string[];
}

const isPublic = (path: string) => /^\/api\/(health|ready|docs)(\/|$)/.test(path);
/** The calendar feed answers without sign-in; a token that is nobody's is 404 to everyone. */
const isCalendarFeed = (path: string) => path.startsWith('/api/calendar/');
export const isAdminPath = (path: string) => path.startsWith('/api/admin/');

export interface Probe {
  method: Method;
  path: string;
  url: string;
  body?: unknown;
  /** Another user's id is in the path or the body. */
  foreign: boolean;
  label: string;
}

/** What the matrix is built from: the app's own routes, the three users and the templates. */
export interface Matrix {
  routes: AppRoute[];
  people: Record<Who, Person>;
  templateIds: string[];
}

/** The matrix for one caller: every path × every method × every other user's id in every slot. */
export function probesFor(caller: Caller, { routes, people, templateIds }: Matrix): Probe[] {
  const paths = [...new Set(routes.map((r) => r.path))];
  const victims = USERS.filter((u) => u !== caller);
  const own: FixtureIds & { userId?: string } = caller === 'anonymous' ? people.A.ids : people[caller].ids;
  const probes: Probe[] = [];

  for (const path of paths) {
    for (const method of METHODS) {
      const spec: RouteSpec | undefined =
        ROUTES.find((r) => r.path === path && r.method === method) ??
        ROUTES.find((r) => r.path === path && r.body);
      // Signing out names nobody's data, and would end the caller's token for the probes after it.
      if (spec?.method === method && spec.endsSession) continue;
      const sample = spec?.body?.sample(own);
      const body = method === 'GET' || (method === 'DELETE' && !sample) ? undefined : (sample ?? {});

      // Path: another user's ids (foreign), or the caller's own (with a foreign id in the body).
      const pathOptions: { values: Record<string, string>; foreign: boolean; label: string }[] = [];
      const names = [...path.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
      const fixed: Record<string, string> = {};
      for (const name of names) {
        if (name === 'province') fixed[name] = 'ON';
        if (name === '*') fixed[name] = 'json';
        if (name === 'file') fixed[name] = 'not-a-feed-token.ics';
        // A well-formed link nobody was sent.
        if (name === 'token') fixed[name] = 'N0t-a-real-invitation-token-0000000000000000';
        // The second id of a workspace path: the caller themself, or an id nobody has.
        if (name === 'user_id') fixed[name] = own.userId ?? '00000000-0000-4000-8000-000000000000';
        if (name === 'invitation_id' || name === 'recipient_id' || name === 'channel_id')
          fixed[name] = '00000000-0000-4000-8000-000000000000';
      }
      if (names.includes('id')) {
        for (const v of victims) {
          for (const [what, id] of Object.entries(people[v].ids)) {
            if (what === 'templateId') continue;
            pathOptions.push({ values: { ...fixed, id }, foreign: true, label: `${v}.${what} in path` });
          }
        }
        if (caller !== 'anonymous') {
          for (const what of ['businessId', 'licenseId', 'workspaceId'] as const) {
            pathOptions.push({ values: { ...fixed, id: own[what] }, foreign: false, label: `own ${what}` });
          }
          // A member path of the caller's own workspace naming someone who is not a member there.
          if (names.includes('user_id')) {
            for (const v of victims) {
              pathOptions.push({
                values: { ...fixed, id: own.workspaceId, user_id: people[v].ids.userId },
                foreign: true,
                label: `${v}.userId as member of own workspace`,
              });
            }
          }
        }
        if (isAdminPath(path) && caller !== 'C') {
          // A real template: if the admin check were missing, this would change it.
          pathOptions.push({
            values: { ...fixed, id: templateIds[1]! },
            foreign: false,
            label: 'template',
          });
        }
      } else {
        pathOptions.push({ values: fixed, foreign: false, label: 'no id in path' });
      }

      // Body: each field naming something a user owns gets each of the others' ids.
      const bodyOptions: { body: unknown; foreign: boolean; label: string }[] = [
        { body, foreign: false, label: 'own body' },
      ];
      const ownedFields =
        body && typeof body === 'object' ? Object.keys(body).filter((k) => isOwnedIdField(k)) : [];
      for (const field of ownedFields) {
        for (const v of victims) {
          for (const [what, id] of Object.entries(people[v].ids)) {
            if (what === 'templateId') continue;
            bodyOptions.push({
              body: { ...(body as object), [field]: id },
              foreign: true,
              label: `${v}.${what} as ${field}`,
            });
          }
        }
      }

      const hasSlots = names.includes('id') || ownedFields.length > 0;
      for (const p of pathOptions) {
        for (const b of bodyOptions) {
          const foreign = p.foreign || b.foreign;
          // Where ids can go, only combinations with someone else's id; elsewhere, the plain call.
          if (hasSlots && !foreign && p.label !== 'template') continue;
          probes.push({
            method,
            path,
            url: `${fillPath(path, p.values)}${path.includes('*') ? '' : '/'}`,
            body: b.body,
            foreign,
            label: `${p.label}, ${b.label}`,
          });
        }
      }
    }
  }
  return probes;
}

/**
 * The route the router picks for a URL: its own path, or another one whose parameter matches
 * (PUT /api/licenses/calculate-expiry is PUT /api/licenses/:id), or none.
 */
function routeFor(method: Method, url: string, routes: AppRoute[]): string | undefined {
  const path = url.replace(/\/$/, '');
  const candidates = routes.filter((r) => r.method === method);
  const exact = candidates.find((r) => r.path === path);
  if (exact) return exact.path;
  return candidates.find((r) => {
    const pattern = r.path.replace(/:\w+/g, '[^/]+').replace('*', '.*');
    return new RegExp(`^${pattern}$`).test(path);
  })?.path;
}

export function expectedStatus(caller: Caller, probe: Probe, routes: AppRoute[]): string {
  const route = routeFor(probe.method, probe.url, routes);
  if (!route) return '404';
  if (isCalendarFeed(route)) return '404';
  if (isPublic(route)) return '2xx/3xx';
  if (caller === 'anonymous') return '401';
  if (isAdminPath(route) && caller !== 'C') return '403';
  // C is an admin, not a super admin (SECURITY_ENV).
  if (ROUTES.some((r) => r.path === route && r.method === probe.method && r.superAdmin)) return '403';
  if (probe.foreign) return '404';
  return 'below 500';
}

export function statusMatches(expected: string, status: number): boolean {
  if (expected === '2xx/3xx') return status < 400;
  if (expected === 'below 500') return status < 500;
  return String(status) === expected;
}
