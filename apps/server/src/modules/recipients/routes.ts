import {
  ErrorBody,
  Recipient,
  RecipientCreate,
  RecipientPageQuery,
  RecipientUpdate,
  recipientParams,
  TOTAL_COUNT_HEADER,
  uuidParam,
} from '@lt/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SendMail } from '../workspaces/invitations';
import * as service from './service';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
};

export interface RecipientRouteOptions {
  /** Sends the confirmation e-mail through the product's transport (app.ts). */
  send: SendMail;
}

/** A business's reminder recipients (issue 14 item 4, decision 023). */
export async function recipientRoutes(app: FastifyInstance, options: RecipientRouteOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['businesses'];
  const ctx = () => ({
    now: app.clock.now(),
    publicUrl: app.config.publicUrl,
    send: options.send,
    emailCap: app.config.reminders.sendCaps.email,
  });

  r.get(
    '/businesses/:id/recipients/',
    {
      schema: {
        tags,
        params: uuidParam,
        querystring: RecipientPageQuery,
        response: { 200: z.array(Recipient), ...errors },
      },
    },
    async (request, reply) => {
      const page = await service.listRecipients(app.db, request.user.id, request.params.id, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return page.recipients;
    },
  );

  r.post(
    '/businesses/:id/recipients/',
    {
      schema: {
        tags,
        description:
          'kind "member" opts the caller in (any member); kind "contact" adds an outside contact (editor or owner), who is e-mailed a link to confirm before any reminder goes to them.',
        params: uuidParam,
        body: RecipientCreate,
        response: { 201: Recipient, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.createRecipient(app.db, request.user, request.params.id, request.body, ctx())),
  );

  r.put(
    '/businesses/:id/recipients/:recipient_id/',
    {
      schema: {
        tags,
        params: recipientParams,
        body: RecipientUpdate,
        response: { 200: Recipient, ...errors },
      },
    },
    async (request) =>
      service.updateRecipient(
        app.db,
        request.user,
        request.params.id,
        request.params.recipient_id,
        request.body,
        ctx(),
      ),
  );

  r.post(
    '/businesses/:id/recipients/:recipient_id/resend/',
    {
      schema: {
        tags,
        description:
          'Sends an outside contact’s confirmation e-mail again (editor or owner), when the first was lost. The same caps apply: at most 3 per address, and the caller’s daily e-mail cap (429). 409 when the contact already confirmed, unsubscribed, has no e-mail, or is a member.',
        params: recipientParams,
        response: { 200: Recipient, ...errors },
      },
    },
    async (request) =>
      service.resendConfirmation(app.db, request.user, request.params.id, request.params.recipient_id, ctx()),
  );

  r.delete(
    '/businesses/:id/recipients/:recipient_id/',
    { schema: { tags, params: recipientParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.deleteRecipient(
        app.db,
        request.user.id,
        request.params.id,
        request.params.recipient_id,
        app.clock.now(),
      );
      return reply.code(204).send(null);
    },
  );
}
