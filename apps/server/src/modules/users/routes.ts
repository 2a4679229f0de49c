import { AccountDeletion, ErrorBody, ProfileUpdate, UserProfile } from '@lt/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteLocalAccount } from '../../auth/builtin/accounts';
import type { UserRow } from '../../auth/caller';
import { encodedOnce, sendEncoded } from '../../lib/kept-json';
import { deleteAccount, toProfile, updateProfile } from './service';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const identity = app.config.identity;

  // The caller cache hands every request of the caller the same row for a while (decision 012):
  // its profile is encoded through the contract once per row (decision 038).
  const profileJson = encodedOnce((row: UserRow) =>
    JSON.stringify(UserProfile.encode(toProfile(row, identity))),
  );
  r.get(
    '/users/profile',
    { schema: { tags: ['users'], response: { 200: UserProfile } } },
    async (request, reply) => sendEncoded<UserProfile>(reply, profileJson(request.user)),
  );

  r.put(
    '/users/profile',
    { schema: { tags: ['users'], body: ProfileUpdate, response: { 200: UserProfile } } },
    async (request) => toProfile(await updateProfile(app.db, request.user.id, request.body), identity),
  );

  // With the built-in provider the sign-in account goes too; an external provider keeps its own.
  const deleteIdentity = app.config.identity.builtIn ? deleteLocalAccount : undefined;
  r.delete(
    '/users/profile',
    {
      schema: {
        tags: ['users'],
        description:
          'Deletes the account with its businesses, licences and reminders. The body repeats the e-mail of the account.',
        body: AccountDeletion,
        response: { 204: z.null(), 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      await deleteAccount(app.db, request.user, request.body.confirm_email, deleteIdentity);
      return reply.code(204).send(null);
    },
  );
}
