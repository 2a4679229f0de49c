import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { pinPublicOrigin } from './public-origin';
import { applyHeaders, helmetHeaders, withHeader } from './security-headers';

/** Pages that the web app loads in a hidden iframe for silent sign-in: same origin only. */
const FRAMEABLE_BY_SELF = [/^\/oidc\/auth(\/|\?|$)/, /^\/auth\/silent-callback\.html/];

const CSP = 'Content-Security-Policy';

/**
 * Security headers. The CSP allows only this site and the configured identity provider:
 * no inline or eval'd script; styles may be inline because the toast library injects them.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  pinPublicOrigin(app, config.publicUrl);
  const idp = config.identity.builtIn ? [] : [new URL(config.identity.issuer).origin];
  const https = config.publicUrl.startsWith('https://');
  const helmet = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...idp],
        frameSrc: ["'self'", ...idp],
        formAction: ["'self'", ...idp],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only means something over HTTPS; on plain http://localhost it would be wrong.
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: false,
  });
  const csp = helmet.set.find(([name]) => name === CSP)?.[1];
  if (!csp?.includes("frame-ancestors 'none'")) throw new Error('the CSP must refuse framing by default');
  const everywhere = withHeader(helmet, 'X-Frame-Options', 'DENY');
  const frameableBySelf = withHeader(
    helmet,
    CSP,
    csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
  );

  // An onRequest hook, not onSend: the identity provider at /oidc writes its responses itself
  // from middie's onRequest hook, so onSend never runs for it. The headers go on the Node
  // response: what `reply.header` holds is only written by Fastify's own replies, never by the
  // provider's.
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    applyHeaders(reply.raw, FRAMEABLE_BY_SELF.some((re) => re.test(url)) ? frameableBySelf : everywhere);
    if (url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done();
  });

  // Every request is counted, first thing: not per route, where the check would run after the
  // authentication hook (a refused token was never counted) and would miss the identity
  // provider at /oidc, which has no Fastify routes.
  await app.register(rateLimit, {
    global: false,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
  });
  app.addHook('onRequest', app.rateLimit());
}
