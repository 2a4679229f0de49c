import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../../db/client';
import { loadOrCreateSecret } from '../../lib/server-secrets';

export const SIGNING_ALG = 'RS256';

export interface SigningKeys {
  /** Private JWKs (with kid, alg, use) for oidc-provider's `jwks` option. */
  privateJwks: JWK[];
  /** The public halves, for verifying access tokens without an HTTP round trip. */
  publicJwks: { keys: JWK[] };
}

/** The built-in provider's signing keys, generated once and kept in the database. */
export async function loadSigningKeys(db: Db): Promise<SigningKeys> {
  const privateJwks = await loadOrCreateSecret<JWK[]>(db, 'oidc_signing_keys', async () => {
    const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true, modulusLength: 2048 });
    const jwk = await exportJWK(privateKey);
    return [{ ...jwk, kid: randomUUID(), alg: SIGNING_ALG, use: 'sig' }];
  });
  const publicJwks = {
    keys: privateJwks.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
  };
  return { privateJwks, publicJwks };
}
