import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface ExternalIssuer {
  /** http://127.0.0.1:<port>, for OIDC_ISSUER. */
  issuer: string;
  /** The private key its tokens are signed with (pass to `mint` as `key`). */
  key: { jwk: JWK; alg: string };
  /** What userinfo answers for a bearer token (default: 401). */
  userinfo: Map<string, Record<string, unknown>>;
  /** Userinfo requests seen. */
  userinfoCalls(): number;
  close(): Promise<void>;
}

/**
 * A stand-in for an external OpenID Connect provider (Auth0, Keycloak…) on loopback: discovery,
 * its public keys and userinfo, over real HTTP, so the server's discovery and remote-JWKS paths run.
 */
export async function startExternalIssuer(): Promise<ExternalIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = 'external-1';
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256' };
  const userinfo = new Map<string, Record<string, unknown>>();
  let calls = 0;
  let issuer = '';
  const server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/.well-known/openid-configuration') {
      return send(200, {
        issuer,
        jwks_uri: `${issuer}/jwks`,
        userinfo_endpoint: `${issuer}/userinfo`,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
      });
    }
    if (req.url === '/jwks') return send(200, { keys: [publicJwk] });
    if (req.url === '/userinfo') {
      calls += 1;
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const info = token ? userinfo.get(token) : undefined;
      return info ? send(200, info) : send(401, { error: 'invalid_token' });
    }
    send(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    key: { jwk: privateJwk, alg: 'RS256' },
    userinfo,
    userinfoCalls: () => calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
