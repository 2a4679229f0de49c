import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { serializeError } from './log-redaction';

/**
 * pino options. Tokens and passwords never reach the log: authorization headers and cookies
 * are redacted, and URLs are logged without their query string (sign-in callbacks carry codes).
 * Errors lose the values of failed queries (see log-redaction.ts).
 */
export function loggerOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      err: (err: Error) =>
        serializeError(err) as { type: string; message: string; stack: string; [key: string]: unknown },
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url.split('?')[0],
      }),
    },
  };
}
