import { randomUUID } from 'node:crypto';
import { importJWK, type JWK, type JWTPayload, SignJWT } from 'jose';
import { loadSigningKeys, SIGNING_ALG } from '../../src/auth/builtin/signing-keys';
import type { Config } from '../../src/config';
import type { Db } from '../../src/db/client';

export interface MintOptions {
  claims?: JWTPayload;
  issuer?: string;
  audience?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  notBefore?: number;
  /** Seconds from now for `iat` (default 0). */
  issuedAt?: number;
  kid?: string;
  /** Sign with another key than the provider's. */
  key?: { jwk: JWK; alg: string };
}

export interface TestIdentity {
  subject: string;
  email: string;
  name: string;
}

/**
 * Mints access tokens exactly as the built-in provider does: RS256 with its key from the database,
 * so the tests exercise the real verification path.
 */
export async function tokenMinter(db: Db, config: Config) {
  const { privateJwks } = await loadSigningKeys(db);
  const signingJwk = privateJwks[0]!;
  const providerKey = await importJWK(signingJwk, SIGNING_ALG);

  async function mint(identity: TestIdentity, options: MintOptions = {}): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const alg = options.key?.alg ?? SIGNING_ALG;
    const key = options.key ? await importJWK(options.key.jwk, alg) : providerKey;
    // Verified by default, as a user who followed the link; tests of unverified e-mails say so.
    const jwt = new SignJWT({
      email: identity.email,
      email_verified: true,
      name: identity.name,
      ...options.claims,
    })
      .setProtectedHeader({ alg, kid: options.kid ?? signingJwk.kid, typ: 'at+jwt' })
      .setSubject(identity.subject)
      .setIssuer(options.issuer ?? config.identity.issuer)
      .setAudience(options.audience ?? config.identity.audience)
      .setIssuedAt(now + (options.issuedAt ?? 0))
      .setJti(randomUUID())
      .setExpirationTime(now + (options.expiresIn ?? 3600));
    if (options.notBefore !== undefined) jwt.setNotBefore(now + options.notBefore);
    return jwt.sign(key);
  }

  return { mint, signingJwk };
}

let counter = 0;
export function newIdentity(prefix = 'user'): TestIdentity {
  counter += 1;
  const id = `${prefix}${counter}-${randomUUID().slice(0, 8)}`;
  return { subject: `local|${randomUUID()}`, email: `${id}@example.test`, name: `Test ${id}` };
}
