import {
  createLocalJWKSet,
  createRemoteJWKSet,
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
}

/** Reads the provider's discovery document (external providers). */
export async function discoverProvider(issuer: string): Promise<DiscoveredProvider> {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`OIDC discovery failed: ${url} answered ${response.status}`);
  const doc = (await response.json()) as { jwks_uri?: string; userinfo_endpoint?: string };
  if (!doc.jwks_uri) throw new Error(`OIDC discovery: ${url} has no jwks_uri`);
  return { jwksUri: new URL(doc.jwks_uri), userinfoEndpoint: doc.userinfo_endpoint };
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
