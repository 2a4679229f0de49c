import { base64url, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/app';
import { DB_KINDS } from '../../test/support/database';
import { newIdentity } from '../../test/support/tokens';

describe.each(DB_KINDS)('bearer token verification (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t?.close());

  const me = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authorization ? { authorization } : {} });

  async function expectRejected(authorization: string | undefined) {
    const response = await me(authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Not authenticated' });
  }

  it('accepts a valid token and tells who the caller is', async () => {
    const identity = newIdentity();
    const response = await me(`Bearer ${await t.mint(identity)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      subject: identity.subject,
      email: identity.email,
      name: identity.name,
      login_method: 'local',
    });
  });

  it('rejects a missing header', () => expectRejected(undefined));
  it('rejects a malformed header', () => expectRejected('Token abc.def'));
  it('rejects a header that is not a JWT', () => expectRejected('Bearer not-a-jwt'));

  it('rejects alg none', async () => {
    const identity = newIdentity();
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const now = Math.floor(Date.now() / 1000);
    const payload = base64url.encode(
      JSON.stringify({
        sub: identity.subject,
        iss: t.config.identity.issuer,
        aud: t.config.identity.audience,
        iat: now,
        exp: now + 600,
      }),
    );
    await expectRejected(`Bearer ${header}.${payload}.`);
  });

  it('rejects HS256 signed with the public key', async () => {
    const { signingJwk } = await import('../../test/support/tokens').then((m) =>
      m.tokenMinter(t.database.db, t.config),
    );
    const publicJwk = { kty: signingJwk.kty, n: signingJwk.n, e: signingJwk.e };
    const secret = new TextEncoder().encode(JSON.stringify(publicJwk));
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', kid: signingJwk.kid })
      .setSubject(newIdentity().subject)
      .setIssuer(t.config.identity.issuer)
      .setAudience(t.config.identity.audience)
      .setExpirationTime('10m')
      .sign(secret);
    await expectRejected(`Bearer ${token}`);
  });

  it('rejects a wrong issuer', async () =>
    expectRejected(`Bearer ${await t.mint(newIdentity(), { issuer: 'https://evil.example/oidc' })}`));
  it('rejects a wrong audience', async () =>
    expectRejected(`Bearer ${await t.mint(newIdentity(), { audience: 'https://other.example/api' })}`));
  it('rejects an expired token', async () =>
    expectRejected(`Bearer ${await t.mint(newIdentity(), { expiresIn: -120 })}`));
  it('rejects a token that is not yet valid', async () =>
    expectRejected(`Bearer ${await t.mint(newIdentity(), { notBefore: 600 })}`));

  it('rejects an unknown key id', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    await expectRejected(
      `Bearer ${await t.mint(newIdentity(), { kid: 'unknown-kid', key: { jwk, alg: 'RS256' } })}`,
    );
  });

  it('rejects a tampered signature', async () => {
    const token = await t.mint(newIdentity());
    const [h, p, s] = token.split('.');
    const flipped = s!.startsWith('A') ? `B${s!.slice(1)}` : `A${s!.slice(1)}`;
    await expectRejected(`Bearer ${h}.${p}.${flipped}`);
  });

  it('rejects a tampered payload', async () => {
    const token = await t.mint(newIdentity());
    const [h, , s] = token.split('.');
    const forged = base64url.encode(JSON.stringify({ sub: 'local|someone-else', exp: 9999999999 }));
    await expectRejected(`Bearer ${h}.${forged}.${s}`);
  });
});
