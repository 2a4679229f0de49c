import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMailDeps } from '../../../test/support/account-mail';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../../../test/support/database';
import { pkcePair, TestBrowser } from '../../../test/support/sign-in/browser';
import { loadConfig } from '../../config';
import { emailOutbox, users } from '../../db/schema';
import { findAccountByEmail, subjectFor } from './accounts';
import { registerBuiltInIdentity } from './index';
import { LANGUAGE_COOKIE } from './page-language';

const PUBLIC_URL = 'http://localhost:3000';

describe.each(DB_KINDS)('sign-in pages in English and French (%s)', (kind) => {
  const config = loadConfig({ PUBLIC_URL, NODE_ENV: 'test' });
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let address = 0;

  const newBrowser = () => {
    address += 1;
    return new TestBrowser(app, 'localhost:3000', `10.1.0.${address}`);
  };

  async function startInteraction(browser: TestBrowser, extra: Record<string, string> = {}, headers = {}) {
    const query = new URLSearchParams({
      client_id: config.identity.clientId,
      response_type: 'code',
      redirect_uri: `${PUBLIC_URL}/auth/callback`,
      scope: 'openid profile email',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
      ...extra,
    });
    const res = await browser.request({ url: `/oidc/auth?${query}`, headers });
    expect(res.statusCode).toBe(303);
    return /^\/interaction\/([^/?]+)$/.exec(res.headers.location as string)![1]!;
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

  it('shows the sign-in page in French for ui_locales=fr, with a link to English, and answers a mistake in French', async () => {
    const browser = newBrowser();
    const uid = await startInteraction(browser, { ui_locales: 'fr-CA en' }, { 'accept-language': 'en' });
    const page = await browser.get(`/interaction/${uid}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('<h1>Se connecter</h1>');
    expect(page.body).toContain('<label for="email">Courriel</label>');
    expect(page.body).toContain('Mot de passe oublié?');
    expect(page.body).toContain(`href="/interaction/${uid}?lang=en"`);
    expect(page.body).not.toMatch(/>Sign in<|>Password</);

    const wrong = await browser.post(`/interaction/${uid}/login`, {
      email: 'nobody@example.test',
      password: 'x',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('<html lang="fr">');
    expect(wrong.body).toContain('Courriel ou mot de passe non valide');

    // The English link: the page, and the cookie the web app shares, switch to English.
    const english = await browser.get(`/interaction/${uid}?lang=en`);
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('<h1>Sign in</h1>');
    expect(english.body).toContain(`action="/interaction/${uid}/login?lang=en"`);
    expect(english.body).toContain(`href="/interaction/${uid}?lang=fr"`);
    expect(String(english.headers['set-cookie'])).toMatch(new RegExp(`^${LANGUAGE_COOKIE}=en; Path=/;`));
  });

  it('shows account creation in French, with its password rules and the Terms', async () => {
    const browser = newBrowser();
    const uid = await startInteraction(browser, { prompt: 'create', ui_locales: 'fr' });
    const page = await browser.get(`/interaction/${uid}`);
    expect(page.body).toContain('<h1>Créer un compte</h1>');
    expect(page.body).toContain('conditions d’utilisation</a>');
    const refused = await browser.post(`/interaction/${uid}/signup`, {
      name: '',
      email: 'x',
      password: 'short',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Veuillez entrer votre nom complet.');
    expect(refused.body).toContain('Veuillez entrer une adresse courriel valide.');
    expect(refused.body).toMatch(/Votre mot de passe doit compter au moins \d+ caractères\./);
  });

  it('sends the verification and reset e-mails in the language of the page used', async () => {
    const browser = newBrowser();
    const uid = await startInteraction(browser, { prompt: 'create', ui_locales: 'fr' });
    const email = `marie-${kind}@example.test`;
    const created = await browser.post(`/interaction/${uid}/signup`, {
      name: 'Marie Gagnon',
      email,
      password: 'correct horse battery',
    });
    expect(created.statusCode, created.body).toBe(303);
    const mailTo = async () => {
      for (let i = 0; i < 50; i += 1) {
        const rows = await testDb.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
        if (rows.length > 0) return rows;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return [];
    };
    const [verification] = await mailTo();
    expect(verification!.subject).toBe('Confirmez votre adresse courriel pour License Tracker');
    expect(verification!.text).toContain('Bonjour Marie Gagnon,');
    expect(verification!.html).toContain('<html lang="fr">');

    const forgot = await newBrowser().post(
      '/account/forgot-password',
      { email },
      { 'accept-language': 'fr-CA' },
    );
    expect(forgot.body).toContain('<h1>Consultez vos courriels</h1>');
    let reset: { subject: string } | undefined;
    for (let i = 0; i < 50 && !reset; i += 1) {
      reset = (await mailTo()).find((m) => m.subject.startsWith('Réinitialisez'));
      if (!reset) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(reset?.subject).toBe('Réinitialisez votre mot de passe License Tracker');
  });

  it('sends the reset e-mail in the profile’s language once the account has one, whatever the browser asks', async () => {
    const email = `francine-${kind}@example.test`;
    const browser = newBrowser();
    const uid = await startInteraction(browser, { prompt: 'create', ui_locales: 'en' });
    // Signed up on an English page; the profile (made at first sign-in) later says French.
    const created = await browser.post(`/interaction/${uid}/signup`, {
      name: 'Francine Roy',
      email,
      password: 'correct horse battery',
    });
    expect(created.statusCode, created.body).toBe(303);
    const account = (await findAccountByEmail(testDb.database.db, email))!;
    await testDb.database.db
      .insert(users)
      .values({ issuer: config.identity.issuer, subject: subjectFor(account), email, language: 'fr' });
    await newBrowser().post('/account/forgot-password', { email }, { 'accept-language': 'en-CA' });
    let reset: { subject: string; text: string; html: string } | undefined;
    for (let i = 0; i < 50 && !reset; i += 1) {
      const rows = await testDb.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
      reset = rows.find((m) => m.subject.includes('mot de passe') || m.subject.includes('password'));
      if (!reset) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(reset?.subject).toBe('Réinitialisez votre mot de passe License Tracker');
    expect(reset?.text).toContain('Bonjour Francine Roy,');
    expect(reset?.html).toContain('<html lang="fr">');
  });

  it('without ui_locales, follows the lt_lang cookie, then Accept-Language', async () => {
    const byCookie = newBrowser();
    const uid = await startInteraction(byCookie);
    // The FR link sets the cookie (as the web app's switch does); later pages follow it.
    await byCookie.get(`/interaction/${uid}?lang=fr`);
    const french = await byCookie.request({
      url: `/interaction/${uid}`,
      headers: { 'accept-language': 'en' },
    });
    expect(french.body).toContain('<html lang="fr">');
    expect(french.body).toContain(`action="/interaction/${uid}/login"`);

    const byBrowser = newBrowser();
    const other = await startInteraction(byBrowser);
    const accept = await byBrowser.request({
      url: `/interaction/${other}`,
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(accept.body).toContain('<h1>Se connecter</h1>');
    const plain = await byBrowser.get(`/interaction/${other}`);
    expect(plain.body).toContain('<html lang="en">');
    expect(plain.body).toContain('<h1>Sign in</h1>');
  });
});
