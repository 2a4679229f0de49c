import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { JWTPayload } from 'jose';
import { unauthorized } from '../lib/errors';
import { ensureUser, type UserRow } from '../modules/users/service';
import { fetchUserInfo, type TokenVerifier } from './token-verifier';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller; set for every /api route that is not marked public. */
    user: UserRow;
    /** The verified claims of the caller's access token (`sid` names the built-in sign-in session). */
    tokenClaims: JWTPayload;
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
  app.decorateRequest('tokenClaims', null as unknown as JWTPayload);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public) return;
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const verified = await opts.verify(token).catch(() => {
      throw unauthorized();
    });
    request.tokenClaims = verified.claims;
    const endpoint = opts.userinfoEndpoint;
    request.user = await ensureUser(app.db, {
      ...verified,
      lookupUserInfo: endpoint ? () => fetchUserInfo(endpoint, token) : undefined,
    });
  });
});
