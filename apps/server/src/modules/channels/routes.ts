import {
  ChannelCreate,
  ChannelTestResult,
  channelParams,
  ErrorBody,
  isLanguage,
  MAX_CHANNELS_PER_WORKSPACE,
  uuidParam,
  WorkspaceChannel,
  WorkspaceChannelCreated,
} from '@lt/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { channelSender } from '../../reminders/channel-transport';
import * as service from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** A workspace's Slack, Teams and webhook channels (issue 18, item 5; decision 026). */
export async function channelRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['workspaces'];
  const allowLoopback = app.config.reminders.webhookAllowLoopback ?? false;
  const sender = channelSender({ allowLoopback });

  r.get(
    '/workspaces/:id/channels/',
    {
      schema: {
        tags,
        description: `Any member. At most ${MAX_CHANNELS_PER_WORKSPACE} channels a workspace, so one page; URLs are shown as a hint only.`,
        params: uuidParam,
        response: { 200: z.array(WorkspaceChannel), ...errors },
      },
    },
    async (request) => service.listChannels(app.db, request.user.id, request.params.id),
  );

  r.post(
    '/workspaces/:id/channels/',
    {
      schema: {
        tags,
        description:
          'Owners only. The URL must be https on a public address. A webhook channel answers its signing secret (Standard Webhooks, "whsec_…") this once.',
        params: uuidParam,
        body: ChannelCreate,
        response: { 201: WorkspaceChannelCreated, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await service.createChannel(app.db, request.user.id, request.params.id, request.body, {
          now: app.clock.now(),
          allowLoopback,
        }),
      ),
  );

  r.delete(
    '/workspaces/:id/channels/:channel_id/',
    {
      schema: {
        tags,
        description:
          'Owners only. Its waiting deliveries are cancelled with it; sent ones stay in the history.',
        params: channelParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteChannel(
        app.db,
        request.user.id,
        request.params.id,
        request.params.channel_id,
        app.clock.now(),
      );
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/workspaces/:id/channels/:channel_id/test/',
    {
      schema: {
        tags,
        description:
          'Owners only. Sends a test message now and answers what the receiver said; a test that goes through turns a channel the product had turned off back on.',
        params: channelParams,
        response: { 200: ChannelTestResult, ...errors },
      },
    },
    async (request) =>
      service.testChannel(app.db, request.user.id, request.params.id, request.params.channel_id, {
        now: app.clock.now(),
        sender,
        publicUrl: app.config.publicUrl,
        language: isLanguage(request.user.language) ? request.user.language : 'en',
      }),
  );
}
