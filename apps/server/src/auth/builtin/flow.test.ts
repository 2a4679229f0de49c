import Fastify, { type FastifyInstance } from 'fastify';
import { createLocalJWKSet, decodeJwt, type JWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../../../test/support/database';
import { type Config, loadConfig } from '../../config';
import { registerBuiltInIdentity } from './index';
import { pkcePair, TestBrowser, toPath } from './test-browser';

const PUBLIC_URL = 'http://localhost:3000';
const ORIGIN = { origin: PUBLIC_URL };
const REDIRECT_URI = `${PUBLIC_URL}/auth/callback`;

async function buildIdentityApp(config: Config, testDb: TestDatabase): Promise<FastifyInstance> {
  const app = Fastify();
  await registerBuiltInIdentity(app, { config, database: testDb.database });
  await app.ready();
  return app;
}

/** Starts an authorization request the way the web app does (PKCE, audience, offline_access). */
async function authorize(browser: TestBrowser, config: Config) {
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
async function followToCallback(browser: TestBrowser, location: string): Promise<URL> {
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

async function exchangeCode(browser: TestBrowser, config: Config, code: string, verifier: string) {
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

function uidFrom(location: string): string {
  const match = /^\/interaction\/([^/?]+)$/.exec(location);
  if (!match) throw new Error(`not an interaction URL: ${location}`);
  return match[1]!;
}

async function signUp(browser: TestBrowser, config: Config, email: string, password = 'correct horse') {
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

describe.each(DB_KINDS)('built-in identity provider (%s)', (kind) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const config = loadConfig({ PUBLIC_URL, NODE_ENV: 'test' });

  async function verify(token: string, target = app) {
    const jwks = (await target.inject({ url: '/oidc/jwks', headers: { host: 'localhost:3000' } })).json() as {
      keys: JWK[];
    };
    return jwtVerify(token, createLocalJWKSet(jwks), {
      issuer: config.identity.issuer,
      audience: config.identity.audience,
    });
  }

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
    expect(tokens.expires_in).toBe(3600);
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

  it('signs out without a confirmation page and ends the refresh token', async () => {
    const browser = new TestBrowser(app);
    const tokens = await signUp(browser, config, 'logout@example.com');

    const query = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${PUBLIC_URL}/`,
      client_id: config.identity.clientId,
    });
    const page = await browser.get(`/oidc/session/end?${query}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="op.logoutForm"');
    expect(page.body).toContain('<script src="/interaction/assets/logout.js"></script>');
    expect(page.body).not.toMatch(/<script>/);
    expect(page.body).not.toMatch(/\sstyle=/);

    const script = await browser.get('/interaction/assets/logout.js');
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body).toContain('op.logoutForm');

    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)![1]!;
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(page.body)![1]!;
    const done = await browser.post(toPath(action), { xsrf, logout: 'yes' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${PUBLIC_URL}/`);

    const refresh = await browser.post(
      '/oidc/token',
      {
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token!,
        client_id: config.identity.clientId,
      },
      ORIGIN,
    );
    expect(refresh.json().error).toBe('invalid_grant');

    // Signed out of the provider too: the next sign-in asks again.
    const next = await authorize(browser, config);
    expect(next.res.headers.location).toMatch(/^\/interaction\//);
  });

  it('renders provider errors as a product page without inline scripts', async () => {
    const res = await new TestBrowser(app).get('/oidc/auth?client_id=nope&response_type=code&scope=openid');
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('License Tracker');
    expect(res.body).toContain('/interaction/assets/auth.css');
    expect(res.body).not.toMatch(/<script|\sstyle=|<style/);
  });

  it('accepts sessions and tokens across two copies sharing the database', async () => {
    const other = await buildIdentityApp(config, testDb);
    try {
      const browser = new TestBrowser(app);
      const tokens = await signUp(browser, config, 'twins@example.com');
      await verify(tokens.access_token, other);

      // The browser's session cookie from the first copy is good on the second one.
      const onOther = browser.on(other);
      const again = await authorize(onOther, config);
      expect(new URL(again.res.headers.location as string).pathname).toBe('/auth/callback');

      const refreshed = await onOther.post(
        '/oidc/token',
        {
          grant_type: 'refresh_token',
          refresh_token: tokens.refresh_token!,
          client_id: config.identity.clientId,
        },
        ORIGIN,
      );
      expect(refreshed.statusCode, refreshed.body).toBe(200);
    } finally {
      await other.close();
    }
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
      await registerBuiltInIdentity(app, { config, database: testDb.database });
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
