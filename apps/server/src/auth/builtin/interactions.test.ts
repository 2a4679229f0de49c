import { MIN_PASSWORD_LENGTH } from '@lt/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMailDeps } from '../../../test/support/account-mail';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../../../test/support/database';
import { pkcePair, TestBrowser } from '../../../test/support/sign-in/browser';
import { loadConfig } from '../../config';
import { registerBuiltInIdentity } from './index';
import { INVALID_CREDENTIALS, TOO_MANY_ATTEMPTS } from './interactions';

const PUBLIC_URL = 'http://localhost:3000';
const PASSWORD = 'correct horse';

describe.each(DB_KINDS)('sign-in and sign-up pages (%s)', (kind) => {
  const config = loadConfig({ PUBLIC_URL, NODE_ENV: 'test' });
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let address = 0;

  /** Each test gets its own client address, so the per-address limit of one does not leak into another. */
  function newBrowser(): TestBrowser {
    address += 1;
    return new TestBrowser(app, 'localhost:3000', `10.0.${Math.floor(address / 250)}.${(address % 250) + 1}`);
  }

  async function startInteraction(browser: TestBrowser): Promise<string> {
    const query = new URLSearchParams({
      client_id: config.identity.clientId,
      response_type: 'code',
      redirect_uri: `${PUBLIC_URL}/auth/callback`,
      scope: 'openid profile email',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
    });
    const res = await browser.get(`/oidc/auth?${query}`);
    expect(res.statusCode).toBe(303);
    return /^\/interaction\/([^/?]+)$/.exec(res.headers.location as string)![1]!;
  }

  async function createAccount(email: string) {
    const browser = newBrowser();
    const uid = await startInteraction(browser);
    const res = await browser.post(`/interaction/${uid}/signup`, {
      name: 'Test User',
      email,
      password: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(303);
  }

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    app = Fastify();
    await registerBuiltInIdentity(app, {
      ...accountMailDeps(config, testDb.database, app.log),
      config,
      database: testDb.database,
      throttle: { perAccount: 10, perAddress: 15 },
    });
    await app.ready();
    await createAccount('owner@example.com');
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.destroy();
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    const browser = newBrowser();
    const uid = await startInteraction(browser);
    const res = await browser.post(`/interaction/${uid}/login`, {
      email: 'owner@example.com',
      password: 'nope-nope',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(INVALID_CREDENTIALS);
    expect(res.body).toContain('role="alert"');
    // The e-mail is kept so the user only retypes the password.
    expect(res.body).toContain('value="owner@example.com"');
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const browser = newBrowser();
    const uid = await startInteraction(browser);
    const res = await browser.post(`/interaction/${uid}/login`, {
      email: 'nobody@example.com',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(INVALID_CREDENTIALS);
  });

  it('creates no second account for the same e-mail, whatever its case, and does not say it exists', async () => {
    const browser = newBrowser();
    const uid = await startInteraction(browser);
    const res = await browser.post(`/interaction/${uid}/signup`, {
      name: 'Someone Else',
      email: ' OWNER@example.com',
      password: 'another password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Check your e-mail to continue');
    expect(res.body).not.toMatch(/already|exist/i);
    const signIn = await browser.post(`/interaction/${await startInteraction(browser)}/login`, {
      email: 'owner@example.com',
      password: 'another password',
    });
    expect(signIn.body).toContain(INVALID_CREDENTIALS);
  });

  it('explains what is wrong with a sign-up form and keeps what was typed, escaped', async () => {
    const browser = newBrowser();
    const uid = await startInteraction(browser);
    const res = await browser.post(`/interaction/${uid}/signup`, {
      name: '<b>Mallory</b>',
      email: 'not-an-email',
      password: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(`Your password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
    expect(res.body).toContain('Please enter a valid email address.');
    expect(res.body).toContain('value="&lt;b&gt;Mallory&lt;/b&gt;"');
    expect(res.body).not.toContain('<b>Mallory</b>');

    const blank = await browser.post(`/interaction/${uid}/signup`, {
      name: ' ',
      email: 'a@example.com',
      password: PASSWORD,
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('Please enter your full name.');
  });

  it('limits attempts per account, even with the right password afterwards', async () => {
    await createAccount('target@example.com');
    for (let i = 0; i < 10; i++) {
      const browser = newBrowser();
      const uid = await startInteraction(browser);
      const res = await browser.post(`/interaction/${uid}/login`, {
        email: 'target@example.com',
        password: `guess-${i}`,
      });
      expect(res.statusCode).toBe(400);
    }
    const browser = newBrowser();
    const uid = await startInteraction(browser);
    const res = await browser.post(`/interaction/${uid}/login`, {
      email: 'TARGET@example.com',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(429);
    expect(res.body).toContain(TOO_MANY_ATTEMPTS);
  });

  it('limits attempts per client address across accounts', async () => {
    const browser = newBrowser();
    const uid = await startInteraction(browser);
    for (let i = 0; i < 15; i++) {
      const res = await browser.post(`/interaction/${uid}/login`, {
        email: `spray-${i}@example.com`,
        password: PASSWORD,
      });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await browser.post(`/interaction/${uid}/login`, {
      email: 'owner@example.com',
      password: PASSWORD,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain(TOO_MANY_ATTEMPTS);
    const signup = await browser.post(`/interaction/${uid}/signup`, {
      name: 'New',
      email: 'new@example.com',
      password: PASSWORD,
    });
    expect(signup.statusCode).toBe(429);
  });

  it('does not count successful sign-ins against the limits', async () => {
    const browser = newBrowser();
    for (let i = 0; i < 12; i++) {
      const uid = await startInteraction(browser);
      const res = await browser.post(`/interaction/${uid}/login`, {
        email: 'owner@example.com',
        password: PASSWORD,
      });
      expect(res.statusCode).toBe(303);
      // A fresh browser each time would be signed in already; forget the session instead.
      browser.forget('_session');
    }
  });

  it('shows an expired page for an unknown interaction or a post without its cookie', async () => {
    const browser = newBrowser();
    const unknown = await browser.get('/interaction/does-not-exist');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Your sign-in session expired');
    expect(unknown.body).toContain('href="/"');

    const uid = await startInteraction(browser);
    const stranger = newBrowser();
    const posted = await stranger.post(`/interaction/${uid}/login`, {
      email: 'owner@example.com',
      password: PASSWORD,
    });
    expect(posted.statusCode).toBe(400);
    expect(posted.body).toContain('Your sign-in session expired');
  });

  it('serves pages that work under a strict CSP', async () => {
    const browser = newBrowser();
    const uid = await startInteraction(browser);
    for (const path of [`/interaction/${uid}`, `/interaction/${uid}/signup`, '/interaction/unknown']) {
      const res = await browser.get(path);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('<html lang="en">');
      expect(res.body).toContain('<meta name="viewport"');
      expect(res.body).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    }
    const css = await browser.get('/interaction/assets/auth.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });
});
