import { DashboardQuery, DashboardSummary, ErrorBody } from '@lt/core';
import type { FastifyInstance } from 'fastify';

import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSummary } from './service';

/** What Fastify sends its own JSON as: the kept, already encoded answers go out the same. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

/** GET /api/dashboard/summary/ (decision 025). */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/dashboard/summary/',
    {
      schema: {
        tags: ['dashboard'],
        querystring: DashboardQuery,
        response: { 200: DashboardSummary, ...errors },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const workspaceId = request.query.workspace_id;
      // Kept briefly per caller as the JSON its contract encodes, forgotten at their next write
      // (decision 029, auth/caller-cache.ts); a string is sent as it is.
      const key = `dashboard|${workspaceId ?? ''}|${Math.floor(now.getTime() / 60_000)}`;
      const json = await app.callers.view(request.user.id, key, async () =>
        JSON.stringify(
          DashboardSummary.encode(await dashboardSummary(app.db, request.user.id, workspaceId, now)),
        ),
      );
      // Typed as the contract's value, sent as the string it already is (Fastify does not encode a string).
      return reply.type(JSON_CONTENT_TYPE).send(json as unknown as DashboardSummary);
    },
  );
}
