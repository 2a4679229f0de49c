import { DashboardQuery, DashboardSummary, ErrorBody } from '@lt/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSummary } from './service';

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
    async (request) => {
      const now = app.clock.now();
      const workspaceId = request.query.workspace_id;
      // Kept briefly per caller, forgotten at their next write (decision 029, auth/caller-cache.ts).
      const key = `dashboard|${workspaceId ?? ''}|${Math.floor(now.getTime() / 60_000)}`;
      return app.callers.view(request.user.id, key, () =>
        dashboardSummary(app.db, request.user.id, workspaceId, now),
      );
    },
  );
}
