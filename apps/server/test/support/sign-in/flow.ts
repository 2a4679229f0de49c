import Fastify, { type FastifyInstance } from 'fastify';
import { createLocalJWKSet, type JWK, jwtVerify } from 'jose';
import { expect } from 'vitest';
import { registerBuiltInIdentity } from '../../../src/auth/builtin/index';
import type { Config } from '../../../src/config';
import { accountMailDeps } from '../account-mail';
import type { TestDatabase } from '../database';
import { pkcePair, type TestBrowser, toPath } from './browser';

// Test support only (imported by flow.test.ts and refresh-and-logout.test.ts): the steps of the
// web app's sign-in, driven through a TestBrowser.

export const PUBLIC_URL = 'http://localhost:3000';
export const ORIGIN = { origin: PUBLIC_URL };
export const REDIRECT_URI = `${PUBLIC_URL}/auth/callback`;

export async function buildIdentityApp(config: Config, testDb: TestDatabase): Promise<FastifyInstance> {
  const app = Fastify();
  await registerBuiltInIdentity(app, {
    ...accountMailDeps(config, testDb.database, app.log),
    config,
    database: testDb.database,
  });
  await app.ready();
  return app;
}

/** Starts an authorization request the way the web app does (PKCE, audience, offline_access). */
export async function authorize(browser: TestBrowser, config: Config) {
  const { verifier, challenge } = pkcePair();
  const query = new URLSearchParams({
    client_id: config.identity.clientId,
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile email offline_access',
    state: 'state-123',
    nonce: 'nonce-123',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    audience: config.identity.audience,
  });
  const res = await browser.get(`/oidc/auth?${query}`);
  return { res, verifier };
}

/** Follows redirects until one leaves for the web app's callback; returns the code. */
export async function followToCallback(browser: TestBrowser, location: string): Promise<URL> {
  let next = location;
  for (let hops = 0; hops < 5; hops++) {
    const url = new URL(next, PUBLIC_URL);
    if (url.pathname === '/auth/callback') return url;
    const res = await browser.get(toPath(next));
    expect([302, 303]).toContain(res.statusCode);
    next = res.headers.location as string;
  }
  throw new Error('too many redirects');
}

export async function exchangeCode(browser: TestBrowser, config: Config, code: string, verifier: string) {
  const res = await browser.post(
    '/oidc/token',
    {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      client_id: config.identity.clientId,
      code_verifier: verifier,
    },
    ORIGIN,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { access_token: string; refresh_token?: string; id_token: string; expires_in: number };
}

export function uidFrom(location: string): string {
  const match = /^\/interaction\/([^/?]+)$/.exec(location);
  if (!match) throw new Error(`not an interaction URL: ${location}`);
  return match[1]!;
}

export async function signUp(
  browser: TestBrowser,
  config: Config,
  email: string,
  password = 'correct horse',
) {
  const { res, verifier } = await authorize(browser, config);
  const uid = uidFrom(res.headers.location as string);
  const submitted = await browser.post(`/interaction/${uid}/signup`, {
    name: 'Ada Lovelace',
    email,
    password,
  });
  expect(submitted.statusCode, submitted.body).toBe(303);
  const callback = await followToCallback(browser, submitted.headers.location as string);
  return exchangeCode(browser, config, callback.searchParams.get('code')!, verifier);
}

/** Verifies an access token against the keys the provider publishes. */
export async function verifyAccessToken(app: FastifyInstance, config: Config, token: string) {
  const jwks = (await app.inject({ url: '/oidc/jwks', headers: { host: 'localhost:3000' } })).json() as {
    keys: JWK[];
  };
  return jwtVerify(token, createLocalJWKSet(jwks), {
    issuer: config.identity.issuer,
    audience: config.identity.audience,
  });
}
