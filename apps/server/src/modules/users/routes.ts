import { ProfileUpdate, UserProfile } from '@lt/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toProfile, updateProfile } from './service';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const providerName = app.config.identity.providerName;

  r.get('/users/profile', { schema: { tags: ['users'], response: { 200: UserProfile } } }, async (request) =>
    toProfile(request.user, providerName),
  );

  r.put(
    '/users/profile',
    { schema: { tags: ['users'], body: ProfileUpdate, response: { 200: UserProfile } } },
    async (request) => toProfile(await updateProfile(app.db, request.user.id, request.body), providerName),
  );
}
