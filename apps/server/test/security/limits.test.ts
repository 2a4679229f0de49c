import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/app';
import { DB_KINDS } from '../support/database';
import { newIdentity } from '../support/tokens';
import { cspOf } from './headers/samples';

/** Issue #7, part 3 (with headers.test.ts and log-secrets.test.ts): the body size and rate limits. */

describe.each(DB_KINDS)('security headers and limits (%s)', (dbKind) => {
  describe('limits', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(dbKind, { env: { RATE_LIMIT_PER_MINUTE: '5' } });
    });
    afterAll(() => t?.close());

    it('refuses a body over 256 KB with 413 and a detail, and takes one just under it', async () => {
      const { headers } = await t.signIn(newIdentity('limits'));
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
});
