import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMailDeps } from '../../../test/support/account-mail';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../../../test/support/database';
import { pkcePair, TestBrowser, toPath } from '../../../test/support/sign-in/browser';
import { loadConfig } from '../../config';
import { registerBuiltInIdentity } from './index';

const PUBLIC_URL = 'http://localhost:3000';

/** Issue 16: "Get Started" sends prompt=create (OpenID Connect Prompt Create 1.0). */
describe.each(DB_KINDS)('prompt=create on the built-in provider (%s)', (kind) => {
  const config = loadConfig({ PUBLIC_URL, NODE_ENV: 'test' });
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let address = 0;

  function newBrowser(): TestBrowser {
    address += 1;
    return new TestBrowser(app, 'localhost:3000', `10.1.0.${address}`);
  }

  async function authorize(browser: TestBrowser, prompt?: string) {
    const query = new URLSearchParams({
      client_id: config.identity.clientId,
      response_type: 'code',
      redirect_uri: `${PUBLIC_URL}/auth/callback`,
      scope: 'openid profile email',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
      nonce: 'n-1',
      ...(prompt ? { prompt } : {}),
    });
    const res = await browser.get(`/oidc/auth?${query}`);
    expect(res.statusCode, res.body).toBe(303);
    return toPath(res.headers.location as string);
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
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.destroy();
  });

  it('opens account creation, whose "Sign in" link leads to the sign-in form', async () => {
    const browser = newBrowser();
    const interaction = await authorize(browser, 'create');
    const page = await browser.get(interaction);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Create account</h1>');
    const signin = await browser.get(`${interaction}?signin=1`);
    expect(signin.body).toContain('<h1>Sign in</h1>');
  });

  it('without prompt=create the sign-in form comes first', async () => {
    const browser = newBrowser();
    const page = await browser.get(await authorize(browser));
    expect(page.body).toContain('<h1>Sign in</h1>');
  });

  it('an account created there finishes the authorization (no second prompt)', async () => {
    const browser = newBrowser();
    const interaction = await authorize(browser, 'create');
    const created = await browser.post(`${interaction}/signup`, {
      name: 'New Owner',
      email: `new-${kind}@example.com`,
      password: 'correct horse battery',
    });
    expect(created.statusCode, created.body).toBe(303);
    let location = toPath(created.headers.location as string);
    for (let hop = 0; hop < 5 && !location.startsWith('/auth/callback'); hop += 1) {
      const next = await browser.get(location);
      expect([302, 303]).toContain(next.statusCode);
      location = String(next.headers.location);
      if (location.startsWith(PUBLIC_URL)) location = location.slice(PUBLIC_URL.length);
    }
    expect(location).toMatch(/^\/auth\/callback\?code=/);
  });
});
