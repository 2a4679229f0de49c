import { ErrorBody, MyDataExport } from '@lt/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storedData } from './repository';

/**
 * GET /users/export (issue 18; Québec's Law 25 s.27, PIPEDA): everything the product holds about the
 * caller, in one JSON file, at once. Licences carry their periods, deliveries their attempts.
 */
export async function myDataRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/users/export',
    {
      schema: {
        tags: ['users'],
        description:
          'Everything the product holds about the caller: profile, sign-in account (less the password hash), businesses, licences with their history, reminder deliveries with their attempts, calendar feed dates.',
        response: { 200: MyDataExport, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const data = await storedData(app.db, request.user.id);
      const periodsOf = (id: unknown) => data.periods.filter((p) => p.license_id === id);
      const attemptsOf = (id: unknown) => data.attempts.filter((a) => a.delivery_id === id);
      reply
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="license-tracker-my-data-${now.toISOString().slice(0, 10)}.json"`,
        );
      return {
        exported_at: now.toISOString(),
        profile: data.user ?? {},
        sign_in: {
          issuer: data.user?.issuer ?? null,
          subject: data.user?.subject ?? null,
          built_in_account: data.localAccount ?? null,
          admin_grants: data.adminGrants,
          calendar_feed: data.calendarFeed ?? null,
        },
        businesses: data.businesses,
        licenses: data.licenses.map((l) => ({ ...l, history: periodsOf(l.id) })),
        reminder_deliveries: data.deliveries.map((d) => ({ ...d, attempts: attemptsOf(d.id) })),
      };
    },
  );
}
