import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { apiClient, TEST_ENV } from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { recipientOf, type SmtpFake, startSmtpFake } from '../../../test/support/reminders/smtp-fake';
import { pkcePair, TestBrowser } from '../../../test/support/sign-in/browser';
import { REDIRECT_URI, signUp } from '../../../test/support/sign-in/flow';
import { newIdentity } from '../../../test/support/tokens';

/**
 * Issue 30, invitations for someone new: the link opens account creation for its address (only
 * the token's holder learns whether that one address has an account), and accepting through the
 * link confirms the address; a viewer joins without a phone.
 */
describe.each(DB_KINDS)('invitations for a new account (%s)', (kind) => {
  let t: TestApp;
  let smtp: SmtpFake;
  let owner: ReturnType<typeof apiClient>;
  let workspaceId: string;
  let address = 0;

  /** One client address per browser: the per-address sign-up limit does not leak between steps. */
  const newBrowser = () => new TestBrowser(t.app, 'localhost:3000', `10.30.0.${++address}`);

  beforeAll(async () => {
    smtp = await startSmtpFake();
    t = await buildTestApp(kind, { env: { ...TEST_ENV, SMTP_URL: smtp.url } });
    owner = apiClient(t.app, (await t.signIn(newIdentity('bookkeeper'))).headers);
    workspaceId = (await owner.post('/api/workspaces/', { name: 'Client books' })).json().id;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** Invites `email`; the token is read from the invitation e-mail the SMTP server received. */
  async function invite(email: string, role = 'viewer'): Promise<string> {
    const res = await owner.post(`/api/workspaces/${workspaceId}/invitations/`, { email, role });
    expect(res.statusCode, res.body).toBe(201);
    const mail = smtp.messages.findLast(
      (m) => recipientOf(m) === email.toLowerCase() && /\/invite\//.test(m.text ?? ''),
    );
    return /\/invite\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')![1]!;
  }

  /** The sign-in page the web app's redirect for /app/invite/<token> leads to, in `browser`. */
  async function signInPage(params: Record<string, string>, browser = newBrowser()): Promise<string> {
    const query = new URLSearchParams({
      client_id: t.config.identity.clientId,
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      scope: 'openid profile email',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
      ...params,
    });
    const started = await browser.get(`/oidc/auth?${query}`);
    expect(started.statusCode).toBe(303);
    const page = await browser.get(started.headers.location as string);
    expect(page.statusCode).toBe(200);
    return page.body;
  }

  /** A built-in account made through the sign-up page, and an API client with its access token. */
  async function newAccount(email: string) {
    const tokens = await signUp(newBrowser(), t.config, email);
    return apiClient(t.app, { authorization: `Bearer ${tokens.access_token}` });
  }

  it('opens account creation for the invited address, sign-in when it has an account', async () => {
    const token = await invite('Nora.New@example.test');
    const creation = await signInPage({ invitation: token, login_hint: 'someone@else.test' });
    expect(creation).toContain('Create your account to accept the invitation.');
    expect(creation).toMatch(/id="email"[^>]*value="nora\.new@example\.test" readonly/);
    expect(creation).not.toContain('someone@else.test');

    // Created there, the invited address gets no e-mail to confirm it: accepting will.
    const browser = newBrowser();
    const uid = /action="\/interaction\/([^/"]+)\/signup"/.exec(
      await signInPage({ invitation: await invite('ivy.invited@example.test') }, browser),
    )![1]!;
    const created = await browser.post(`/interaction/${uid}/signup`, {
      name: 'Ivy',
      email: 'ivy.invited@example.test',
      password: 'correct horse',
    });
    expect(created.statusCode, created.body).toBe(303);
    await newAccount('not.invited@example.test');
    await expect
      .poll(() => smtp.messages.some((m) => recipientOf(m) === 'not.invited@example.test'))
      .toBe(true);
    expect(smtp.messages.filter((m) => recipientOf(m) === 'ivy.invited@example.test')).toHaveLength(1);

    await newAccount('old.hand@example.test');
    const existing = await signInPage({ invitation: await invite('old.hand@example.test') });
    expect(existing).toContain('action="/interaction/');
    expect(existing).toMatch(/\/login"/);
    expect(existing).toContain('value="old.hand@example.test"');

    // A replaced (so no longer live) or made-up token says nothing about any address.
    await invite('Nora.New@example.test');
    for (const invitation of [token, 'x'.repeat(43)]) {
      const page = await signInPage({ invitation });
      expect(page).not.toContain('nora.new@example.test');
      expect(page).toMatch(/\/login"/);
    }
  });

  it('confirms the address of the account that accepts; a viewer gives no phone', async () => {
    const token = await invite('cleo.client@example.test');
    const stranger = await newAccount('stranger.30@example.test');
    const cleo = await newAccount('Cleo.Client@Example.test');
    expect((await cleo.get('/api/users/profile')).json().email_verified).toBe(false);
    expect((await cleo.get(`/api/invitations/${token}/`)).json().email_matches).toBe(true);

    // Another address holding the link neither joins nor gets its address confirmed.
    const refused = await stranger.post(`/api/invitations/${token}/accept/`, { full_name: 'S' });
    expect(refused.statusCode).toBe(403);
    expect((await stranger.get('/api/users/profile')).json().email_verified).toBe(false);

    const joined = await cleo.post(`/api/invitations/${token}/accept/`, { full_name: 'Cleo Client' });
    expect(joined.statusCode, joined.body).toBe(200);
    expect((await cleo.get('/api/users/profile')).json()).toMatchObject({
      email_verified: true,
      is_onboarded: true,
      full_name: 'Cleo Client',
      phone_number: null,
    });
    // The account too: its next tokens say email_verified, and no confirmation e-mail is needed.
    const rows = (await t.database.db.execute(
      sql`select email_verified_at from local_accounts where email = 'cleo.client@example.test'`,
    )) as unknown as { rows: { email_verified_at: unknown }[] };
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]!.email_verified_at).toBeTruthy();
    // Single use.
    expect((await cleo.post(`/api/invitations/${token}/accept/`, {})).statusCode).toBe(409);
  });

  it('still asks an editor for a phone number', async () => {
    const token = await invite('eddie.editor@example.test', 'editor');
    const eddie = await newAccount('eddie.editor@example.test');
    const missing = await eddie.post(`/api/invitations/${token}/accept/`, { full_name: 'Eddie' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toMatch(/phone/);
    const joined = await eddie.post(`/api/invitations/${token}/accept/`, {
      full_name: 'Eddie',
      phone_number: '416 555 0142',
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect((await eddie.get('/api/users/profile')).json().email_verified).toBe(true);
  });
});
