import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMailDeps } from '../../../test/support/account-mail';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database';
import { TestBrowser } from '../../../test/support/sign-in/browser';
import { loadConfig } from '../../config';
import { registerBuiltInIdentity } from './index';
import { providerErrorDescription } from './provider-error-wording';

// oidc-provider words its errors in English; a French visitor reads them in French (issue 15).
describe('the identity provider’s error page in French', () => {
  const config = loadConfig({ PUBLIC_URL: 'http://localhost:3000', NODE_ENV: 'test' });
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    app = Fastify();
    await registerBuiltInIdentity(app, {
      ...accountMailDeps(config, testDb.database, app.log),
      config,
      database: testDb.database,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.destroy();
  });

  const errorPage = (url: string, headers: Record<string, string>) =>
    new TestBrowser(app).request({ url, headers });

  it('says in French that the asking application is unknown, and in English for an English browser', async () => {
    const url = '/oidc/auth?client_id=nope&response_type=code&scope=openid';
    const french = await errorPage(url, { 'accept-language': 'fr-CA' });
    expect(french.statusCode).toBe(400);
    expect(french.body).toContain('<html lang="fr"');
    expect(french.body).toContain('Une erreur s’est produite');
    expect(french.body).toContain('L’application qui demande la connexion est inconnue.');
    expect(french.body).not.toContain('client is invalid');

    const english = await errorPage(url, { 'accept-language': 'en-CA' });
    expect(english.body).toContain('Something went wrong');
    expect(english.body).toContain('client is invalid');
  });

  it('follows the lt_lang cookie over the browser, and names a missing parameter in French', async () => {
    const res = await errorPage(`/oidc/auth?client_id=${config.identity.clientId}`, {
      'accept-language': 'en',
      cookie: 'lt_lang=fr',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/Paramètre obligatoire manquant : [^<]*response_type/);
  });

  it('never shows a description it cannot translate to a French visitor', () => {
    expect(providerErrorDescription('some new message of the library', 'fr')).toBeUndefined();
    expect(providerErrorDescription('some new message of the library', 'en')).toBe(
      'some new message of the library',
    );
    expect(providerErrorDescription('interaction session not found', 'fr')).toMatch(/expiré/);
  });
});
