import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkcePair, TestBrowser, toPath } from '../../src/auth/builtin/test-browser';
import type { Config } from '../../src/config';
import { DB_KINDS } from '../support/database';
import { buildSecurityApp, newPerson, type SecurityApp } from './support';

/**
 * Issue #7, part 3: the security headers on every kind of answer (API success and errors, the web
 * app's files, the identity provider and its sign-in pages), the body size and rate limits, and
 * no secret in the log.
 */

/** A minimal web build: a page, a script, and the page the web app loads in a hidden iframe. */
function makeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lt-web-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'auth'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/x.js"></script></head><body></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'x.js'), 'console.log("x");\n');
  writeFileSync(join(dir, 'auth', 'silent-callback.html'), '<!doctype html><title>silent</title>');
  return dir;
}

type Kind = 'api' | 'web' | 'identity';

interface Sample {
  name: string;
  kind: Kind;
  /** Loaded in an iframe by the web app itself: framing by the same origin only. */
  frameable?: true;
  send(ctx: Context): Promise<LightMyRequestResponse>;
  /** Checked on the answer, beyond the headers. */
  status: number | ((status: number) => boolean);
}

interface Context {
  t: SecurityApp;
  browser: TestBrowser;
  signedIn: { authorization: string };
  headers: Record<string, string>;
}

const get =
  (url: string, extra: Record<string, string> = {}) =>
  (c: Context) =>
    c.t.app.inject({ method: 'GET', url, headers: { ...c.headers, ...extra } });

function authorizeQuery(config: Config, prompt?: string): string {
  return new URLSearchParams({
    client_id: config.identity.clientId,
    response_type: 'code',
    redirect_uri: `${config.publicUrl}/auth/callback`,
    scope: 'openid profile email offline_access',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
    ...(prompt ? { prompt } : {}),
  }).toString();
}

const SAMPLES: Sample[] = [
  { name: 'API 200, public', kind: 'api', status: 200, send: get('/api/health') },
  {
    name: 'API 200, signed in',
    kind: 'api',
    status: 200,
    send: (c) => get('/api/users/profile', c.signedIn)(c),
  },
  { name: 'API 401', kind: 'api', status: 401, send: get('/api/users/profile') },
  {
    name: 'API 404, unknown id',
    kind: 'api',
    status: 404,
    send: (c) => get('/api/businesses/00000000-0000-4000-8000-000000000000/', c.signedIn)(c),
  },
  { name: 'API 404, unknown route', kind: 'api', status: 404, send: get('/api/nothing-here') },
  {
    name: 'API 400, invalid body',
    kind: 'api',
    status: 400,
    send: (c) =>
      c.t.app.inject({
        method: 'POST',
        url: '/api/businesses/',
        headers: { ...c.headers, ...c.signedIn },
        payload: { business_name: '' },
      }),
  },
  {
    name: 'API 400, malformed URL',
    kind: 'api',
    status: 400,
    send: (c) => get('/api/businesses/%E0%A4%A/', c.signedIn)(c),
  },
  {
    // 404 when the web app is served: the router then falls back to its wildcard route.
    name: 'API 400, over-long path parameter',
    kind: 'api',
    status: (s) => s === 400 || s === 404,
    send: (c) => get(`/api/businesses/${'a'.repeat(500)}/`, c.signedIn)(c),
  },
  {
    name: 'API 415',
    kind: 'api',
    status: 415,
    send: (c) =>
      c.t.app.inject({
        method: 'POST',
        url: '/api/businesses/',
        headers: { ...c.headers, ...c.signedIn, 'content-type': 'text/plain' },
        payload: 'hello',
      }),
  },
  {
    name: 'API 413',
    kind: 'api',
    status: 413,
    send: (c) =>
      c.t.app.inject({
        method: 'POST',
        url: '/api/businesses/',
        headers: { ...c.headers, ...c.signedIn, 'content-type': 'application/json' },
        payload: JSON.stringify({ business_name: 'x'.repeat(300 * 1024) }),
      }),
  },
  { name: 'API docs page', kind: 'api', status: (s) => s < 400, send: get('/api/docs') },
  { name: 'API document', kind: 'api', status: 200, send: get('/api/docs/json') },
  { name: 'web page', kind: 'web', status: 200, send: get('/') },
  { name: 'web client route', kind: 'web', status: 200, send: get('/app/licenses') },
  { name: 'web script', kind: 'web', status: 200, send: get('/assets/x.js') },
  { name: 'web missing script', kind: 'web', status: 404, send: get('/assets/missing.js') },
  {
    name: 'web silent-callback page',
    kind: 'web',
    frameable: true,
    status: 200,
    send: get('/auth/silent-callback.html'),
  },
  { name: 'web auth config', kind: 'web', status: 200, send: get('/auth-config.json') },
  { name: 'unsubscribe page', kind: 'web', status: 400, send: get('/unsubscribe?token=nope') },
  {
    name: 'OIDC discovery',
    kind: 'identity',
    status: 200,
    send: get('/oidc/.well-known/openid-configuration'),
  },
  { name: 'OIDC keys', kind: 'identity', status: 200, send: get('/oidc/jwks') },
  {
    name: 'OIDC authorization',
    kind: 'identity',
    frameable: true,
    status: 303,
    send: (c) => c.browser.request({ url: `/oidc/auth?${authorizeQuery(c.t.config)}`, headers: c.headers }),
  },
  {
    name: 'OIDC silent authorization (prompt=none)',
    kind: 'identity',
    frameable: true,
    status: (s) => s === 303 || s === 302,
    send: (c) =>
      c.browser.request({ url: `/oidc/auth?${authorizeQuery(c.t.config, 'none')}`, headers: c.headers }),
  },
  {
    name: 'OIDC error page (at /oidc/auth)',
    kind: 'identity',
    frameable: true,
    status: 400,
    send: get('/oidc/auth?client_id=nope&response_type=code&scope=openid'),
  },
  {
    name: 'sign-in page',
    kind: 'identity',
    status: 200,
    send: async (c) => {
      const start = await c.browser.request({
        url: `/oidc/auth?${authorizeQuery(c.t.config)}`,
        headers: c.headers,
      });
      return c.browser.request({ url: toPath(start.headers.location as string), headers: c.headers });
    },
  },
  { name: 'sign-in page, expired', kind: 'identity', status: 400, send: get('/interaction/unknown-uid') },
  { name: 'sign-in stylesheet', kind: 'identity', status: 200, send: get('/interaction/assets/auth.css') },
];

/** The CSP as a map of directive → values. */
function cspOf(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(header, 'Content-Security-Policy').toEqual(expect.any(String));
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

function expectSecurityHeaders(sample: Sample, res: LightMyRequestResponse, https: boolean) {
  const label = `${sample.name}: ${res.statusCode} ${res.body.slice(0, 120)}`;
  const wanted = sample.status;
  if (typeof wanted === 'number') expect(res.statusCode, label).toBe(wanted);
  else expect(wanted(res.statusCode), label).toBe(true);

  const csp = cspOf(res);
  for (const directive of ['script-src', 'script-src-elem', 'script-src-attr']) {
    for (const bad of [
      "'unsafe-inline'",
      "'unsafe-eval'",
      "'unsafe-hashes'",
      '*',
      'data:',
      'http:',
      'https:',
    ]) {
      expect(csp.get(directive) ?? [], `${label}: ${directive}`).not.toContain(bad);
    }
  }
  // Scripts come from this site only (script-src, or default-src when it is absent).
  expect(csp.get('script-src') ?? csp.get('default-src'), label).toEqual(["'self'"]);
  expect(csp.get('object-src'), label).toEqual(["'none'"]);
  expect(csp.get('base-uri'), label).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), label).toEqual([sample.frameable ? "'self'" : "'none'"]);
  if (sample.frameable) expect(res.headers['x-frame-options'], label).not.toBe('DENY');
  else expect(res.headers['x-frame-options'], label).toBe('DENY');

  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  expect(res.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-powered-by'], label).toBeUndefined();
  if (https) {
    expect(res.headers['strict-transport-security'], label).toMatch(/max-age=\d{7,}/);
    expect(csp.has('upgrade-insecure-requests'), label).toBe(true);
  } else {
    expect(res.headers['strict-transport-security'], label).toBeUndefined();
  }

  if (sample.kind === 'api') {
    expect(res.headers['cache-control'], label).toBe('no-store');
    if (res.statusCode >= 400) {
      expect(res.headers['content-type'], label).toMatch(/^application\/json/);
      expect(res.json().detail, label).toEqual(expect.any(String));
    }
  }
}

describe.each(DB_KINDS)('security headers and limits (%s)', (dbKind) => {
  const webDist = makeWebDist();
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  describe.each<{
    scheme: string;
    env: Record<string, string>;
    host: string;
    headers: Record<string, string>;
  }>([
    { scheme: 'http', env: {}, host: 'localhost:3000', headers: {} },
    {
      scheme: 'https',
      env: { PUBLIC_URL: 'https://licenses.example', TRUST_PROXY: 'true' },
      host: 'licenses.example',
      headers: { 'x-forwarded-proto': 'https' },
    },
  ])('over $scheme', ({ scheme, env, host, headers }) => {
    let ctx: Context;

    beforeAll(async () => {
      const t = await buildSecurityApp(dbKind, {
        env: { RATE_LIMIT_PER_MINUTE: '100000', ...env },
        webDist,
      });
      const { headers: signedIn } = await t.signIn(newPerson('headers'));
      ctx = { t, browser: new TestBrowser(t.app, host), signedIn, headers: { host, ...headers } };
    });
    afterAll(() => ctx?.t.close());

    it.each(SAMPLES)('$name', async (sample) => {
      expectSecurityHeaders(sample, await sample.send(ctx), scheme === 'https');
    });

    it('serves the web app (the samples above are not all 404s)', async () => {
      const page = await get('/')(ctx);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('/assets/x.js');
      const discovery = await get('/oidc/.well-known/openid-configuration')(ctx);
      expect(discovery.json().issuer).toBe(ctx.t.config.identity.issuer);
    });
  });

  describe('limits', () => {
    let t: SecurityApp;
    beforeAll(async () => {
      t = await buildSecurityApp(dbKind, { env: { RATE_LIMIT_PER_MINUTE: '5' } });
    });
    afterAll(() => t?.close());

    it('refuses a body over 256 KB with 413 and a detail, and takes one just under it', async () => {
      const { headers } = await t.signIn(newPerson('limits'));
      const over = await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ address: 'x'.repeat(256 * 1024) }),
      });
      expect(over.statusCode).toBe(413);
      expect(over.json()).toEqual({ detail: 'The request body is too large' });
      expect(over.headers['cache-control']).toBe('no-store');
      const under = await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ address: 'x'.repeat(255 * 1024) }),
      });
      // Read in full and refused by the contract, not by the size.
      expect(under.statusCode).toBe(400);
      expect(under.json().detail).toMatch(/^address: must be at most/);
    });

    it('answers 429 with Retry-After and a detail once the per-minute limit is spent', async () => {
      // Five per minute from one address. Refused tokens count (the limit comes before the token
      // check), and so do the identity provider and the sign-in pages.
      const from = { remoteAddress: '198.51.100.9' };
      const refused: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/users/profile',
          headers: { authorization: 'Bearer not.a.token' },
          ...from,
        });
        refused.push(res.statusCode);
      }
      expect(refused).toEqual([401, 401, 401, 401, 401]);
      for (const url of [
        '/api/health',
        '/api/users/profile',
        '/oidc/.well-known/openid-configuration',
        '/',
      ]) {
        const res = await t.app.inject({ method: 'GET', url, ...from });
        expect(res.statusCode, url).toBe(429);
        expect(Number(res.headers['retry-after']), url).toBeGreaterThan(0);
        expect(res.json(), url).toEqual({ detail: 'Too many requests. Please try again later.' });
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(cspOf(res).get('frame-ancestors'), url).toEqual(["'none'"]);
        if (url.startsWith('/api/')) expect(res.headers['cache-control'], url).toBe('no-store');
      }
      const signIn = await t.app.inject({ method: 'POST', url: '/interaction/some-uid/login', ...from });
      expect(signIn.statusCode).toBe(429);
      // Another address is not held back.
      const other = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '192.0.2.7' });
      expect(other.statusCode).toBe(200);
    });
  });

  describe('the log', () => {
    let t: SecurityApp;
    const lines: string[] = [];
    const PASSWORD = 'log-secret-Pa55word-9f1c';
    const WRONG_PASSWORD = 'wrong-secret-Pa55word-77aa';

    beforeAll(async () => {
      const stream = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      t = await buildSecurityApp(dbKind, { env: { RATE_LIMIT_PER_MINUTE: '100000' }, logStream: stream });
    });
    afterAll(() => t?.close());

    async function authorize(browser: TestBrowser) {
      const { verifier, challenge } = pkcePair();
      const query = new URLSearchParams({
        client_id: t.config.identity.clientId,
        response_type: 'code',
        redirect_uri: `${t.config.publicUrl}/auth/callback`,
        scope: 'openid profile email offline_access',
        state: 'state-1',
        nonce: 'nonce-1',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        audience: t.config.identity.audience,
      });
      const res = await browser.get(`/oidc/auth?${query}`);
      return { uid: /^\/interaction\/([^/?]+)$/.exec(res.headers.location as string)![1]!, verifier };
    }

    async function finish(browser: TestBrowser, submitted: LightMyRequestResponse, verifier: string) {
      expect(submitted.statusCode, submitted.body).toBe(303);
      let next = submitted.headers.location as string;
      for (let hops = 0; hops < 5 && !next.includes('/auth/callback'); hops++) {
        next = (await browser.get(toPath(next))).headers.location as string;
      }
      const code = new URL(next, t.config.publicUrl).searchParams.get('code')!;
      const tokens = await browser.post(
        '/oidc/token',
        {
          grant_type: 'authorization_code',
          code,
          redirect_uri: `${t.config.publicUrl}/auth/callback`,
          client_id: t.config.identity.clientId,
          code_verifier: verifier,
        },
        { origin: t.config.publicUrl },
      );
      expect(tokens.statusCode, tokens.body).toBe(200);
      return {
        code,
        ...(tokens.json() as { access_token: string; refresh_token: string; id_token: string }),
      };
    }

    it('holds no token, code, password or authorization header after a whole session', async () => {
      const email = `${newPerson('log').email}`;
      const secrets: string[] = [PASSWORD, WRONG_PASSWORD];

      // Sign up, sign in (once with a wrong password), use the API, refresh, sign out.
      const browser = new TestBrowser(t.app);
      const first = await authorize(browser);
      const signedUp = await finish(
        browser,
        await browser.post(`/interaction/${first.uid}/signup`, {
          name: 'Log Tester',
          email,
          password: PASSWORD,
        }),
        first.verifier,
      );
      const again = new TestBrowser(t.app);
      const second = await authorize(again);
      const refused = await again.post(`/interaction/${second.uid}/login`, {
        email,
        password: WRONG_PASSWORD,
      });
      expect(refused.statusCode).toBe(400);
      const signedIn = await finish(
        again,
        await again.post(`/interaction/${second.uid}/login`, { email, password: PASSWORD }),
        second.verifier,
      );
      for (const s of [signedUp, signedIn]) secrets.push(s.code, s.access_token, s.refresh_token, s.id_token);

      const bearer = `Bearer ${signedIn.access_token}`;
      for (const [method, url, payload] of [
        ['GET', '/api/users/profile', undefined],
        ['PUT', '/api/users/profile', { full_name: 'Log Tester' }],
        ['POST', '/api/businesses/', { business_name: '' }],
        ['GET', `/api/businesses/${'a'.repeat(300)}/`, undefined],
        ['GET', '/api/businesses/%E0%A4%A/', undefined],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: { authorization: bearer }, payload });
        expect(res.statusCode).toBeLessThan(500);
      }
      // A token that does not verify, in the header and in the query string.
      const tampered = `${signedIn.access_token.slice(0, -4)}AAAA`;
      secrets.push(tampered);
      await t.app.inject({
        method: 'GET',
        url: '/api/users/profile',
        headers: { authorization: `Bearer ${tampered}` },
      });
      await t.app.inject({ method: 'GET', url: `/api/users/profile?access_token=${tampered}` });

      const refreshed = await again.post(
        '/oidc/token',
        {
          grant_type: 'refresh_token',
          refresh_token: signedIn.refresh_token,
          client_id: t.config.identity.clientId,
        },
        { origin: t.config.publicUrl },
      );
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      const renewed = refreshed.json() as { access_token: string; refresh_token: string; id_token: string };
      secrets.push(renewed.access_token, renewed.refresh_token, renewed.id_token);
      // A spent refresh token, refused.
      const replay = await again.post(
        '/oidc/token',
        {
          grant_type: 'refresh_token',
          refresh_token: signedIn.refresh_token,
          client_id: t.config.identity.clientId,
        },
        { origin: t.config.publicUrl },
      );
      expect(replay.statusCode).toBe(400);

      const logout = await again.get(
        `/oidc/session/end?${new URLSearchParams({
          id_token_hint: renewed.id_token,
          post_logout_redirect_uri: `${t.config.publicUrl}/`,
          client_id: t.config.identity.clientId,
        })}`,
      );
      expect(logout.statusCode).toBe(200);

      const log = lines.join('');
      // The log was captured at trace level: every request is in it.
      expect(log).toContain('incoming request');
      expect(log).toContain('/oidc/token');
      expect(log).toContain('/api/users/profile');
      // The sign-out URL carried the ID token in its query string; the path alone is logged.
      expect(log).toContain('/oidc/session/end');
      for (const secret of secrets) {
        expect(secret.length).toBeGreaterThan(10);
        expect(log.includes(secret), `the log holds ${secret.slice(0, 24)}…`).toBe(false);
        // Nor any recognisable piece of a JWT (its signature).
        const signature = secret.split('.')[2];
        if (signature) expect(log.includes(signature), 'a token signature is in the log').toBe(false);
      }
      expect(log).not.toMatch(/Bearer [A-Za-z0-9_-]{10,}/);
    });
  });
});
