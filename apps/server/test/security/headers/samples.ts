// One request for every kind of answer the server gives (API success and errors, the web app's
// files, the identity provider and its sign-in pages), and a minimal web build to serve.

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Config } from '../../../src/config';
import type { TestApp } from '../../support/app';
import { pkcePair, type TestBrowser, toPath } from '../../support/sign-in/browser';

/** A minimal web build: a page, a script, and the page the web app loads in a hidden iframe. */
export function makeWebDist(): string {
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

export interface Sample {
  name: string;
  kind: Kind;
  /** Loaded in an iframe by the web app itself: framing by the same origin only. */
  frameable?: true;
  send(ctx: Context): Promise<LightMyRequestResponse>;
  /** Checked on the answer, beyond the headers. */
  status: number | ((status: number) => boolean);
}

export interface Context {
  t: TestApp;
  browser: TestBrowser;
  signedIn: { authorization: string };
  headers: Record<string, string>;
}

export const get =
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

export const SAMPLES: Sample[] = [
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
  { name: "I'm on it page", kind: 'web', status: 400, send: get('/on-it/nope') },
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
export function cspOf(res: LightMyRequestResponse): Map<string, string[]> {
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
