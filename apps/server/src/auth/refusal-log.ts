import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock';
import type { TokenRefused } from './token-verifier';

/** A warning per distinct reason at most this often; the debug line is written every time. */
export const REFUSAL_WARN_INTERVAL_MS = 60 * 60 * 1000;

const HINTS: Partial<Record<TokenRefused['reason'], string>> = {
  issuer: 'the token comes from another issuer: check OIDC_ISSUER',
  audience:
    'the token is not meant for this API: check OIDC_AUDIENCE, and OIDC_AUDIENCE_PARAM (or OIDC_SCOPE, for Entra ID) for how the web app asks for it',
  unknown_key: "no key of the provider's JWKS matches the token's kid",
  keys_unavailable: "the provider's signing keys could not be fetched",
  expired: 'the token has expired (a clock out of step, or a client that does not renew)',
  revoked: 'the session was ended (password reset or change, sign-out) or the account deleted',
};

/**
 * Says why bearer tokens are refused, so an operator has something to go on (a 401 says nothing
 * to the caller): every refusal at debug level, and at warn level once per distinct reason per
 * interval, so that a flood of bad tokens cannot flood the log. Never the token itself.
 */
export function createRefusalLog(clock: Clock) {
  const lastWarned = new Map<string, number>();
  return (log: FastifyBaseLogger, refusal: TokenRefused) => {
    const entry = { reason: refusal.reason, ...refusal.facts };
    log.debug(entry, 'bearer token refused');
    const now = clock.now().getTime();
    const last = lastWarned.get(refusal.reason);
    if (last !== undefined && now - last < REFUSAL_WARN_INTERVAL_MS) return;
    lastWarned.set(refusal.reason, now);
    const hint = HINTS[refusal.reason];
    log.warn(
      { ...entry, ...(hint ? { hint } : {}) },
      `bearer token refused (${refusal.reason}); further refusals for this reason are logged at debug level for the next hour`,
    );
  };
}
