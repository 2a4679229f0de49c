import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeJwt,
  errors,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';

/** Only asymmetric algorithms: `none` and HMAC (which would accept a key made from a public JWK) are refused. */
export const ACCEPTED_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
];

export interface VerifiedToken {
  issuer: string;
  subject: string;
  email: string | null;
  /** The provider vouches for `email` (`email_verified: true`, nothing else counts). */
  emailVerified: boolean;
  name: string | null;
  claims: JWTPayload;
}

export type TokenVerifier = (token: string) => Promise<VerifiedToken>;

/** Why a bearer token was refused: what an operator needs to fix a misconfiguration. */
export type RefusalReason =
  | 'malformed'
  | 'algorithm'
  | 'signature'
  | 'unknown_key'
  | 'keys_unavailable'
  | 'issuer'
  | 'audience'
  | 'expired'
  | 'not_yet_valid'
  | 'missing_claim'
  /** Valid, but its session was ended (reset, password change, sign-out) or its account deleted. */
  | 'revoked';

/**
 * A refused token. `facts` are safe to log: expected and received issuer or audience, the claim
 * at fault, never the token or its signature.
 */
export class TokenRefused extends Error {
  constructor(
    readonly reason: RefusalReason,
    readonly facts: Record<string, string | string[] | undefined> = {},
  ) {
    super(`bearer token refused: ${reason}`);
    this.name = 'TokenRefused';
  }
}

/** A received claim for the log: a string or list of strings, cut short (it is caller input). */
function received(value: unknown): string | string[] | undefined {
  const cut = (v: unknown) => String(v).slice(0, 200);
  if (Array.isArray(value)) return value.slice(0, 10).map(cut);
  return value === undefined ? undefined : cut(value);
}

function unverifiedClaims(token: string): JWTPayload {
  try {
    return decodeJwt(token);
  } catch {
    return {};
  }
}

/** Maps jose's errors onto the reasons an operator can act on. */
export function refusalOf(
  error: unknown,
  token: string,
  options: Pick<VerifierOptions, 'issuer' | 'audience'>,
) {
  if (error instanceof TokenRefused) return error;
  if (error instanceof errors.JWTExpired) return new TokenRefused('expired');
  if (error instanceof errors.JWTClaimValidationFailed) {
    const claims = unverifiedClaims(token);
    switch (error.claim) {
      case 'iss':
        return new TokenRefused('issuer', { expected: options.issuer, received: received(claims.iss) });
      case 'aud':
        return new TokenRefused('audience', { expected: options.audience, received: received(claims.aud) });
      case 'nbf':
      case 'iat':
        return new TokenRefused('not_yet_valid', { claim: error.claim });
      default:
        return new TokenRefused(error.reason === 'missing' ? 'missing_claim' : 'malformed', {
          claim: error.claim,
        });
    }
  }
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported)
    return new TokenRefused('algorithm');
  if (error instanceof errors.JWSSignatureVerificationFailed) return new TokenRefused('signature');
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys)
    return new TokenRefused('unknown_key');
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid)
    return new TokenRefused('keys_unavailable');
  if (error instanceof errors.JOSEError) return new TokenRefused('malformed');
  // A network failure while fetching the provider's keys.
  return new TokenRefused('keys_unavailable');
}

export interface VerifierOptions {
  issuer: string;
  audience: string;
  /** The built-in provider passes its keys directly; an external one is found through discovery. */
  jwks: JSONWebKeySet | URL;
}

export function createTokenVerifier(options: VerifierOptions): TokenVerifier {
  const keys: JWTVerifyGetKey =
    options.jwks instanceof URL ? createRemoteJWKSet(options.jwks) : createLocalJWKSet(options.jwks);
  return async (token) => {
    const { payload } = await jwtVerify(token, keys, {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: ACCEPTED_ALGORITHMS,
      requiredClaims: ['sub', 'exp'],
    }).catch((error: unknown) => {
      throw refusalOf(error, token, options);
    });
    return {
      issuer: options.issuer,
      subject: payload.sub!,
      email: typeof payload.email === 'string' ? payload.email.toLowerCase() : null,
      emailVerified: payload.email_verified === true,
      name: typeof payload.name === 'string' ? payload.name : null,
      claims: payload,
    };
  };
}

export interface DiscoveredProvider {
  jwksUri: URL;
  userinfoEndpoint?: string;
  /** `prompt_values_supported` of the discovery document (OpenID Connect Prompt Create). */
  promptValuesSupported: string[];
}

/** Reads the provider's discovery document (external providers). */
export async function discoverProvider(issuer: string): Promise<DiscoveredProvider> {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`OIDC discovery failed: ${url} answered ${response.status}`);
  const doc = (await response.json()) as {
    jwks_uri?: string;
    userinfo_endpoint?: string;
    prompt_values_supported?: unknown;
  };
  if (!doc.jwks_uri) throw new Error(`OIDC discovery: ${url} has no jwks_uri`);
  const prompts = Array.isArray(doc.prompt_values_supported) ? doc.prompt_values_supported : [];
  return {
    jwksUri: new URL(doc.jwks_uri),
    userinfoEndpoint: doc.userinfo_endpoint,
    promptValuesSupported: prompts.filter((p): p is string => typeof p === 'string'),
  };
}

export interface UserInfo {
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/**
 * Access tokens of external providers often lack e-mail and name (Auth0 puts them only in the
 * ID token); the userinfo endpoint has them. Asked once, when the user is first seen.
 */
export async function fetchUserInfo(endpoint: string, accessToken: string): Promise<UserInfo> {
  const response = await fetch(endpoint, {
    headers: { authorization: `Bearer ${accessToken}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) return { email: null, emailVerified: false, name: null };
  const info = (await response.json()) as { email?: unknown; email_verified?: unknown; name?: unknown };
  return {
    email: typeof info.email === 'string' ? info.email.toLowerCase() : null,
    emailVerified: info.email_verified === true,
    name: typeof info.name === 'string' ? info.name : null,
  };
}
