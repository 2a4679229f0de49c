import {
  ErrorBody,
  InvitationAccept,
  InvitationCreate,
  InvitationView,
  invitationParams,
  invitationTokenParam,
  MemberRoleUpdate,
  memberParams,
  roleField,
  TOTAL_COUNT_HEADER,
  uuidParam,
  Workspace,
  WorkspaceDeletion,
  WorkspaceInput,
  WorkspaceInvitation,
  WorkspaceMember,
  WorkspacePageQuery,
} from '@lt/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendEncoded } from '../../lib/kept-json';
import * as invitations from './invitations';
import * as service from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const WorkspaceList = z.array(Workspace);

export interface WorkspaceRouteOptions {
  /** Sends the invitation e-mail through the product's transport (app.ts). */
  send: invitations.SendMail;
  /** Confirms the built-in account of an address an accepted invitation proved (app.ts). */
  confirmAccount?: invitations.ConfirmAccount;
}

/** Workspaces, their members and invitations (decision 014). */
export async function workspaceRoutes(app: FastifyInstance, options: WorkspaceRouteOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['workspaces'];
  const now = () => app.clock.now();

  // The shell's workspace switcher asks for it on every screen: kept per caller like the first
  // screens (decision 029, auth/caller-cache.ts), as the JSON its contract encodes, and forgotten at
  // the caller's next write (creating, renaming, leaving, accepting an invitation). Access to a
  // workspace is still checked on every request; only this list may lag another member's change.
  r.get(
    '/workspaces/',
    { schema: { tags, response: { 200: WorkspaceList, ...errors } } },
    async (request, reply) => {
      const userId = request.user.id;
      const json = await app.callers.view(userId, 'workspaces', async () =>
        JSON.stringify(WorkspaceList.encode(await service.listWorkspaces(app.db, userId))),
      );
      return sendEncoded<Workspace[]>(reply, json);
    },
  );

  r.post(
    '/workspaces/',
    { schema: { tags, body: WorkspaceInput, response: { 201: Workspace, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await service.createWorkspace(app.db, request.user.id, request.body.name)),
  );

  r.get(
    '/workspaces/:id/',
    { schema: { tags, params: uuidParam, response: { 200: Workspace, ...errors } } },
    async (request) => service.getWorkspace(app.db, request.user.id, request.params.id),
  );

  r.put(
    '/workspaces/:id/',
    { schema: { tags, params: uuidParam, body: WorkspaceInput, response: { 200: Workspace, ...errors } } },
    async (request) => service.renameWorkspace(app.db, request.user.id, request.params.id, request.body.name),
  );

  r.delete(
    '/workspaces/:id/',
    {
      schema: {
        tags,
        description:
          'Deletes a workspace with its businesses and licences (owner only), confirmed by its name typed again. The personal workspace cannot be deleted.',
        params: uuidParam,
        body: WorkspaceDeletion,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteWorkspace(app.db, request.user.id, request.params.id, request.body.confirm_name);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/workspaces/:id/members/',
    {
      schema: {
        tags,
        params: uuidParam,
        querystring: WorkspacePageQuery,
        response: { 200: z.array(WorkspaceMember), ...errors },
      },
    },
    async (request, reply) => {
      const page = await service.listMembers(app.db, request.user.id, request.params.id, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return page.members;
    },
  );

  r.put(
    '/workspaces/:id/members/:user_id/',
    {
      schema: {
        tags,
        params: memberParams,
        body: MemberRoleUpdate,
        response: { 200: WorkspaceMember, ...errors },
      },
    },
    async (request) =>
      service.changeRole(
        app.db,
        request.user.id,
        request.params.id,
        request.params.user_id,
        request.body.role,
      ),
  );

  r.delete(
    '/workspaces/:id/members/:user_id/',
    {
      schema: {
        tags,
        description:
          'An owner removes a member; any member may remove themselves (leave). The last owner cannot.',
        params: memberParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.removeMember(app.db, request.user.id, request.params.id, request.params.user_id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/workspaces/:id/invitations/',
    {
      schema: {
        tags,
        description:
          'E-mails a single-use link, valid 7 days, to join the workspace with the role given (owner only, from an account whose e-mail is confirmed: 403 otherwise). 422 past the account’s invitations per UTC day (`INVITATIONS_PER_DAY`, withdrawn ones count) or the workspace’s pending cap (`PENDING_INVITATIONS`, withdrawn in the last 24 hours count).',
        params: uuidParam,
        body: InvitationCreate,
        response: { 201: WorkspaceInvitation, ...errors },
      },
    },
    async (request, reply) => {
      const created = await invitations.invite(app.db, request.user, request.params.id, request.body, {
        now: now(),
        publicUrl: app.config.publicUrl,
        send: options.send,
      });
      return reply.code(201).send(created);
    },
  );

  r.get(
    '/workspaces/:id/invitations/',
    {
      schema: {
        tags,
        params: uuidParam,
        querystring: WorkspacePageQuery,
        response: { 200: z.array(WorkspaceInvitation), ...errors },
      },
    },
    async (request, reply) => {
      const page = await invitations.listInvitations(
        app.db,
        request.user.id,
        request.params.id,
        request.query,
        now(),
      );
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return page.invitations;
    },
  );

  r.delete(
    '/workspaces/:id/invitations/:invitation_id/',
    { schema: { tags, params: invitationParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await invitations.revoke(
        app.db,
        request.user.id,
        request.params.id,
        request.params.invitation_id,
        now(),
      );
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/invitations/:token/',
    { schema: { tags, params: invitationTokenParam, response: { 200: InvitationView, ...errors } } },
    async (request) => invitations.viewInvitation(app.db, request.user, request.params.token, now()),
  );

  r.post(
    '/invitations/:token/accept/',
    {
      schema: {
        tags,
        description:
          'Joins the workspace: once, before expiry, by the user whose e-mail was invited; the link proves that address, so an unconfirmed one is confirmed. Counts as onboarding (name required then, and phone unless joining as a viewer).',
        params: invitationTokenParam,
        body: InvitationAccept.nullish(),
        response: { 200: z.object({ workspace_id: z.string(), role: roleField }), ...errors },
      },
    },
    async (request) =>
      invitations.acceptInvitation(
        app.db,
        request.user,
        request.params.token,
        request.body ?? {},
        now(),
        options.confirmAccount,
      ),
  );
}
