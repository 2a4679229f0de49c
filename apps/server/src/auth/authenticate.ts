import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/errors';
import { ensureUser, type UserRow } from '../modules/users/service';
import { createRefusalLog } from './refusal-log';
import { fetchUserInfo, TokenRefused, type TokenVerifier } from './token-verifier';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller; set for every /api route that is not marked public. */
    user: UserRow;
  }
  interface FastifyContextConfig {
    /** Health, readiness and the API docs answer without a token. */
    public?: boolean;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]*)$/;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  return BEARER.exec(header)?.[1] ?? null;
}

interface AuthenticateOptions {
  verify: TokenVerifier;
  userinfoEndpoint?: string;
}

/**
 * Every /api route authenticates: a bearer JWT verified against the issuer's keys. Any failure
 * answers 401 "Not authenticated" and says nothing about why to the caller; the log says why
 * (see refusal-log.ts).
 */
export const authenticate = fp<AuthenticateOptions>(async (app: FastifyInstance, opts) => {
  app.decorateRequest('user', null as unknown as UserRow);
  const logRefusal = createRefusalLog(app.clock);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public) return;
    if (request.headers.authorization === undefined) throw unauthorized();
    const token = bearerToken(request);
    if (!token) {
      logRefusal(request.log, new TokenRefused('malformed', { claim: 'authorization header' }));
      throw unauthorized();
    }
    const verified = await opts.verify(token).catch((error: unknown) => {
      logRefusal(request.log, error instanceof TokenRefused ? error : new TokenRefused('keys_unavailable'));
      throw unauthorized();
    });
    const endpoint = opts.userinfoEndpoint;
    request.user = await ensureUser(app.db, {
      ...verified,
      lookupUserInfo: endpoint ? () => fetchUserInfo(endpoint, token) : undefined,
    });
  });
});
