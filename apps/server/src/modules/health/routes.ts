import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMigrationCount } from '../../db/migration-journal';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../lib/database-unavailable';
import { checkReadiness } from './readiness';

const Status = z.object({ status: z.string() });

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const expectedMigrations = readMigrationCount();

  r.get(
    '/health',
    { config: { public: true }, schema: { tags: ['health'], response: { 200: Status } } },
    async () => ({ status: 'ok' }),
  );

  r.get(
    '/ready',
    {
      config: { public: true },
      schema: { tags: ['health'], response: { 200: Status, 503: Status } },
    },
    async (_request, reply) => {
      const { config } = app;
      const readiness = await checkReadiness(app.database, app.serviceHealth, {
        expectedMigrations,
        dataDir: config.database.kind === 'pglite' ? config.database.dataDir : undefined,
      });
      return readiness.ready
        ? { status: 'ready' }
        : reply
            .code(503)
            .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
            .send({ status: `not ready: ${readiness.reason}` });
    },
  );
}
