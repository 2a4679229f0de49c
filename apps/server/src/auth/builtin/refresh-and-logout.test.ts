import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../../../test/support/database';
import { TestBrowser, toPath } from '../../../test/support/sign-in/browser';
import {
  authorize,
  buildIdentityApp,
  ORIGIN,
  PUBLIC_URL,
  signUp,
  verifyAccessToken,
} from '../../../test/support/sign-in/flow';
import { loadConfig } from '../../config';

// Signing out, and sessions and refresh tokens shared by two copies of the server (the rest of the
// sign-in flow is in flow.test.ts, under the same describe title).

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

  it('asks before signing out when another site (or an unknown one) sent the browser here', async () => {
    const browser = new TestBrowser(app);
    const tokens = await signUp(browser, config, 'cross-site-logout@example.com');
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token,
      client_id: config.identity.clientId,
    });
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, {}] as Record<string, string>[]) {
      const page = await browser.request({ url: `/oidc/session/end?${query}`, headers });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('id="op.logoutForm"');
      expect(page.body).toContain('Do you want to sign out');
      expect(page.body).not.toContain('<script');
    }
    // Still signed in: a new authorization skips the sign-in form.
    const again = await authorize(browser, config);
    expect(new URL(again.res.headers.location as string).pathname).toBe('/auth/callback');
  });

  it('signs out without a confirmation page when asked from this site, and ends the refresh token', async () => {
    const browser = new TestBrowser(app);
    const tokens = await signUp(browser, config, 'logout@example.com');

    const query = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${PUBLIC_URL}/`,
      client_id: config.identity.clientId,
    });
    const page = await browser.request({
      url: `/oidc/session/end?${query}`,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
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
