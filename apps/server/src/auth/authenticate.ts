import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errors as joseErrors } from 'jose';
import type { Db } from '../db/client';
import type { users } from '../db/schema';
import { unauthorized } from '../lib/errors';
import { fetchUserInfo, type TokenVerifier, type VerifiedToken } from './token-verifier';

/** The caller's row of `users`. */
export type UserRow = typeof users.$inferSelect;

/** A verified token, and how to ask the provider for e-mail and name when the token lacks them. */
export interface CallerIdentity extends VerifiedToken {
  lookupUserInfo?: () => Promise<{ email: string | null; name: string | null }>;
}

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
  /**
   * Finds or creates the caller's user row: modules/users' `ensureUser`, passed in by app.ts, so that
   * auth knows no module (docs/ARCHITECTURE.md, import rules).
   */
  resolveUser: (db: Db, identity: CallerIdentity) => Promise<UserRow>;
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
    request.user = await opts.resolveUser(app.db, {
      ...verified,
      lookupUserInfo: endpoint ? () => fetchUserInfo(endpoint, token) : undefined,
    });
  });
});
