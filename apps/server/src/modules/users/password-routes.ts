import { ErrorBody, PasswordChange } from '@lt/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendVerificationLink } from '../../auth/builtin/account-routes';
import { authenticate, findAccountBySubject, NewPasswordFor, setPassword } from '../../auth/builtin/accounts';
import { DEFAULT_THROTTLE_LIMITS, SignInThrottle } from '../../auth/builtin/throttle';
import { callerLanguage } from '../../lib/caller-language';
import { AppError, badRequest, conflict } from '../../lib/errors';

export const WRONG_CURRENT_PASSWORD = 'current_password: this is not your current password';
export const EXTERNAL_SIGN_IN = 'Your sign-in is managed by your identity provider: change it there.';
export const ALREADY_VERIFIED = 'Your e-mail address is already verified.';
const TOO_MANY = new AppError(429, 'Too many attempts. Please try again later.');

/** Verification links per account and hour, asked from the profile page. */
const RESEND_LIMITS = { windowMs: 60 * 60 * 1000, perAccount: 5, perAddress: 30 };

/** The profile's password change and "send the verification link again" (built-in sign-in). */
export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The same counters as the sign-in form: guessing through the API uses up the same allowance.
  const guesses = new SignInThrottle(app.db, DEFAULT_THROTTLE_LIMITS, app.clock);
  const resends = new SignInThrottle(app.db, RESEND_LIMITS, app.clock, 'verify');
  const errors = { 400: ErrorBody, 401: ErrorBody, 409: ErrorBody, 429: ErrorBody };

  async function localAccountOf(subject: string) {
    const account = app.accountLinks ? await findAccountBySubject(app.db, subject) : undefined;
    if (!account) throw conflict(EXTERNAL_SIGN_IN);
    return account;
  }

  r.post(
    '/users/profile/password',
    {
      schema: {
        tags: ['users'],
        description:
          'Changes the password of a built-in account. Every other signed-in session of the account ends.',
        body: PasswordChange,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const account = await localAccountOf(request.user.subject);
      const attempt = { address: request.ip, account: account.email };
      if (!(await guesses.hit(attempt))) throw TOO_MANY;
      if (!(await authenticate(app.db, account.email, request.body.current_password))) {
        throw badRequest(WRONG_CURRENT_PASSWORD);
      }
      await guesses.succeeded(attempt);
      const parsed = NewPasswordFor(account.email).safeParse(request.body.new_password);
      if (!parsed.success) throw badRequest(`new_password: ${parsed.error.issues[0]!.message}`);
      const sid = typeof request.tokenClaims.sid === 'string' ? request.tokenClaims.sid : undefined;
      await setPassword(app.db, account.id, parsed.data, sid);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/users/profile/verification-email',
    {
      schema: {
        tags: ['users'],
        description: 'E-mails a new verification link to the address of a built-in account.',
        response: { 202: z.object({ sent: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      const account = await localAccountOf(request.user.subject);
      if (account.emailVerifiedAt) throw conflict(ALREADY_VERIFIED);
      if (!(await resends.hit({ address: request.ip, account: account.email }))) throw TOO_MANY;
      await sendVerificationLink(app.accountLinks!, account, callerLanguage(request));
      return reply.code(202).send({ sent: true as const });
    },
  );
}
