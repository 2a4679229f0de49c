import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { JWTPayload } from 'jose';
import type { Db } from '../db/client';
import { unauthorized } from '../lib/errors';
import type { CallerIdentity, UserRow } from './caller';
import type { CallerCache } from './caller-cache';
import { createRefusalLog } from './refusal-log';
import { isRevoked, sessionState } from './sessions';
import { fetchUserInfo, TokenRefused, type TokenVerifier, type VerifiedToken } from './token-verifier';

export type { CallerIdentity, UserRow } from './caller';

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
  /**
   * Finds or creates the caller's user row: modules/users' `ensureUser`, passed in by app.ts, so that
   * auth knows no module (docs/ARCHITECTURE.md, import rules).
   */
  resolveUser: (db: Db, identity: CallerIdentity) => Promise<UserRow>;
  callers: CallerCache;
}

/** The token says something new of the e-mail: the row must be brought up to date (ensureUser). */
function rowLagsToken(verified: VerifiedToken, user: UserRow): boolean {
  return Boolean(
    verified.email && (verified.email !== user.email || (verified.emailVerified && !user.emailVerified)),
  );
}

/** Methods that change nothing: the caller's cached row stays valid after them. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every /api route authenticates: a bearer JWT verified against the issuer's keys. Any failure
 * answers 401 "Not authenticated" and says nothing about why to the caller; the log says why
 * (see refusal-log.ts). The verified token and the caller's row come from the caller cache when they
 * are there (decision 012); any write by the caller forgets the row, so the next request reads it
 * again. Whether the account still exists and still honours the token is read on every request
 * (decision 046).
 */
export const authenticate = fp<AuthenticateOptions>(async (app: FastifyInstance, opts) => {
  app.decorateRequest('user', null as unknown as UserRow);
  const logRefusal = createRefusalLog(app.clock);
  app.decorateRequest('tokenClaims', null as unknown as JWTPayload);
  const { callers } = opts;

  /** The token and the caller's row, verified or read (and the row created) when not kept. */
  async function authenticateFully(request: FastifyRequest, token: string): Promise<void> {
    const verified = await callers.verifiedToken(token, opts.verify).catch((error: unknown) => {
      logRefusal(request.log, error instanceof TokenRefused ? error : new TokenRefused('keys_unavailable'));
      throw unauthorized();
    });
    request.tokenClaims = verified.claims;
    const endpoint = opts.userinfoEndpoint;
    const load = () =>
      opts.resolveUser(app.db, {
        ...verified,
        acceptLanguage: request.headers['accept-language'],
        lookupUserInfo: endpoint ? () => fetchUserInfo(endpoint, token) : undefined,
      });
    let user = await callers.user(verified.issuer, verified.subject, load);
    // A token carrying a new e-mail, or newly vouching for it, updates the row (ensureUser does),
    // cached or not: a user who just confirmed their address is not kept waiting for their rights.
    if (rowLagsToken(verified, user)) {
      callers.forgetUser(user);
      user = await load();
    }
    request.user = user;
  }

  // A callback hook: a caller whose token and row are both kept (most requests) is authenticated
  // without a promise (decision 038); anyone else goes the whole way.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config?.public) return done();
    if (request.headers.authorization === undefined) return done(unauthorized());
    const token = bearerToken(request);
    if (!token) {
      logRefusal(request.log, new TokenRefused('malformed', { claim: 'authorization header' }));
      return done(unauthorized());
    }
    const known = callers.knownCaller(token);
    if (known && !rowLagsToken(known.verified, known.user)) {
      request.tokenClaims = known.verified.claims;
      request.user = known.user;
      sessionStillOpen(request).then(() => done(), done);
      return;
    }
    authenticateFully(request, token)
      .then(() => sessionStillOpen(request))
      .then(() => done(), done);
  });

  /**
   * The account still exists and has not ended this token's session (a reset, a password change,
   * a sign-out: decision 046). Read from the database on every request, so that another copy's
   * revocation or deletion takes effect at once; one prepared primary-key lookup.
   */
  async function sessionStillOpen(request: FastifyRequest): Promise<void> {
    const state = await sessionState(app.db, request.user.id);
    if (state && !isRevoked(request.tokenClaims, state)) return;
    callers.forgetUser(request.user);
    logRefusal(request.log, new TokenRefused('revoked', { claim: state ? 'session' : 'account' }));
    throw unauthorized();
  }
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.user && !READS.has(request.method)) callers.forgetUser(request.user);
    done(null, payload);
  });
});
