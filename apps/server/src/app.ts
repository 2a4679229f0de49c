import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { WebAuthConfig } from '@lt/core';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { authenticate } from './auth/authenticate';
import { registerBuiltInIdentity } from './auth/builtin';
import { markSubjectVerified } from './auth/builtin/accounts';
import { loadSigningKeys } from './auth/builtin/signing-keys';
import { CALLER_CACHE_DEFAULTS, CallerCache, type CallerCacheOptions } from './auth/caller-cache';
import { sessionRoutes } from './auth/sessions';
import { createTokenVerifier, discoverProvider } from './auth/token-verifier';
import type { Config } from './config';
import type { DatabaseConnection, Db } from './db/client';
import { registerDatabaseGate } from './http/database-gate';
import { idempotency } from './http/idempotency';
import { parseWellFormedJson } from './http/json-body';
import { openApiOptions } from './http/openapi';
import { registerSecurity } from './http/security';
import { setAccountCaps } from './lib/account-caps';
import { detailFor } from './lib/caller-language';
import { type Clock, systemClock } from './lib/clock';
import { installErrorHandler } from './lib/error-handler';
import { badRequest } from './lib/errors';
import { loggerOptions } from './lib/logger';
import { RequestLog } from './lib/request-log';
import { createServiceHealth, type ServiceHealth } from './lib/service-health';
import { activityRoutes } from './modules/activities/routes';
import { adminRoutes } from './modules/admin/routes';
import { businessRoutes } from './modules/businesses/routes';
import { calendarRoutes } from './modules/calendar/routes';
import { rotateAfterReset } from './modules/calendar/service';
import { channelRoutes } from './modules/channels/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { dataTransferRoutes } from './modules/data-transfer/routes';
import { healthRoutes } from './modules/health/routes';
import { identityRoutes } from './modules/identity/routes';
import { licenseRoutes } from './modules/licenses/routes';
import { locationRoutes } from './modules/locations/routes';
import { myDataRoutes } from './modules/my-data/routes';
import { onboardingRoutes } from './modules/onboarding/routes';
import { recipientRoutes } from './modules/recipients/routes';
import { sourceWatchRoutes } from './modules/source-watch/routes';
import { suggestionRoutes } from './modules/suggestions/routes';
import { passwordRoutes } from './modules/users/password-routes';
import { phoneRoutes } from './modules/users/phone-routes';
import { userRoutes } from './modules/users/routes';
import { ensureUser, markEmailVerified } from './modules/users/service';
import { invitedAddress } from './modules/workspaces/invitations';
import { workspaceRoutes } from './modules/workspaces/routes';
import { ackRoutes } from './reminders/ack-routes';
import { emailTransportFor } from './reminders/email-transport';
import { recipientLinkRoutes } from './reminders/recipient-link-routes';
import { reminderRoutes } from './reminders/routes';
import { twilioWebhookRoutes } from './reminders/twilio-webhook';
import { unsubscribeRoutes } from './reminders/unsubscribe-routes';
import { isClientRoute, registerWebApp } from './web/static';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseConnection;
    db: Db;
    clock: Clock;
    serviceHealth: ServiceHealth;
    /** Verified tokens, user rows and roles of recent callers (decision 012). */
    callers: CallerCache;
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseConnection;
  clock?: Clock;
  /** Overrides the pino options (tests capture the log stream). */
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; tests point it elsewhere or skip it. */
  webDist?: string | false;
  /** Shared with the reminder worker's start-up in main.ts; /api/ready reads it. */
  serviceHealth?: ServiceHealth;
  /** The caller cache's bounds (tests shorten them; the benchmark turns parts off to measure them). */
  callerCache?: Partial<CallerCacheOptions>;
  /**
   * `contract` (the product): each response is encoded through its zod contract, which also
   * checks it, then stringified. `json` skips the contract: the benchmark measures what the
   * check costs (decision 012).
   */
  responses?: 'contract' | 'json';
  /** Overrides the header and request timeouts (tests use short ones). */
  timeouts?: { headersMs: number; requestMs: number };
}

/** Time for a client to send its request headers, and its whole request with the body. */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;

/** Fastify takes a hop count as a function: the `hop` nearest hops (0 = the socket's peer) are proxies. */
function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/**
 * Fastify's default compilers (ajv and fast-json-stringify, about 0.1 s of CPU to load) are never
 * used: every schema is zod's, compiled by the compilers `buildApp` sets, so Fastify starts with
 * zod's instead of loading its own (decision 037). Typed by Fastify for ajv's builders only.
 */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** Where the router's own refusals go round again (see `frameworkErrors`). */
const INVALID_URL = '/__invalid-url';

/** Builds the whole product on one Fastify instance: API, identity provider and web app. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    logController: new RequestLog(config.logRequestSample),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 256 * 1024,
    // A client gets so long to send its headers, and its whole request: slow bodies trickled by
    // many connections no longer hold the server (issue 16). Checked every second.
    requestTimeout: deps.timeouts?.requestMs ?? REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: deps.timeouts?.headersMs ?? HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: 1_000,
    },
    routerOptions: { ignoreTrailingSlash: true },
    schemaController: { compilersFactory: ZOD_COMPILERS },
    // A malformed %-escape or an over-long path parameter is refused by the router before any hook
    // runs: no security headers, no `{"detail"}`. Such a request goes round again to INVALID_URL.
    frameworkErrors: (_error, request, reply) => {
      request.raw.url = INVALID_URL;
      app.routing(request.raw, reply.raw);
    },
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('clock', deps.clock ?? systemClock);
  app.decorate('serviceHealth', deps.serviceHealth ?? createServiceHealth());
  app.decorate('callers', new CallerCache({ ...CALLER_CACHE_DEFAULTS, ...deps.callerCache }));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    deps.responses === 'json' ? () => (data) => JSON.stringify(data) : serializerCompiler,
  );
  installErrorHandler(app);
  setAccountCaps(config.caps);
  await registerSecurity(app, config);
  // The embedded database serves one statement at a time: past a bounded queue, 503 (issue 30).
  if (config.database.kind === 'pglite' && database.kind === 'pglite') {
    registerDatabaseGate(app, config.database.queue);
  }

  await app.register(swagger, openApiOptions(config));
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { deepLinking: false } });

  const verifier = config.identity.builtIn
    ? createTokenVerifier({
        issuer: config.identity.issuer,
        audience: config.identity.audience,
        jwks: (await loadSigningKeys(database.db)).publicJwks,
      })
    : undefined;
  let userinfoEndpoint: string | undefined;
  // The built-in provider shows its account creation page for prompt=create.
  let promptCreate = config.identity.builtIn;
  let verify = verifier;
  if (!verify) {
    const discovered = await discoverProvider(config.identity.issuer);
    userinfoEndpoint = discovered.userinfoEndpoint;
    promptCreate = discovered.promptValuesSupported.includes('create');
    verify = createTokenVerifier({
      issuer: config.identity.issuer,
      audience: config.identity.audience,
      jwks: discovered.jwksUri,
    });
  }
  if (config.identity.builtIn) {
    await registerBuiltInIdentity(app, {
      config,
      database,
      email: emailTransportFor(config.reminders.smtpUrl, database.db, app.log),
      markUserVerified: async (db, issuer, subject, email) => {
        await markEmailVerified(db, issuer, subject, email);
        app.callers.forgetIdentity(issuer, subject);
      },
      // A reset ends the old feed address too (issue 31, decision 046).
      onPasswordReset: rotateAfterReset,
      // An invitation link opens account creation for its address when that has none (issue 30).
      invitedAddress,
    });
  }

  await app.register(
    async (api) => {
      // The API speaks JSON only: anything else is 415, not a string handed to the routes.
      api.removeContentTypeParser(['text/plain']);
      parseWellFormedJson(api);
      await api.register(authenticate, {
        verify,
        userinfoEndpoint,
        resolveUser: ensureUser,
        callers: app.callers,
      });
      // After authentication: a create's Idempotency-Key is its caller's (decision 045).
      await api.register(idempotency);
      await api.register(healthRoutes);
      await api.register(identityRoutes);
      await api.register(sessionRoutes);
      await api.register(userRoutes);
      await api.register(passwordRoutes);
      await api.register(phoneRoutes);
      await api.register(businessRoutes);
      await api.register(suggestionRoutes);
      await api.register(licenseRoutes);
      await api.register(dashboardRoutes);
      await api.register(dataTransferRoutes);
      await api.register(calendarRoutes);
      await api.register(myDataRoutes);
      await api.register(onboardingRoutes);
      await api.register(locationRoutes);
      await api.register(activityRoutes);
      await api.register(reminderRoutes);
      await api.register(adminRoutes);
      await api.register(channelRoutes);
      await api.register(sourceWatchRoutes);
      const mail = emailTransportFor(config.reminders.smtpUrl, database.db, app.log);
      api.addHook('onClose', async () => mail.close());
      const send = async (to: string, message: { subject: string; text: string; html: string }) => {
        await mail.send({ from: config.reminders.mailFrom, to, ...message });
      };
      await api.register(workspaceRoutes, {
        send,
        // Accepting an invitation proves its address: the built-in account is confirmed too (issue 30).
        ...(config.identity.builtIn
          ? { confirmAccount: (db: Db, subject: string) => markSubjectVerified(db, subject, app.clock.now()) }
          : {}),
      });
      await api.register(recipientRoutes, { send });
    },
    { prefix: '/api' },
  );
  // The unsubscribe link of reminder e-mails: no bearer token, so outside /api.
  await app.register(unsubscribeRoutes);
  // A business's outside recipients confirm and unsubscribe by their own signed links (decision 023).
  await app.register(recipientLinkRoutes);
  // The "I'm on it" link of reminders and digests: signed, no sign-in, so outside /api too.
  await app.register(ackRoutes);
  // STOP, START and HELP texted to our Twilio number: signed by Twilio, so outside /api too.
  await app.register(twilioWebhookRoutes);

  const webAuthConfig: WebAuthConfig = {
    authority: config.identity.issuer,
    client_id: config.identity.clientId,
    audience: config.identity.audience,
    audience_param: config.identity.audienceParam,
    prompt_create: promptCreate,
    scope: config.identity.scope,
    provider_name: config.identity.providerName,
  };
  app.get('/auth-config.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return webAuthConfig;
  });

  // Answered before the body is read: the URL is what is wrong.
  const refuseUrl = async (_request: unknown, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    throw badRequest('The URL is not valid');
  };
  app.all(INVALID_URL, { schema: { hide: true }, onRequest: refuseUrl }, refuseUrl);

  const webServed = deps.webDist !== false && (await registerWebApp(app, deps.webDist || undefined));
  app.setNotFoundHandler((request, reply) => {
    if (webServed && isClientRoute(request.method, request.url)) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.code(404).send(detailFor(request, 'Not found'));
  });

  return app;
}
