import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * pino options. Tokens and passwords never reach the log: authorization headers and cookies
 * are redacted, and URLs are logged without their query string (sign-in callbacks carry codes).
 */
export function loggerOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url.split('?')[0],
      }),
    },
  };
}
