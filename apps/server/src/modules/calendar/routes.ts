import { CalendarFeed, CalendarFeedQuery, CalendarFileParam, ErrorBody } from '@lt/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { feedTokens } from './feed-token';
import { calendarFeed, calendarUrl, type FeedContext, rotateCalendar } from './service';

const FEED_NOT_FOUND = 'No such calendar feed';

/** The caller's feed address and its rotation, and the feed itself, read by calendar apps without sign-in. */
export async function calendarRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx: FeedContext = { db: app.db, tokens: await feedTokens(app.db), publicUrl: app.config.publicUrl };
  const errors = { 401: ErrorBody };

  r.get(
    '/users/calendar/',
    {
      schema: {
        tags: ['users'],
        description:
          'The caller’s private iCalendar address (created on first request). Anyone holding it can read the feed; rotate it to revoke. With `workspace_id`, the address of that workspace’s licences only (404 for a non-member).',
        querystring: CalendarFeedQuery,
        response: { 200: CalendarFeed, 400: ErrorBody, 404: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { url: await calendarUrl(ctx, request.user.id, request.query.workspace_id) };
    },
  );

  r.post(
    '/users/calendar/rotate/',
    {
      schema: {
        tags: ['users'],
        description: 'A new address for the caller’s feed; the old one answers 404 from now on.',
        response: { 200: CalendarFeed, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { url: await rotateCalendar(ctx, request.user.id) };
    },
  );

  r.get(
    '/calendar/:file',
    {
      config: { public: true },
      schema: {
        tags: ['users'],
        description:
          'The feed itself (`/api/calendar/{token}.ics`): no sign-in, the token is the key. An all-day event on each licence’s expiry date with alarms at its lead times. `workspace_id` keeps one workspace (404 once its owner is no longer a member).',
        params: CalendarFileParam,
        querystring: CalendarFeedQuery,
        response: {
          200: {
            description: 'The iCalendar feed',
            content: { 'text/calendar': { schema: z.string() } },
          },
          400: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const token = request.params.file.endsWith('.ics') ? request.params.file.slice(0, -4) : '';
      const ics = await calendarFeed(ctx, token, app.clock.now(), request.query.workspace_id);
      if (ics === null) throw notFound(FEED_NOT_FOUND);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=900')
        .header('content-disposition', 'inline; filename="licences.ics"')
        .send(ics as never);
    },
  );
}
