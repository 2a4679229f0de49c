// The probes of workspace-roles.test.ts (decision 014): each route that reaches a workspace, a
// business or a licence, with the role it needs and how to fill its path and body from a Target.
import type { InjectOptions } from 'fastify';
import { BUSINESS_SAMPLE } from '../routes-table';

export type Role = 'owner' | 'editor' | 'viewer' | 'outsider';
/** A viewer who is only ever the member managed (a member removing themself is leaving: allowed). */
export type Person = Role | 'spare';
export type Need = 'read' | 'edit' | 'own';
export const ROLES: Role[] = ['owner', 'editor', 'viewer', 'outsider'];

export interface Target {
  ws: string;
  biz: string;
  lic: string;
  member: string;
  inv: string;
  /** A webhook channel to a loopback port nothing listens on (WEBHOOK_ALLOW_LOOPBACK). */
  ch: string;
  /** An outside contact among the business's reminder recipients (decision 023). */
  rcp: string;
}

export interface Probe {
  method: InjectOptions['method'];
  /** The routes table's path; `:id` and the others are filled from a Target. */
  path: string;
  fill: (t: Target) => string;
  need: Need;
  body?: (t: Target) => object;
}

export const licence = (t: Target) => ({
  business_id: t.biz,
  license_name: 'Patio permit',
  level: 'municipal',
  issued_date: '2026-01-15',
  expiry_date: '2026-12-31',
});

export const PROBES: Probe[] = [
  { method: 'GET', path: '/api/workspaces/:id', fill: (t) => `/api/workspaces/${t.ws}/`, need: 'read' },
  {
    method: 'PUT',
    path: '/api/workspaces/:id',
    fill: (t) => `/api/workspaces/${t.ws}/`,
    need: 'own',
    body: () => ({ name: 'Renamed' }),
  },
  {
    method: 'DELETE',
    path: '/api/workspaces/:id',
    fill: (t) => `/api/workspaces/${t.ws}/`,
    need: 'own',
    body: () => ({ confirm_name: 'Client workspace' }),
  },
  {
    method: 'GET',
    path: '/api/workspaces/:id/members',
    fill: (t) => `/api/workspaces/${t.ws}/members/`,
    need: 'read',
  },
  {
    method: 'PUT',
    path: '/api/workspaces/:id/members/:user_id',
    fill: (t) => `/api/workspaces/${t.ws}/members/${t.member}/`,
    need: 'own',
    body: () => ({ role: 'editor' }),
  },
  {
    method: 'DELETE',
    path: '/api/workspaces/:id/members/:user_id',
    fill: (t) => `/api/workspaces/${t.ws}/members/${t.member}/`,
    need: 'own',
  },
  {
    method: 'GET',
    path: '/api/workspaces/:id/invitations',
    fill: (t) => `/api/workspaces/${t.ws}/invitations/`,
    need: 'own',
  },
  {
    method: 'POST',
    path: '/api/workspaces/:id/invitations',
    fill: (t) => `/api/workspaces/${t.ws}/invitations/`,
    need: 'own',
    body: () => ({ email: 'new-client@example.test', role: 'viewer' }),
  },
  {
    method: 'DELETE',
    path: '/api/workspaces/:id/invitations/:invitation_id',
    fill: (t) => `/api/workspaces/${t.ws}/invitations/${t.inv}/`,
    need: 'own',
  },
  {
    method: 'GET',
    path: '/api/workspaces/:id/channels',
    fill: (t) => `/api/workspaces/${t.ws}/channels/`,
    need: 'read',
  },
  {
    method: 'POST',
    path: '/api/workspaces/:id/channels',
    fill: (t) => `/api/workspaces/${t.ws}/channels/`,
    need: 'own',
    body: () => ({ kind: 'slack', url: 'http://127.0.0.1:9/slack' }),
  },
  {
    method: 'DELETE',
    path: '/api/workspaces/:id/channels/:channel_id',
    fill: (t) => `/api/workspaces/${t.ws}/channels/${t.ch}/`,
    need: 'own',
  },
  {
    method: 'POST',
    path: '/api/workspaces/:id/channels/:channel_id/test',
    fill: (t) => `/api/workspaces/${t.ws}/channels/${t.ch}/test/`,
    need: 'own',
  },
  {
    method: 'POST',
    path: '/api/businesses',
    fill: () => '/api/businesses/',
    need: 'edit',
    body: (t) => ({ ...BUSINESS_SAMPLE, workspace_id: t.ws }),
  },
  { method: 'GET', path: '/api/businesses/:id', fill: (t) => `/api/businesses/${t.biz}/`, need: 'read' },
  {
    method: 'PUT',
    path: '/api/businesses/:id',
    fill: (t) => `/api/businesses/${t.biz}/`,
    need: 'edit',
    body: () => ({ business_name: 'Renamed' }),
  },
  { method: 'DELETE', path: '/api/businesses/:id', fill: (t) => `/api/businesses/${t.biz}/`, need: 'edit' },
  {
    method: 'GET',
    path: '/api/businesses/:id/suggestions',
    fill: (t) => `/api/businesses/${t.biz}/suggestions/`,
    need: 'read',
  },
  {
    method: 'GET',
    path: '/api/businesses/:id/recipients',
    fill: (t) => `/api/businesses/${t.biz}/recipients/`,
    need: 'read',
  },
  {
    method: 'POST',
    path: '/api/businesses/:id/recipients',
    fill: (t) => `/api/businesses/${t.biz}/recipients/`,
    need: 'edit',
    body: () => ({ kind: 'contact', name: 'Location manager', email: 'manager@example.test' }),
  },
  {
    method: 'PUT',
    path: '/api/businesses/:id/recipients/:recipient_id',
    fill: (t) => `/api/businesses/${t.biz}/recipients/${t.rcp}/`,
    need: 'edit',
    body: () => ({ name: 'The client' }),
  },
  {
    method: 'DELETE',
    path: '/api/businesses/:id/recipients/:recipient_id',
    fill: (t) => `/api/businesses/${t.biz}/recipients/${t.rcp}/`,
    need: 'edit',
  },
  {
    method: 'POST',
    path: '/api/businesses/:id/recipients/:recipient_id/resend',
    fill: (t) => `/api/businesses/${t.biz}/recipients/${t.rcp}/resend/`,
    need: 'edit',
  },
  { method: 'POST', path: '/api/licenses', fill: () => '/api/licenses/', need: 'edit', body: licence },
  { method: 'GET', path: '/api/licenses/:id', fill: (t) => `/api/licenses/${t.lic}/`, need: 'read' },
  {
    method: 'PUT',
    path: '/api/licenses/:id',
    fill: (t) => `/api/licenses/${t.lic}/`,
    need: 'edit',
    body: licence,
  },
  { method: 'DELETE', path: '/api/licenses/:id', fill: (t) => `/api/licenses/${t.lic}/`, need: 'edit' },
  {
    method: 'POST',
    path: '/api/licenses/:id/renew',
    fill: (t) => `/api/licenses/${t.lic}/renew/`,
    need: 'edit',
    body: () => ({}),
  },
  {
    method: 'GET',
    path: '/api/licenses/:id/history',
    fill: (t) => `/api/licenses/${t.lic}/history/`,
    need: 'read',
  },
  {
    method: 'GET',
    path: '/api/licenses/:id/facts',
    fill: (t) => `/api/licenses/${t.lic}/facts/`,
    need: 'read',
  },
  {
    method: 'GET',
    path: '/api/dashboard/summary',
    fill: (t) => `/api/dashboard/summary/?workspace_id=${t.ws}`,
    need: 'read',
  },
  {
    method: 'GET',
    path: '/api/licenses/:id/reminders',
    fill: (t) => `/api/licenses/${t.lic}/reminders/`,
    need: 'read',
  },
  // Without `workspace_id` the exports are the caller's own list (every workspace they belong to).
  {
    method: 'GET',
    path: '/api/licenses/export.csv',
    fill: (t) => `/api/licenses/export.csv?workspace_id=${t.ws}`,
    need: 'read',
  },
  {
    method: 'GET',
    path: '/api/licenses/export.xlsx',
    fill: (t) => `/api/licenses/export.xlsx?workspace_id=${t.ws}`,
    need: 'read',
  },
];

/** Routes of these areas that name no workspace, business or licence: the caller's own lists and tools. */
export const NOT_SCOPED = new Set([
  'GET /api/workspaces',
  'POST /api/workspaces',
  'GET /api/businesses',
  'GET /api/licenses',
  'POST /api/licenses/calculate-expiry',
  // A multipart body (a sheet): its `workspace_id` is probed by role in
  // modules/data-transfer/workspace-scope.test.ts (viewer 403, stranger 404, nothing written).
  'POST /api/licenses/import',
  // By the link's token, not a workspace id: the invitation tests cover who may accept.
  'GET /api/invitations/:token',
  'POST /api/invitations/:token/accept',
]);
