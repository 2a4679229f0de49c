import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { DB_KINDS } from '../../../test/support/database';
import { recipientOf, type SmtpFake, startSmtpFake } from '../../../test/support/reminders/smtp-fake';
import { TestBrowser } from '../../../test/support/sign-in/browser';
import {
  authorize,
  exchangeCode,
  followToCallback,
  ORIGIN,
  PUBLIC_URL,
  signUp,
  uidFrom,
} from '../../../test/support/sign-in/flow';
import type { Clock } from '../../lib/clock';
import { COMMON_PASSWORD } from './accounts';
import { INVALID_CREDENTIALS } from './interactions';

// Issue 16 item 2: e-mail verification, "Forgot password?" and the password rules of the
// built-in provider, with the mail read back from a real SMTP server on loopback.

const PASSWORD = 'a long passphrase 7';
const NEW_PASSWORD = 'another passphrase 8';

/** Real time, plus an offset the test moves forward (links expire by the app's clock). */
function offsetClock(): Clock & { advance(ms: number): void } {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms) => (offset += ms) };
}

describe.each(DB_KINDS)('account links of the built-in provider (%s)', (kind) => {
  let t: TestApp;
  let smtp: SmtpFake;
  const clock = offsetClock();
  let address = 0;
  /** Each test its own client address, so the per-address limits of one do not reach another. */
  const browser = () =>
    new TestBrowser(t.app, 'localhost:3000', `10.9.${kind === 'pglite' ? 1 : 2}.${++address}`);

  beforeAll(async () => {
    smtp = await startSmtpFake();
    t = await buildTestApp(kind, {
      clock,
      env: { PUBLIC_URL, SMTP_URL: smtp.url, ADMIN_EMAILS: 'verified-admin@example.test' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** Waits for the mail to `to` number `n` (1-based) and returns the link it carries. */
  async function linkIn(to: string, n = 1): Promise<string> {
    for (let i = 0; i < 100; i++) {
      const mails = smtp.messages.filter((m) => recipientOf(m) === to);
      if (mails.length >= n) {
        const match = /(http:\/\/localhost:3000\/account\/[a-z-]+\?token=[A-Za-z0-9_-]+)/.exec(
          mails[n - 1]!.text ?? '',
        );
        if (!match) throw new Error(`no link in: ${mails[n - 1]!.text}`);
        return match[1]!;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no mail #${n} to ${to}`);
  }
  const mailsTo = (to: string) => smtp.messages.filter((m) => recipientOf(m) === to).length;
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

  async function signIn(b: TestBrowser, email: string, password: string) {
    const { res, verifier } = await authorize(b, t.config);
    const uid = uidFrom(res.headers.location as string);
    const posted = await b.post(`/interaction/${uid}/login`, { email, password });
    if (posted.statusCode !== 303) return { status: posted.statusCode, body: posted.body };
    const callback = await followToCallback(b, posted.headers.location as string);
    const tokens = await exchangeCode(b, t.config, callback.searchParams.get('code')!, verifier);
    return { status: 303, tokens };
  }
  const refresh = (b: TestBrowser, refreshToken: string) =>
    b.post(
      '/oidc/token',
      { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: t.config.identity.clientId },
      ORIGIN,
    );
  const api = (method: 'GET' | 'POST', url: string, accessToken: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${accessToken}` } });

  it('e-mails a verification link at sign-up; confirming it verifies the e-mail and unlocks admin', async () => {
    const email = 'verified-admin@example.test';
    const b = browser();
    const tokens = await signUp(b, t.config, email, PASSWORD);
    expect((await api('GET', '/api/auth/is-admin', tokens.access_token)).json().is_admin).toBe(false);

    const link = await linkIn(email);
    expect(smtp.messages.find((m) => recipientOf(m) === email)!.subject).toBe(
      'Confirm your e-mail address for License Tracker',
    );
    // Opening the link (as a mail scanner does) confirms nothing yet.
    const opened = await b.get(link);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Confirm my e-mail address');
    expect((await api('GET', '/api/users/profile', tokens.access_token)).json().email_verified).toBe(false);

    const confirmed = await b.post('/account/verify-email', { token: tokenOf(link) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Your e-mail address is confirmed');
    expect((await api('GET', '/api/users/profile', tokens.access_token)).json().email_verified).toBe(true);

    // The next access token says so, and admin rights follow.
    const renewed = await refresh(b, tokens.refresh_token!);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(decodeJwt(renewed.json().access_token).email_verified).toBe(true);
    expect((await api('GET', '/api/auth/is-admin', renewed.json().access_token)).json().is_admin).toBe(true);

    // Single use.
    expect((await b.post('/account/verify-email', { token: tokenOf(link) })).statusCode).toBe(400);
    expect((await api('POST', '/api/users/profile/verification-email', tokens.access_token)).statusCode).toBe(
      409,
    );
  });

  it('sends the verification link again from the profile, and only the newest works', async () => {
    const email = 'again-verify@example.test';
    const b = browser();
    const tokens = await signUp(b, t.config, email, PASSWORD);
    const first = await linkIn(email);
    const resent = await api('POST', '/api/users/profile/verification-email', tokens.access_token);
    expect(resent.statusCode).toBe(202);
    const second = await linkIn(email, 2);
    expect(second).not.toBe(first);
    expect((await b.post('/account/verify-email', { token: tokenOf(first) })).statusCode).toBe(400);
    expect((await b.post('/account/verify-email', { token: tokenOf(second) })).statusCode).toBe(200);
  });

  it('answers "Forgot password?" the same whether or not the account exists, and mails only a real one', async () => {
    const email = 'forgetful@example.test';
    await signUp(browser(), t.config, email, PASSWORD);
    await linkIn(email); // the verification mail
    const b = browser();
    const known = await b.post('/account/forgot-password', { email: 'Forgetful@Example.test' });
    const unknown = await b.post('/account/forgot-password', { email: 'nobody-here@example.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    await linkIn(email, 2);
    await new Promise((r) => setTimeout(r, 200));
    expect(mailsTo('nobody-here@example.test')).toBe(0);
  });

  it('answers a sign-up for an existing address without saying so, and tells the owner by e-mail', async () => {
    const email = 'taken@example.test';
    await signUp(browser(), t.config, email, PASSWORD);
    await linkIn(email); // the verification mail
    const b = browser();
    const { res } = await authorize(b, t.config);
    const page = await b.post(`/interaction/${uidFrom(res.headers.location as string)}/signup`, {
      name: 'Squatter',
      email: 'Taken@Example.test',
      password: 'squatter passphrase',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Check your e-mail to continue');
    expect(page.body).not.toMatch(/already|exist/i);
    for (let i = 0; i < 100 && mailsTo(email) < 2; i++) await new Promise((r) => setTimeout(r, 50));
    const notice = smtp.messages.filter((m) => recipientOf(m) === email)[1]!.text ?? '';
    expect(notice).toContain('Someone tried to create a License Tracker account with your e-mail address');
    expect(notice).toContain('http://localhost:3000/account/forgot-password');
    expect(notice).not.toContain('token='); // the usual pages only: nothing to spend
    expect((await signIn(browser(), email, 'squatter passphrase')).status).toBe(400);
  });

  it('resets the password with a single-use link, refusing common passwords and ending every session', async () => {
    const email = 'reset-me@example.test';
    const first = browser();
    const before = await signUp(first, t.config, email, PASSWORD);
    await linkIn(email);

    const b = browser();
    await b.post('/account/forgot-password', { email });
    const link = await linkIn(email, 2);
    const form = await b.get(link);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('Choose a new password');

    const weak = await b.post('/account/reset-password', { token: tokenOf(link), password: '1234567890' });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain(COMMON_PASSWORD.replace(/'/g, '&#39;'));
    const mine = await b.post('/account/reset-password', {
      token: tokenOf(link),
      password: 'Reset-Me-2024!',
    });
    expect(mine.statusCode).toBe(400);
    expect(mine.body).toContain('contains your e-mail address');

    const done = await b.post('/account/reset-password', { token: tokenOf(link), password: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your password is changed');

    // Single use.
    expect((await b.get(link)).statusCode).toBe(400);
    const replay = await b.post('/account/reset-password', {
      token: tokenOf(link),
      password: 'a third passphrase 9',
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain('This link no longer works');

    // The old password is refused, the new one works, the old session's refresh token is dead.
    expect((await signIn(browser(), email, PASSWORD)).status).toBe(400);
    expect((await signIn(browser(), email, NEW_PASSWORD)).status).toBe(303);
    expect((await refresh(first, before.refresh_token!)).json().error).toBe('invalid_grant');
    // Following the reset link proved the mailbox too.
    const now = await signIn(browser(), email, NEW_PASSWORD);
    expect(decodeJwt(now.tokens!.access_token).email_verified).toBe(true);
    // Decision 046: the old access token, never used before the reset, is refused; the new one, at
    // the account's next generation, works.
    expect(decodeJwt(before.access_token).gen).toBe(0);
    expect((await api('GET', '/api/users/profile', before.access_token)).statusCode).toBe(401);
    expect(decodeJwt(now.tokens!.access_token).gen).toBe(1);
    expect((await api('GET', '/api/users/profile', now.tokens!.access_token)).statusCode).toBe(200);
  });

  it('lets a reset link expire after one hour', async () => {
    const email = 'slow-reset@example.test';
    await signUp(browser(), t.config, email, PASSWORD);
    await linkIn(email);
    const b = browser();
    await b.post('/account/forgot-password', { email });
    const link = await linkIn(email, 2);
    clock.advance(61 * 60 * 1000);
    try {
      expect((await b.get(link)).statusCode).toBe(400);
      const late = await b.post('/account/reset-password', { token: tokenOf(link), password: NEW_PASSWORD });
      expect(late.statusCode).toBe(400);
      expect(late.body).toContain('This link no longer works');
      expect((await signIn(browser(), email, PASSWORD)).status).toBe(303);
    } finally {
      clock.advance(-61 * 60 * 1000);
    }
  });

  it('throttles reset e-mails per account: the fourth request in an hour sends nothing', async () => {
    const email = 'spammed@example.test';
    await signUp(browser(), t.config, email, PASSWORD);
    await linkIn(email);
    for (let i = 0; i < 4; i++) {
      const res = await browser().post('/account/forgot-password', { email });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Check your e-mail');
    }
    await linkIn(email, 4);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(email)).toBe(4); // verification + 3 resets
  });

  it('changes the password from the profile, ending every other session but this one', async () => {
    const email = 'changer@example.test';
    const here = browser();
    const mine = await signUp(here, t.config, email, PASSWORD);
    const elsewhere = await signIn(browser(), email, PASSWORD);
    const other = elsewhere.tokens!;

    const wrong = await api('POST', '/api/users/profile/password', mine.access_token, {
      current_password: 'not my password',
      new_password: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('current_password: this is not your current password');
    const common = await api('POST', '/api/users/profile/password', mine.access_token, {
      current_password: PASSWORD,
      new_password: 'qwertyuiop',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().detail).toBe(`new_password: ${COMMON_PASSWORD}`);
    const own = await api('POST', '/api/users/profile/password', mine.access_token, {
      current_password: PASSWORD,
      new_password: 'Changer@Example.test',
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().detail).toBe(
      'new_password: This password is too easy to guess: it contains your e-mail address. Please choose another.',
    );

    const changed = await api('POST', '/api/users/profile/password', mine.access_token, {
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await refresh(here, mine.refresh_token!)).statusCode).toBe(200);
    const otherRefresh = await refresh(browser(), other.refresh_token!);
    expect(otherRefresh.json().error).toBe('invalid_grant');
    expect((await signIn(browser(), email, PASSWORD)).status).toBe(400);
    expect((await signIn(browser(), email, NEW_PASSWORD)).status).toBe(303);
  });

  it('says an external sign-in changes its password elsewhere (409)', async () => {
    const { headers } = await t.signIn();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/profile/password',
      headers,
      payload: { current_password: PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(409);
  });

  it('refuses short, common and blank passwords at sign-up, and control characters with a 400', async () => {
    const b = browser();
    const cases: Array<[Record<string, string>, string]> = [
      [{ name: 'Pat', email: 'weak1@example.test', password: 'password' }, 'at least 10 characters'],
      [{ name: 'Pat', email: 'weak2@example.test', password: '1234567890' }, 'most common'],
      [{ name: 'Pat', email: 'weak3@example.test', password: '          ' }, 'most common'],
      // Issue 31: the e-mail, the product's name, common passwords in disguise.
      [{ name: 'Pat', email: 'pat.weak@example.test', password: 'Pat.Weak2024!' }, 'contains your e-mail'],
      [{ name: 'Pat', email: 'weak4@example.test', password: 'License Tracker 1' }, 'name of this product'],
      [{ name: 'Pat', email: 'weak5@example.test', password: 'iloveyou12' }, 'too easy to guess'],
      [{ name: 'Pat', email: 'weak6@example.test', password: 'P@ssw0rd1!' }, 'too easy to guess'],
      [{ name: 'Pat\u0000', email: 'nul@example.test', password: PASSWORD }, 'control characters'],
      [{ name: 'Pat', email: 'nul\u0000@example.test', password: PASSWORD }, 'control characters'],
    ];
    for (const [form, message] of cases) {
      const { res } = await authorize(b, t.config);
      const uid = uidFrom(res.headers.location as string);
      const page = await b.post(`/interaction/${uid}/signup`, form);
      expect(page.statusCode, JSON.stringify(form)).toBe(400);
      expect(page.body).toContain(message);
    }
    const { res } = await authorize(b, t.config);
    const uid = uidFrom(res.headers.location as string);
    const login = await b.post(`/interaction/${uid}/login`, {
      email: 'a\u0000@example.test',
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(400);
    expect(login.body).toContain(INVALID_CREDENTIALS);
  });

  it('says on the sign-up page that creating an account means agreeing to the Terms', async () => {
    const b = browser();
    const { res } = await authorize(b, t.config);
    const page = await b.get(`/interaction/${uidFrom(res.headers.location as string)}/signup`);
    expect(page.body).toMatch(/By creating an account you agree to the <a href="\/terms"[^>]*>Terms<\/a>/);
    const login = await b.get(res.headers.location as string);
    expect(login.body).toContain('href="/account/forgot-password"');
  });

  it('throttles sign-ups per client address, successful ones included', async () => {
    const b = browser();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const { res } = await authorize(b, t.config);
      const uid = uidFrom(res.headers.location as string);
      b.forget('_session');
      const page = await b.post(`/interaction/${uid}/signup`, {
        name: 'Bulk',
        email: `bulk-${i}@example.test`,
        password: PASSWORD,
      });
      statuses.push(page.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 303)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('lets the owner of an account locked by failed guesses back in with a reset link', async () => {
    const email = 'locked-out@example.test';
    await signUp(browser(), t.config, email, PASSWORD);
    await linkIn(email);
    // Guesses from many places use up the account's allowance: the right password is refused too.
    for (let i = 0; i < 10; i++)
      expect((await signIn(browser(), email, `guess number ${i}`)).status).toBe(400);
    const locked = await signIn(browser(), email, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toContain('reset your password');
    expect(locked.body).toContain('href="/account/forgot-password"');

    const b = browser();
    await b.post('/account/forgot-password', { email });
    const link = await linkIn(email, 2);
    expect(
      (await b.post('/account/reset-password', { token: tokenOf(link), password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    expect((await signIn(browser(), email, NEW_PASSWORD)).status).toBe(303);
  });
});
