import { rmSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/app';
import { DB_KINDS } from '../support/database';
import { TestBrowser } from '../support/sign-in/browser';
import { newIdentity } from '../support/tokens';
import { type Context, cspOf, get, makeWebDist, SAMPLES, type Sample } from './headers/samples';

/**
 * Issue #7, part 3: the security headers on every kind of answer (API success and errors, the web
 * app's files, the identity provider and its sign-in pages). The body size and rate limits are in
 * limits.test.ts, no secret in the log in log-secrets.test.ts; the three share the describe title.
 */

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
      const t = await buildTestApp(dbKind, {
        env: { RATE_LIMIT_PER_MINUTE: '100000', ...env },
        webDist,
      });
      const { headers: signedIn } = await t.signIn(newIdentity('headers'));
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
});
