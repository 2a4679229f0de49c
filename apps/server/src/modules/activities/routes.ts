import { ActivitySearchQuery, ActivityView, ErrorBody, searchActivities } from '@lt/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * GET /activities (issue 27): the activity taxonomy, searched in either language. It is the
 * product's own fixed list (about 60), so the answer is the first `limit` matches, not a page.
 */
export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/activities',
    {
      schema: {
        tags: ['onboarding'],
        querystring: ActivitySearchQuery,
        response: { 200: z.array(ActivityView), 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) =>
      searchActivities(request.query.q ?? '', request.query.limit).map(
        ({ key, name, name_fr, naics, business_type }) => ({
          key,
          name,
          name_fr,
          naics: [...naics],
          business_type,
        }),
      ),
  );
}
