import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/app';
import { DB_KINDS } from '../support/database';
import { pkcePair, TestBrowser, toPath } from '../support/sign-in/browser';
import { newIdentity } from '../support/tokens';

/** Issue #7, part 3 (with headers.test.ts and limits.test.ts): no secret in the log. */

describe.each(DB_KINDS)('security headers and limits (%s)', (dbKind) => {
  describe('the log', () => {
    let t: TestApp;
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
      t = await buildTestApp(dbKind, { env: { RATE_LIMIT_PER_MINUTE: '100000' }, logStream: stream });
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
      const email = `${newIdentity('log').email}`;
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
