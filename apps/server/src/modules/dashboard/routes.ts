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
    async (request) => dashboardSummary(app.db, request.user.id, request.query.workspace_id, app.clock.now()),
  );
}
