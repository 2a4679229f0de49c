import Fastify, { type FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMailDeps } from '../../../test/support/account-mail';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../../../test/support/database';
import { pkcePair, TestBrowser } from '../../../test/support/sign-in/browser';
import {
  authorize,
  buildIdentityApp,
  exchangeCode,
  followToCallback,
  ORIGIN,
  PUBLIC_URL,
  REDIRECT_URI,
  signUp,
  uidFrom,
  verifyAccessToken,
} from '../../../test/support/sign-in/flow';
import { loadConfig } from '../../config';
import { registerBuiltInIdentity } from './index';

// Discovery, sign-up, sign-in and the provider's error page; signing out and refresh tokens across
// two copies of the server are in refresh-and-logout.test.ts (under the same describe title).

describe.each(DB_KINDS)('built-in identity provider (%s)', (kind) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const config = loadConfig({ PUBLIC_URL, NODE_ENV: 'test' });

  const verify = (token: string, target = app) => verifyAccessToken(target, config, token);

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    app = await buildIdentityApp(config, testDb);
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.destroy();
  });

  it('publishes discovery for the configured issuer', async () => {
    const res = await new TestBrowser(app).get('/oidc/.well-known/openid-configuration');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.issuer).toBe(config.identity.issuer);
    expect(doc.authorization_endpoint).toBe(`${config.identity.issuer}/auth`);
    expect(doc.token_endpoint).toBe(`${config.identity.issuer}/token`);
    expect(doc.end_session_endpoint).toBe(`${config.identity.issuer}/session/end`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']),
    );
  });

  it('signs up, issues a JWT access token for the API and rotates the refresh token', async () => {
    const browser = new TestBrowser(app);
    const { res, verifier } = await authorize(browser, config);
    expect(res.statusCode).toBe(303);
    const uid = uidFrom(res.headers.location as string);

    const page = await browser.get(`/interaction/${uid}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('License Tracker');
    expect(page.body).toMatch(/<label for="email">Email<\/label>/);
    expect(page.body).toMatch(/<label for="password">Password<\/label>/);
    expect(page.body).toMatch(/<button[^>]*type="submit"[^>]*>Sign in<\/button>/);
    expect(page.body).toContain(`href="/interaction/${uid}/signup">Create account</a>`);

    const signupPage = await browser.get(`/interaction/${uid}/signup`);
    expect(signupPage.body).toMatch(/<label for="name">Full name<\/label>/);
    expect(signupPage.body).toMatch(/<button[^>]*>Create account<\/button>/);

    const submitted = await browser.post(`/interaction/${uid}/signup`, {
      name: 'Ada Lovelace',
      email: '  Ada@Example.COM ',
      password: 'correct horse',
    });
    expect(submitted.statusCode, submitted.body).toBe(303);
    const callback = await followToCallback(browser, submitted.headers.location as string);
    expect(callback.searchParams.get('state')).toBe('state-123');

    const code = callback.searchParams.get('code')!;
    // Only the web app's own origin may call the token endpoint from a browser.
    const foreign = await browser.post(
      '/oidc/token',
      {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT_URI,
        client_id: config.identity.clientId,
        code_verifier: verifier,
      },
      { origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();

    const tokens = await exchangeCode(browser, config, code, verifier);
    const { payload, protectedHeader } = await verify(tokens.access_token);
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.sub).toMatch(/^local\|[0-9a-f-]{36}$/);
    expect(payload.email).toBe('ada@example.com');
    expect(payload.name).toBe('Ada Lovelace');
    expect(decodeJwt(tokens.id_token).sub).toBe(payload.sub);
    expect(tokens.expires_in).toBe(600);
    expect(tokens.refresh_token).toBeTruthy();

    const refreshed = await browser.post(
      '/oidc/token',
      {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token!,
        client_id: config.identity.clientId,
      },
      ORIGIN,
    );
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const renewed = refreshed.json();
    expect(renewed.refresh_token).toBeTruthy();
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    expect((await verify(renewed.access_token)).payload.sub).toBe(payload.sub);

    // A rotated refresh token is spent.
    const replay = await browser.post(
      '/oidc/token',
      {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token!,
        client_id: config.identity.clientId,
      },
      ORIGIN,
    );
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');
  });

  it('signs in an existing account, then skips the form while the session lasts', async () => {
    await signUp(new TestBrowser(app), config, 'grace@example.com');

    const browser = new TestBrowser(app);
    const first = await authorize(browser, config);
    const uid = uidFrom(first.res.headers.location as string);
    const submitted = await browser.post(`/interaction/${uid}/login`, {
      email: 'Grace@Example.com',
      password: 'correct horse',
    });
    expect(submitted.statusCode, submitted.body).toBe(303);
    const callback = await followToCallback(browser, submitted.headers.location as string);
    const tokens = await exchangeCode(browser, config, callback.searchParams.get('code')!, first.verifier);
    const { payload } = await verify(tokens.access_token);
    expect(payload.email).toBe('grace@example.com');

    // Silent renewal: no interaction, no consent screen.
    const again = await authorize(browser, config);
    expect(again.res.statusCode).toBe(303);
    const silent = new URL(again.res.headers.location as string);
    expect(silent.pathname).toBe('/auth/callback');
    const second = await exchangeCode(browser, config, silent.searchParams.get('code')!, again.verifier);
    expect((await verify(second.access_token)).payload.sub).toBe(payload.sub);
  });

  it('renders provider errors as a product page without inline scripts', async () => {
    const res = await new TestBrowser(app).get('/oidc/auth?client_id=nope&response_type=code&scope=openid');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('License Tracker');
    expect(res.body).toContain('/interaction/assets/auth.css');
    expect(res.body).not.toMatch(/<script|\sstyle=|<style/);
  });
});

describe('built-in identity provider behind a TLS proxy', () => {
  it('sets Secure cookies when PUBLIC_URL is https', async () => {
    const testDb = await createTestDatabase('pglite');
    const config = loadConfig({
      PUBLIC_URL: 'https://lt.example.com',
      NODE_ENV: 'test',
      TRUST_PROXY: 'true',
    });
    const app = Fastify({ trustProxy: true });
    try {
      await registerBuiltInIdentity(app, {
        ...accountMailDeps(config, testDb.database, app.log),
        config,
        database: testDb.database,
      });
      const query = new URLSearchParams({
        client_id: config.identity.clientId,
        response_type: 'code',
        redirect_uri: 'https://lt.example.com/auth/callback',
        scope: 'openid',
        code_challenge: pkcePair().challenge,
        code_challenge_method: 'S256',
      });
      const res = await new TestBrowser(app, 'lt.example.com').request({
        url: `/oidc/auth?${query}`,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.statusCode).toBe(303);
      const cookies = res.headers['set-cookie'] as string[];
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) expect(cookie).toMatch(/; secure; httponly$/);
      for (const cookie of cookies) expect(cookie).toContain('samesite=lax');
    } finally {
      await app.close();
      await testDb.destroy();
    }
  });
});
