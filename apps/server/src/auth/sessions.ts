import { ErrorBody, type Language } from '@lt/core';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { JWTPayload } from 'jose';
import { z } from 'zod';
import type { Db } from '../db/client';
import { preparedPer } from '../db/prepared';
import { users } from '../db/schema';

/**
 * Sessions end when the person says so (issue 31, decision 046). A password reset or change, a
 * sign-out and the account's deletion end every access token of the account at once, on every copy
 * of the server: the revocation is written to the caller's `users` row, and that row's revocation
 * columns are read on every authenticated request (never from the caller cache, which lags other
 * copies by up to 5 s).
 */
export type SessionState = Pick<
  typeof users.$inferSelect,
  'tokenGeneration' | 'sessionsRevokedAt' | 'sessionsKeptSid'
>;

// Read on every authenticated request: prepared (decision 038), one primary-key lookup.
const sessionStateOf = preparedPer((db) =>
  db
    .select({
      tokenGeneration: users.tokenGeneration,
      sessionsRevokedAt: users.sessionsRevokedAt,
      sessionsKeptSid: users.sessionsKeptSid,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('session_state_of_user'),
);

/** The user's revocation state; undefined when the user is gone (a deleted account). */
export async function sessionState(db: Db, userId: string): Promise<SessionState | undefined> {
  const [state] = await sessionStateOf(db).execute({ userId });
  return state;
}

/**
 * Whether a token was issued before the account's last revocation. The built-in provider's tokens
 * say the generation they were issued at (`gen`), which is exact; other providers' tokens only say
 * when (`iat`, in whole seconds), so one issued in the second of the revocation is refused too.
 * The browser that changed the password keeps its session (`sessions_kept_sid`).
 */
export function isRevoked(claims: JWTPayload, state: SessionState): boolean {
  if (!state.sessionsRevokedAt) return false;
  if (state.sessionsKeptSid && claims.sid === state.sessionsKeptSid) return false;
  if (typeof claims.gen === 'number') return claims.gen < state.tokenGeneration;
  return typeof claims.iat !== 'number' || claims.iat * 1000 <= state.sessionsRevokedAt.getTime();
}

type Holder = { userId: string } | { issuer?: string; subject: string };

/**
 * Ends every access token issued so far to the user (all but those of `keepSid`). Returns the
 * user's id, or undefined when the identity has no user row yet (nothing was issued to the API).
 */
export async function revokeSessions(db: Db, holder: Holder, keepSid?: string): Promise<string | undefined> {
  const where =
    'userId' in holder
      ? eq(users.id, holder.userId)
      : holder.issuer
        ? and(eq(users.issuer, holder.issuer), eq(users.subject, holder.subject))
        : eq(users.subject, holder.subject);
  const [row] = await db
    .update(users)
    .set({
      tokenGeneration: sql`${users.tokenGeneration} + 1`,
      sessionsRevokedAt: sql`now()`,
      sessionsKeptSid: keepSid ?? null,
    })
    .where(where)
    .returning({ id: users.id });
  return row?.id;
}

/**
 * A revocation for an identity whose tokens never reached the API (no user row yet): the row is
 * created already revoked, so that a token issued before, used later, is refused like the others
 * rather than creating the row at the old generation. Returns the user's id.
 */
export async function revokeBeforeFirstUse(
  db: Db,
  identity: { issuer: string; subject: string; email: string; fullName: string; language: Language },
): Promise<string | undefined> {
  const [created] = await db
    .insert(users)
    .values({ ...identity, tokenGeneration: 1, sessionsRevokedAt: sql`now()` })
    .onConflictDoNothing({ target: [users.issuer, users.subject] })
    .returning({ id: users.id });
  // A first request made the row meanwhile: revoke it like any other.
  return created?.id ?? revokeSessions(db, identity);
}

/** The `gen` claim of a token issued now to the identity (the built-in provider's). */
export async function tokenGenerationOf(db: Db, issuer: string, subject: string): Promise<number> {
  const [row] = await db
    .select({ generation: users.tokenGeneration })
    .from(users)
    .where(and(eq(users.issuer, issuer), eq(users.subject, subject)));
  return row?.generation ?? 0;
}

/**
 * POST /api/auth/sign-out: the web calls it before sending the browser to the provider's sign-out,
 * so that an access token copied from this browser stops working at once, whichever provider
 * issued it (an external provider's sign-out never reaches this server).
 */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/auth/sign-out',
    {
      schema: {
        tags: ['auth'],
        description:
          'Ends every access token of the caller’s account at once, on every copy of the server (sign-out). The web then signs out at the provider.',
        response: { 204: z.null(), 401: ErrorBody },
      },
    },
    async (request, reply) => {
      await revokeSessions(app.db, { userId: request.user.id });
      app.callers.forgetUser(request.user);
      return reply.code(204).send(null);
    },
  );
}
