import type { FastifyInstance } from 'fastify';
import {
  DatabaseBusyError,
  DatabaseGate,
  DEFAULT_QUEUE_LIMIT,
  DEFAULT_QUEUE_WAIT_MS,
  GATE_CONCURRENCY,
  type GateOptions,
} from '../db/pglite-gate';
import { detailFor } from '../lib/caller-language';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../lib/database-unavailable';
import { createLogThrottle } from '../lib/log-throttle';

export const BUSY_DETAIL = 'The server is busy. Please try again in a moment.';

/** The probes answer whatever the queue: a busy server is alive, and says itself whether it is ready. */
const UNGATED = /^\/api\/(health|ready)(\/|\?|$)/;

/**
 * On the embedded database, every /api request takes its turn at the gate (db/pglite-gate.ts) before
 * anything else of it runs (authentication reads the database too), and gives it back when its
 * response is done or its connection closed. Refused: 503 with Retry-After, the caller's language.
 * Registered after the security headers and the rate limit, so a refusal carries the one and a
 * flood is counted by the other.
 */
export function registerDatabaseGate(app: FastifyInstance, options: Partial<GateOptions> = {}): DatabaseGate {
  const gate = new DatabaseGate({
    concurrency: GATE_CONCURRENCY,
    queueLimit: DEFAULT_QUEUE_LIMIT,
    waitMs: DEFAULT_QUEUE_WAIT_MS,
    ...options,
  });
  const throttle = createLogThrottle(10_000);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || UNGATED.test(request.url)) return;
    // 'close' comes once the response is sent or the client went away, whichever happens first.
    const gone = new AbortController();
    const onClose = () => gone.abort();
    reply.raw.once('close', onClose);
    try {
      const release = await gate.enter(gone.signal);
      reply.raw.off('close', onClose);
      reply.raw.once('close', release);
    } catch (error) {
      if (!(error instanceof DatabaseBusyError)) throw error;
      const { log, suppressed } = throttle(`gate ${error.reason}`);
      if (log)
        request.log.warn({ reason: error.reason, repeated: suppressed, waiting: gate.waiting }, 'busy');
      return reply
        .code(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send(detailFor(request, BUSY_DETAIL));
    }
  });
  return gate;
}
