import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { Provider } from 'oidc-provider';
import type { Config } from '../../config';
import type { DatabaseConnection } from '../../db/client';
import { systemClock } from '../../lib/clock';
import { loadOrCreateSecret } from '../../lib/server-secrets';
import type { AccountMailSender } from './account-mail';
import { type AccountLinkDeps, type MarkUserVerified, registerAccountRoutes } from './account-routes';
import { registerAuthAssets } from './assets';
import { type InvitedAddress, registerInteractionRoutes } from './interactions';
import { prepareDecoy } from './passwords';
import { createProvider } from './provider';
import { loadSigningKeys } from './signing-keys';
import { DEFAULT_THROTTLE_LIMITS, SignInThrottle, type ThrottleLimits } from './throttle';

export interface BuiltInIdentityDeps {
  config: Config;
  database: DatabaseConnection;
  /** Account mail goes the way reminders go: SMTP_URL, or the outbox (composed in app.ts). */
  email: AccountMailSender;
  markUserVerified: MarkUserVerified;
  /** After a password reset: the calendar feed's address is rotated (modules/calendar, from app.ts). */
  onPasswordReset?: AccountLinkDeps['onPasswordReset'];
  /** The address of a live invitation by its token (modules/workspaces, from app.ts; issue 30). */
  invitedAddress?: InvitedAddress;
  /** Overrides the sign-in limits (tests use small ones). */
  throttle?: Partial<ThrottleLimits>;
  /** Overrides the limits of "Forgot password?" and of sign-ups. */
  resetThrottle?: Partial<ThrottleLimits>;
  signupThrottle?: Partial<ThrottleLimits>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present with the built-in provider: what the API needs to e-mail account links. */
    accountLinks?: AccountLinkDeps;
  }
}

/** "Forgot password?": a few e-mails per account and hour, more per client address. */
export const RESET_THROTTLE_LIMITS: ThrottleLimits = {
  windowMs: 60 * 60 * 1000,
  perAccount: 3,
  perAddress: 20,
};
/** New accounts per client address and hour (SIGNUPS_PER_HOUR), successful ones included (one address made 40 in 18 s). */
export const SIGNUP_THROTTLE_LIMITS: ThrottleLimits = {
  windowMs: 60 * 60 * 1000,
  perAccount: 1,
  perAddress: 10,
};

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
  // The provider (oidc-provider and Koa) is loaded once the server listens, or by the first
  // request that needs it if that comes first: loading it is a fifth of a restart (decision 037).
  let loading: Promise<{ provider: Provider; handle: ReturnType<Provider['callback']> }> | undefined;
  const loaded = () => {
    loading ??= createProvider({ config, db, jwks: privateJwks, cookieKeys }).then((provider) => {
      // Other error events are client mistakes (bad codes, expired tokens) and would only add noise.
      provider.on('server_error', (ctx, err: Error) => {
        app.log.error({ err, route: ctx?.oidc?.route }, 'identity provider error');
        if (/secure cookie over unencrypted connection/.test(err.message)) {
          app.log.error(
            'PUBLIC_URL is https but this request came over http: behind a TLS proxy set TRUST_PROXY=true',
          );
        }
      });
      return { provider, handle: provider.callback() };
    });
    return loading;
  };
  const provider = async () => (await loaded()).provider;
  app.addHook('onListen', async () => {
    // The decoy hash too: neither the first sign-in nor the start waits for it.
    await Promise.all([loaded(), prepareDecoy()]).catch((err: unknown) =>
      app.log.error({ err }, 'the identity provider could not be loaded'),
    );
  });

  if (!app.hasDecorator('use')) await app.register(middie);
  // Middie runs in onRequest, before Fastify reads the body: the provider parses its own.
  app.use('/oidc', (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => {
    loaded().then(({ handle }) => handle(req, res), next);
  });

  registerAuthAssets(app);
  const { email } = deps;
  app.addHook('onClose', async () => email.close());
  const clock = app.hasDecorator('clock') ? app.clock : systemClock;
  const signinThrottle = new SignInThrottle(db, { ...DEFAULT_THROTTLE_LIMITS, ...deps.throttle }, clock);
  const links: AccountLinkDeps = {
    db,
    clock,
    email,
    markUserVerified: deps.markUserVerified,
    onPasswordReset: deps.onPasswordReset,
    log: app.log,
    mailFrom: config.reminders.mailFrom,
    publicUrl: config.publicUrl,
    issuer: config.identity.issuer,
    signinThrottle,
    resetThrottle: new SignInThrottle(
      db,
      { ...RESET_THROTTLE_LIMITS, ...deps.resetThrottle },
      clock,
      'reset',
    ),
  };
  if (!app.hasDecorator('accountLinks')) app.decorate('accountLinks', links);

  await registerInteractionRoutes(app, {
    provider,
    db,
    throttle: signinThrottle,
    signupThrottle: new SignInThrottle(
      db,
      { ...SIGNUP_THROTTLE_LIMITS, perAddress: config.signupsPerHour, ...deps.signupThrottle },
      clock,
      'signup',
    ),
    links,
    invitedAddress: deps.invitedAddress,
  });
  await registerAccountRoutes(app, links);
}
