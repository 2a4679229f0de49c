import { randomBytes } from 'node:crypto';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { loadOrCreateSecret } from '../../lib/server-secrets';
import { registerAuthAssets } from './assets';
import { registerInteractionRoutes } from './interactions';
import { prepareDecoy } from './passwords';
import { createProvider } from './provider';
import { loadSigningKeys } from './signing-keys';
import { DEFAULT_THROTTLE_LIMITS, SignInThrottle, type ThrottleLimits } from './throttle';

export interface BuiltInIdentityDeps {
  config: Config;
  database: Database;
  /** Overrides the sign-in limits (tests use small ones). */
  throttle?: Partial<ThrottleLimits>;
}

/**
 * Mounts the built-in OpenID Connect provider at /oidc and its sign-in pages at /interaction.
 * Call it on the root instance, after helmet: the provider writes straight to the Node response
 * from an onRequest hook, so only headers set before that (helmet's are) reach its pages.
 */
export async function registerBuiltInIdentity(
  app: FastifyInstance,
  deps: BuiltInIdentityDeps,
): Promise<void> {
  const { config, database } = deps;
  const { db } = database;

  const [{ privateJwks }, cookieKeys] = await Promise.all([
    loadSigningKeys(db),
    loadOrCreateSecret<string[]>(db, 'oidc_cookie_keys', () => [randomBytes(32).toString('base64url')]),
  ]);
  const provider = createProvider({ config, db, jwks: privateJwks, cookieKeys });

  // Other error events are client mistakes (bad codes, expired tokens) and would only add noise.
  provider.on('server_error', (ctx, err: Error) => {
    app.log.error({ err, route: ctx?.oidc?.route }, 'identity provider error');
    if (/secure cookie over unencrypted connection/.test(err.message)) {
      app.log.error(
        'PUBLIC_URL is https but this request came over http: behind a TLS proxy set TRUST_PROXY=true',
      );
    }
  });

  if (!app.hasDecorator('use')) await app.register(middie);
  // Middie runs in onRequest, before Fastify reads the body: the provider parses its own.
  app.use('/oidc', provider.callback());

  registerAuthAssets(app);
  await registerInteractionRoutes(app, {
    provider,
    db,
    throttle: new SignInThrottle(db, { ...DEFAULT_THROTTLE_LIMITS, ...deps.throttle }),
  });
  await prepareDecoy();
}
