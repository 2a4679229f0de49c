import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { detailFor } from './caller-language';
import {
  isDatabaseUnavailable,
  UNAVAILABLE_DETAIL,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from './database-unavailable';
import { DELETED_MEANWHILE_DETAIL, isDeletedMeanwhile } from './deleted-meanwhile';
import { AppError } from './errors';
import { createLogThrottle, errorKey } from './log-throttle';

/** Identical server errors are logged at most once per this interval, with the count left out. */
export const ERROR_LOG_INTERVAL_MS = 10_000;

/** fastify-type-provider-zod's shape of a zod issue: code as `keyword`, path as `instancePath`. */
interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { keys?: string[] };
}

/** "body.issued_date: Invalid date" – names the field so the user knows what to fix. */
function describeValidation(context: string | undefined, issues: ValidationIssue[]): string {
  const first = issues[0];
  if (!first) return 'Invalid request';
  const path = (first.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const keys = first.params?.keys;
  if (first.keyword === 'unrecognized_keys' && keys?.length) {
    const named = keys.map((key) => (path ? `${path}.${key}` : key));
    return `Unknown field${keys.length > 1 ? 's' : ''}: ${named.join(', ')}`;
  }
  const where = path || context || 'request';
  return `${where}: ${first.message ?? 'is invalid'}`;
}

/**
 * One error handler for the whole API: every failure becomes `{"detail": "..."}` with the
 * right status, in the caller's language (caller-language.ts); 5xx bodies never carry a stack or
 * an internal message.
 */
export function installErrorHandler(app: FastifyInstance): void {
  const throttle = createLogThrottle(ERROR_LOG_INTERVAL_MS);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(detailFor(request, error.detail));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .code(400)
        .send(
          detailFor(
            request,
            describeValidation(error.validationContext, error.validation as ValidationIssue[]),
          ),
        );
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send(detailFor(request, 'Too many requests. Please try again later.'));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, body too large…).
      return reply.code(status).send(detailFor(request, clientErrorDetail(error)));
    }
    if (isDeletedMeanwhile(error)) {
      // A write raced a deletion (http/deleted-meanwhile.ts): rolled back, the caller's 404.
      request.log.info({ err: error }, 'write to a row deleted meanwhile');
      return reply.code(404).send(detailFor(request, DELETED_MEANWHILE_DETAIL));
    }
    const unavailable = isDatabaseUnavailable(error);
    const { log, suppressed } = throttle(errorKey(error));
    if (log) {
      const fields = { err: error, ...(suppressed > 0 ? { repeated: suppressed } : {}) };
      if (unavailable) request.log.warn(fields, 'database unavailable');
      else request.log.error(fields, 'unhandled error');
    }
    if (unavailable) {
      // The database did not answer (down, frozen past the query timeout, disk full): the client
      // may try again; the request was rolled back, its connection destroyed.
      reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return reply.code(503).send(detailFor(request, UNAVAILABLE_DETAIL));
    }
    return reply.code(500).send(detailFor(request, 'Internal server error'));
  });
}

function clientErrorDetail(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type; send application/json';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    default:
      return error.message || 'Bad request';
  }
}
