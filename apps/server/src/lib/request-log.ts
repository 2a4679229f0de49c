import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** A request slower than this is logged at `info` whatever its outcome. */
export const SLOW_REQUEST_MS = 1000;

const logsDebug = (log: FastifyBaseLogger) => log.level === 'debug' || log.level === 'trace';

/**
 * Request logging that costs nothing on the fast path (decision 012): at `info`, only errors
 * (status 400 and above, and requests that errored), slow requests and a sampled fraction of the
 * rest (`LOG_REQUEST_SAMPLE`); at `debug` and below, every request as Fastify logs it by default.
 * Each logged line carries the request (method, URL without its query, id) and the status.
 */
export class RequestLog extends LogController {
  constructor(
    private readonly sample: number,
    private readonly random: () => number = Math.random,
  ) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    if (logsDebug(request.log)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
      return;
    }
    const notable =
      reply.statusCode >= 400 ||
      responseTime >= SLOW_REQUEST_MS ||
      (this.sample > 0 && this.random() < this.sample);
    if (notable) reply.log.info({ req: request, res: reply, responseTime }, 'request completed');
    else if (logsDebug(reply.log))
      reply.log.debug({ req: request, res: reply, responseTime }, 'request completed');
  }
}
