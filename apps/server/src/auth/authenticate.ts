import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors } from 'jose';
import { unauthorized } from '../lib/errors';
import { ensureUser, type UserRow } from '../modules/users/service';
import { fetchUserInfo, type TokenVerifier } from './token-verifier';

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
 * answers 401 "Not authenticated" and says nothing about why.
 */
export const authenticate = fp<AuthenticateOptions>(async (app: FastifyInstance, opts) => {
  app.decorateRequest('user', null as unknown as UserRow);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public) return;
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const verified = await opts.verify(token).catch((error: unknown) => {
      // A token that does not verify is the caller's problem: 401, saying nothing about why. Any
      // other failure (the provider's keys out of reach, a bug) is ours: a logged 500, not a 401.
      if (error instanceof joseErrors.JOSEError && !(error instanceof joseErrors.JWKSTimeout)) {
        throw unauthorized();
      }
      throw error;
    });
    const endpoint = opts.userinfoEndpoint;
    request.user = await ensureUser(app.db, {
      ...verified,
      lookupUserInfo: endpoint ? () => fetchUserInfo(endpoint, token) : undefined,
    });
  });
});
