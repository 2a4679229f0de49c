import formbody from '@fastify/formbody';
import { isLanguage, type Language } from '@lt/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { revokeBeforeFirstUse } from '../sessions';
import { consumeLinkToken, issueLinkToken, peekLinkToken } from './account-links';
import {
  type AccountMailDeps,
  resetMail,
  sendAccountMail,
  signupNoticeMail,
  verificationMail,
} from './account-mail';
import {
  confirmEmailPage,
  emailConfirmedPage,
  forgotPasswordPage,
  linkExpiredPage,
  passwordChangedPage,
  resetPasswordPage,
  resetRequestedPage,
} from './account-pages';
import {
  CONTROL_CHARACTER,
  findAccountByEmail,
  findAccountById,
  type LocalAccount,
  markAccountVerified,
  NewPasswordFor,
  normalizeEmail,
  setPassword,
  subjectFor,
} from './accounts';
import { pageLanguage, rememberLanguage } from './page-language';
import { errorPage } from './pages';
import type { SignInThrottle } from './throttle';

/** Marks the product's user of a verified account as verified (modules/users, from app.ts). */
export type MarkUserVerified = (db: Db, issuer: string, subject: string, email: string) => Promise<void>;

export interface AccountLinkDeps extends AccountMailDeps {
  db: Db;
  clock: Clock;
  markUserVerified: MarkUserVerified;
  /** The built-in issuer: the `users` row of a verified account is found by it. */
  issuer: string;
  /** "Forgot password?" requests, per client address and per account. */
  resetThrottle: SignInThrottle;
  /** The sign-in form's counters: a reset lifts the account's lock (issue 16). */
  signinThrottle: SignInThrottle;
  /** After a reset (issue 31): what else the owner's proof revokes (the calendar feed's address). */
  onPasswordReset?: (db: Db, userId: string) => Promise<void>;
}

type FormRequest = FastifyRequest<{
  Body: Record<string, unknown> | undefined;
  Querystring: { token?: string };
}>;

function sendPage(reply: FastifyReply, status: number, html: string) {
  // The pages carry link tokens: never cache them, never pass them on as a referrer.
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(html);
}

function field(body: Record<string, unknown> | undefined, name: string): string {
  const value = body?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

/** E-mails a fresh verification link (sign-up, or "send it again" on the profile). */
export async function sendVerificationLink(
  deps: AccountLinkDeps,
  account: LocalAccount,
  language: Language = 'en',
): Promise<boolean> {
  const token = await issueLinkToken(deps.db, account.id, 'verify_email', deps.clock.now());
  const url = `${deps.publicUrl}/account/verify-email?token=${token}`;
  return sendAccountMail(deps, account.email, verificationMail(account.fullName, url, language));
}

/**
 * The language of the account's profile (users.language) once it signed in; undefined before its
 * first sign-in, when only the page (or the browser) can tell. Read like auth/roles.ts reads users.
 */
async function profileLanguage(deps: AccountLinkDeps, account: LocalAccount): Promise<Language | undefined> {
  const [row] = await deps.db
    .select({ language: users.language })
    .from(users)
    .where(and(eq(users.issuer, deps.issuer), eq(users.subject, subjectFor(account))));
  return isLanguage(row?.language) ? row.language : undefined;
}

/** In the profile's language (issue 30): a French account reads French whatever browser asked. */
async function sendResetLink(deps: AccountLinkDeps, account: LocalAccount, asked: Language): Promise<void> {
  const language = (await profileLanguage(deps, account)) ?? asked;
  const token = await issueLinkToken(deps.db, account.id, 'reset_password', deps.clock.now());
  const url = `${deps.publicUrl}/account/reset-password?token=${token}`;
  await sendAccountMail(deps, account.email, resetMail(account.fullName, url, language));
}

/** Tells the owner of an address that someone tried to sign up with it (issue 31), in their language. */
export async function sendSignupNotice(deps: AccountLinkDeps, account: LocalAccount, asked: Language) {
  const language = (await profileLanguage(deps, account)) ?? asked;
  const urls = { signIn: `${deps.publicUrl}/`, forgot: `${deps.publicUrl}/account/forgot-password` };
  await sendAccountMail(deps, account.email, signupNoticeMail(account.fullName, urls, language));
}

/** The account's e-mail is proven: the account, and its user row if it exists, say so from now on. */
async function verified(deps: AccountLinkDeps, accountId: string): Promise<void> {
  const account = await markAccountVerified(deps.db, accountId, deps.clock.now());
  if (account) await deps.markUserVerified(deps.db, deps.issuer, subjectFor(account), account.email);
}

/** /account/…: the pages e-mailed links lead to, and "Forgot password?" (built-in provider only). */
export async function registerAccountRoutes(app: FastifyInstance, deps: AccountLinkDeps): Promise<void> {
  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) await scope.register(formbody);
    scope.setErrorHandler((err: Error & { statusCode?: number }, req, reply) => {
      const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
      if (status >= 500) req.log.error({ err }, 'account page failed');
      return sendPage(reply, status, errorPage(undefined, pageLanguage(req)));
    });
    const hide = { schema: { hide: true } };

    scope.get('/account/forgot-password', hide, async (req, reply) => {
      const language = pageLanguage(req);
      rememberLanguage(req, reply, language);
      return sendPage(reply, 200, forgotPasswordPage({}, language));
    });

    scope.post('/account/forgot-password', hide, async (req: FormRequest, reply) => {
      const typed = field(req.body, 'email');
      if (CONTROL_CHARACTER.test(typed) || typed.length > 254) {
        return sendPage(
          reply,
          400,
          forgotPasswordPage({ errors: ['Please enter a valid email address.'] }, pageLanguage(req)),
        );
      }
      const email = normalizeEmail(typed);
      if (!email)
        return sendPage(
          reply,
          400,
          forgotPasswordPage({ errors: ['Please enter your email address.'] }, pageLanguage(req)),
        );
      // Counted whether or not the account exists, and the page is the same: it tells nothing.
      const allowed = await deps.resetThrottle.hit({ address: req.ip, account: email });
      if (allowed) {
        const account = await findAccountByEmail(deps.db, email);
        // Not awaited: the answer must not take longer when the account exists.
        if (account)
          void sendResetLink(deps, account, pageLanguage(req)).catch((err) =>
            req.log.warn({ err }, 'reset link failed'),
          );
      }
      return sendPage(reply, 200, resetRequestedPage(pageLanguage(req)));
    });

    scope.get('/account/reset-password', hide, async (req: FormRequest, reply) => {
      const token = req.query.token ?? '';
      const live = await peekLinkToken(deps.db, token, 'reset_password', deps.clock.now());
      return live
        ? sendPage(reply, 200, resetPasswordPage({ token }, pageLanguage(req)))
        : sendPage(reply, 400, linkExpiredPage('reset', pageLanguage(req)));
    });

    scope.post('/account/reset-password', hide, async (req: FormRequest, reply) => {
      const token = field(req.body, 'token');
      const now = deps.clock.now();
      // The link's account is read first: its e-mail is part of the password rule (issue 31).
      const linked = await peekLinkToken(deps.db, token, 'reset_password', now);
      const owner = linked ? await findAccountById(deps.db, linked) : undefined;
      if (!owner) return sendPage(reply, 400, linkExpiredPage('reset', pageLanguage(req)));
      const parsed = NewPasswordFor(owner.email).safeParse(field(req.body, 'password'));
      if (!parsed.success) {
        const errors = [...new Set(parsed.error.issues.map((i) => i.message))];
        return sendPage(reply, 400, resetPasswordPage({ token, errors }, pageLanguage(req)));
      }
      const accountId = await consumeLinkToken(deps.db, token, 'reset_password', now);
      const account = accountId ? await findAccountById(deps.db, accountId) : undefined;
      if (!account) return sendPage(reply, 400, linkExpiredPage('reset', pageLanguage(req)));
      // Every session and access token ends: whoever knew the old password is out (decision 046),
      // even one whose tokens never reached the API yet.
      const userId =
        (await setPassword(deps.db, account.id, parsed.data)) ??
        (await revokeBeforeFirstUse(deps.db, {
          issuer: deps.issuer,
          subject: subjectFor(account),
          email: account.email,
          fullName: account.fullName,
          language: pageLanguage(req),
        }));
      if (userId) await deps.onPasswordReset?.(deps.db, userId);
      await verified(deps, account.id);
      // Failed guesses by others no longer keep the owner out: they proved the mailbox.
      await deps.signinThrottle.clearAccount(account.email);
      return sendPage(reply, 200, passwordChangedPage(pageLanguage(req)));
    });

    // Opening the link only shows a button: mail scanners that fetch links do not confirm anything.
    scope.get('/account/verify-email', hide, async (req: FormRequest, reply) => {
      const token = req.query.token ?? '';
      const live = await peekLinkToken(deps.db, token, 'verify_email', deps.clock.now());
      return live
        ? sendPage(reply, 200, confirmEmailPage(token, pageLanguage(req)))
        : sendPage(reply, 400, linkExpiredPage('verify', pageLanguage(req)));
    });

    scope.post('/account/verify-email', hide, async (req: FormRequest, reply) => {
      const accountId = await consumeLinkToken(
        deps.db,
        field(req.body, 'token'),
        'verify_email',
        deps.clock.now(),
      );
      if (!accountId) return sendPage(reply, 400, linkExpiredPage('verify', pageLanguage(req)));
      await verified(deps, accountId);
      return sendPage(reply, 200, emailConfirmedPage(pageLanguage(req)));
    });
  });
}
