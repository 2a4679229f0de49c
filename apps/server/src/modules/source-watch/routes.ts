import {
  AdminPageQuery,
  ErrorBody,
  SourceChange,
  SourceCheckStarted,
  SourceFailure,
  SourceWatchStatus,
  TOTAL_COUNT_HEADER,
  uuidParam,
} from '@lt/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerRoles } from '../../auth/roles';
import { conflict, forbidden } from '../../lib/errors';
import type { CheckDeps } from './check-sources';
import * as service from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['admin'];

/** The dependencies of a pass in this process, from the app's configuration and clock. */
export function checkDeps(app: FastifyInstance, shouldStop?: () => boolean): CheckDeps {
  return {
    db: app.db,
    clock: app.clock,
    config: app.config.sourceWatch,
    allowLoopback: app.config.reminders.webhookAllowLoopback ?? false,
    log: app.log,
    shouldStop,
  };
}

/**
 * /api/admin/sources (decision 043): the sources changed since their last review, the ones that
 * could not be checked, the watch's status and "Check sources now". Admins only, checked here.
 */
export async function sourceWatchRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    const roles = await callerRoles(app, request.user);
    if (!roles.is_admin) throw forbidden();
  });
  // A pass started here ends early when the server shuts down, and is waited for.
  let closing = false;
  const passes = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    closing = true;
    await Promise.all(passes);
  });

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/sources/changes',
    {
      schema: {
        tags,
        description: 'Sources whose main text changed since they were last reviewed, the latest first.',
        querystring: AdminPageQuery,
        response: { 200: z.array(SourceChange), ...errors },
      },
    },
    async (request, reply) => {
      const page = await service.openChanges(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return page.items;
    },
  );

  r.get(
    '/admin/sources/failures',
    {
      schema: {
        tags,
        description: 'Sources whose last check failed (timeout, refused address, HTTP error): not changes.',
        querystring: AdminPageQuery,
        response: { 200: z.array(SourceFailure), ...errors },
      },
    },
    async (request, reply) => {
      const page = await service.failures(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return page.items;
    },
  );

  r.get(
    '/admin/sources/status',
    { schema: { tags, response: { 200: SourceWatchStatus, ...errors } } },
    async () => service.status(app.db, app.config.sourceWatch.enabled, app.clock.now()),
  );

  r.post(
    '/admin/sources/changes/:id/review',
    { schema: { tags, params: uuidParam, response: { 200: SourceChange, ...errors } } },
    async (request) => service.review(app.db, request.params.id, request.user.id, app.clock.now()),
  );

  r.post(
    '/admin/sources/check',
    { schema: { tags, response: { 202: SourceCheckStarted, ...errors } } },
    async (request, reply) => {
      // Fetches every source page from this server: super admins only.
      const roles = await callerRoles(app, request.user);
      if (!roles.is_super_admin) throw forbidden('Only a super admin may check the sources now');
      if (!app.config.sourceWatch.enabled) {
        throw conflict('Watching sources is turned off on this server (SOURCE_WATCH_ENABLED=false).');
      }
      const { started, pass } = await service.startCheck(checkDeps(app, () => closing));
      passes.add(pass);
      void pass.finally(() => passes.delete(pass));
      return reply.code(202).send({ started });
    },
  );
}
