import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/app';
import { DB_KINDS } from '../../test/support/database';
import { type ExternalIssuer, startExternalIssuer } from '../../test/support/external-issuer';
import { TestBrowser } from '../../test/support/sign-in/browser';
import {
  authorize,
  exchangeCode,
  followToCallback,
  PUBLIC_URL,
  signUp,
  uidFrom,
} from '../../test/support/sign-in/flow';
import { newIdentity, type TestIdentity } from '../../test/support/tokens';
import { grantAdmin } from './roles';

// Issue 16 item 3: ADMIN_EMAILS and unbound grants give rights only to an e-mail the identity
// provider vouches for; an unverified claim never changes the stored e-mail (decision 009).

const ADMIN_EMAIL = 'chief@example.test';
const PASSWORD = 'a long passphrase 7';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(DB_KINDS)('admin rights need a verified e-mail: built-in provider (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Grants are made here as `npm run admin` makes them, from outside the server, which the caller
    // cache sees within its bound (auth/caller-cache.test.ts); these tests are about the rules, so
    // they read roles afresh.
    t = await buildTestApp(kind, {
      env: { PUBLIC_URL, ADMIN_EMAILS: ADMIN_EMAIL },
      callerCache: { userMs: 0 },
    });
  });
  afterAll(() => t?.close());

  const isAdmin = async (headers: { authorization: string }) =>
    (await t.app.inject({ url: '/api/auth/is-admin', headers })).json().is_admin as boolean;
  const profile = async (headers: { authorization: string }) =>
    (await t.app.inject({ url: '/api/users/profile', headers })).json();

  it('gives no admin to whoever signs up with the admin address: the token says email_verified false', async () => {
    const tokens = await signUp(new TestBrowser(t.app), t.config, ADMIN_EMAIL, PASSWORD);
    expect(decodeJwt(tokens.access_token)).toMatchObject({ email: ADMIN_EMAIL, email_verified: false });
    expect(await isAdmin(bearer(tokens.access_token))).toBe(false);
    expect(await profile(bearer(tokens.access_token))).toMatchObject({
      email: ADMIN_EMAIL,
      email_verified: false,
    });
    const admin = await t.app.inject({ url: '/api/admin/stats', headers: bearer(tokens.access_token) });
    expect(admin.statusCode).toBe(403);
  });

  it('gives admin to the same address once verified, and not to a re-registration after deletion', async () => {
    const owner: TestIdentity = { ...newIdentity(), email: 'boss@example.test' };
    const env = await buildTestApp(kind, { env: { PUBLIC_URL, ADMIN_EMAILS: owner.email } });
    try {
      const verified = bearer(await env.mint(owner));
      expect((await env.app.inject({ url: '/api/auth/is-admin', headers: verified })).json()).toEqual({
        is_admin: true,
        is_super_admin: false,
      });
      const deleted = await env.app.inject({
        method: 'DELETE',
        url: '/api/users/profile',
        headers: verified,
        payload: { confirm_email: owner.email },
      });
      expect(deleted.statusCode).toBe(204);

      // Someone else registers the freed address with a password of their own.
      const tokens = await signUp(new TestBrowser(env.app), env.config, owner.email, PASSWORD);
      const res = await env.app.inject({ url: '/api/auth/is-admin', headers: bearer(tokens.access_token) });
      expect(res.json()).toEqual({ is_admin: false, is_super_admin: false });
    } finally {
      await env.close();
    }
  });

  it('refuses an unverified token for the admin address', async () => {
    const identity = { ...newIdentity(), email: ADMIN_EMAIL };
    const headers = bearer(await t.mint(identity, { claims: { email_verified: false } }));
    expect(await isAdmin(headers)).toBe(false);
  });

  it('binds an operator grant to the user who has the e-mail, and drops it with the account', async () => {
    // An unverified user: the operator's grant is their proof.
    const identity = { ...newIdentity(), email: 'ops@example.test' };
    const headers = bearer(await t.mint(identity, { claims: { email_verified: false } }));
    expect(await isAdmin(headers)).toBe(false);
    expect(await grantAdmin(t.database.db, 'Ops@Example.test', false)).toEqual({
      boundTo: expect.any(String),
    });
    expect(await isAdmin(headers)).toBe(true);

    await t.app.inject({
      method: 'DELETE',
      url: '/api/users/profile',
      headers,
      payload: { confirm_email: identity.email },
    });
    // A later account with that address, even a verified one, does not inherit the grant.
    const next = await t.signIn({ ...newIdentity(), email: identity.email });
    expect(await isAdmin(next.headers)).toBe(false);
  });

  it('keeps an unbound grant (no user had the e-mail) for whoever verifies it', async () => {
    await grantAdmin(t.database.db, 'later@example.test', true);
    const unverified = { ...newIdentity(), email: 'later@example.test' };
    expect(await isAdmin(bearer(await t.mint(unverified, { claims: { email_verified: false } })))).toBe(
      false,
    );
    const verified = await t.signIn({ ...newIdentity(), email: 'later@example.test' });
    expect((await t.app.inject({ url: '/api/auth/is-admin', headers: verified.headers })).json()).toEqual({
      is_admin: true,
      is_super_admin: true,
    });
  });

  it('signs in again with a password after sign-up (sanity of the flow helpers)', async () => {
    const browser = new TestBrowser(t.app);
    await signUp(browser, t.config, 'again@example.test', PASSWORD);
    browser.forget('_session');
    const { res, verifier } = await authorize(browser, t.config);
    const uid = uidFrom(res.headers.location as string);
    const posted = await browser.post(`/interaction/${uid}/login`, {
      email: 'again@example.test',
      password: PASSWORD,
    });
    expect(posted.statusCode, posted.body).toBe(303);
    const callback = await followToCallback(browser, posted.headers.location as string);
    const tokens = await exchangeCode(browser, t.config, callback.searchParams.get('code')!, verifier);
    expect(decodeJwt(tokens.access_token).email_verified).toBe(false);
  });
});

describe.each(DB_KINDS)('admin rights need a verified e-mail: external provider (%s)', (kind) => {
  let t: TestApp;
  let external: ExternalIssuer;
  const AUDIENCE = 'https://api.example.test';

  beforeAll(async () => {
    external = await startExternalIssuer();
    t = await buildTestApp(kind, {
      env: {
        OIDC_ISSUER: external.issuer,
        OIDC_CLIENT_ID: 'web',
        OIDC_AUDIENCE: AUDIENCE,
        ADMIN_EMAILS: ADMIN_EMAIL,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await external?.close();
  });

  const token = (identity: TestIdentity, claims: Record<string, unknown>) =>
    t.mint(identity, {
      issuer: external.issuer,
      audience: AUDIENCE,
      key: external.key,
      kid: 'external-1',
      claims,
    });
  const get = (url: string, accessToken: string) => t.app.inject({ url, headers: bearer(accessToken) });
  const externalIdentity = (email: string): TestIdentity => ({
    ...newIdentity(),
    subject: `auth0|${Math.random().toString(36).slice(2)}`,
    email,
  });

  it('gives no admin for email_verified false, or without the claim', async () => {
    for (const claims of [
      { email_verified: false },
      { email_verified: undefined },
      { email_verified: 'true' },
    ]) {
      const accessToken = await token(externalIdentity(ADMIN_EMAIL), claims);
      const res = await get('/api/auth/is-admin', accessToken);
      expect(res.statusCode).toBe(200);
      expect(res.json(), JSON.stringify(claims)).toEqual({ is_admin: false, is_super_admin: false });
    }
  });

  it('gives admin for email_verified true', async () => {
    const accessToken = await token(externalIdentity(ADMIN_EMAIL), { email_verified: true });
    expect((await get('/api/auth/is-admin', accessToken)).json()).toEqual({
      is_admin: true,
      is_super_admin: false,
    });
  });

  it('does not let an email_verified false token change the stored e-mail', async () => {
    const identity = externalIdentity('owner@example.test');
    const first = await get('/api/users/profile', await token(identity, { email_verified: true }));
    expect(first.json()).toMatchObject({ email: 'owner@example.test', email_verified: true });

    const forged = await token({ ...identity, email: ADMIN_EMAIL }, { email_verified: false });
    expect((await get('/api/users/profile', forged)).json()).toMatchObject({
      email: 'owner@example.test',
      email_verified: true,
    });
    expect((await get('/api/auth/is-admin', forged)).json().is_admin).toBe(false);

    // The provider vouches for a new address: that one is taken.
    const moved = await token({ ...identity, email: 'new-owner@example.test' }, { email_verified: true });
    expect((await get('/api/users/profile', moved)).json()).toMatchObject({
      email: 'new-owner@example.test',
      email_verified: true,
    });
  });

  it('reads email_verified from userinfo when the access token carries no e-mail (Auth0)', async () => {
    const unverified = externalIdentity(ADMIN_EMAIL);
    const bare = await token(unverified, { email: undefined, name: undefined, email_verified: undefined });
    external.userinfo.set(bare, { email: ADMIN_EMAIL, email_verified: false, name: 'Mallory' });
    expect((await get('/api/users/profile', bare)).json()).toMatchObject({
      email: ADMIN_EMAIL,
      email_verified: false,
    });
    expect((await get('/api/auth/is-admin', bare)).json().is_admin).toBe(false);

    const verified = externalIdentity(ADMIN_EMAIL);
    const bare2 = await token(verified, { email: undefined, name: undefined, email_verified: undefined });
    external.userinfo.set(bare2, { email: ADMIN_EMAIL, email_verified: true, name: 'Chief' });
    expect((await get('/api/auth/is-admin', bare2)).json().is_admin).toBe(true);
  });
});
