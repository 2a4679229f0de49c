import { ErrorBody, ReminderDelivery, uuidParam } from '@lt/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { licenseReminders } from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

/** Registered under /api: the reminder history of one of the caller's licences. */
export async function reminderRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/licenses/:id/reminders/',
    {
      schema: {
        tags: ['licenses'],
        params: uuidParam,
        response: { 200: z.array(ReminderDelivery), ...errors },
      },
    },
    async (request) => licenseReminders(app.db, request.user.id, request.params.id),
  );
}
