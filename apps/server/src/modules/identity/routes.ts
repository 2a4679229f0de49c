import { IsAdminResponse, loginMethodFromSubject, MeResponse, VerifyResponse } from '@lt/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerRoles, type Roles } from '../../auth/roles';
import { encodedOnce, sendEncoded } from '../../lib/kept-json';

// The caller's identity as the API sees it (GET /auth/me, /auth/is-admin, /auth/verify); the sign-in
// machinery itself is src/auth/ (token verification, roles) and src/auth/builtin/ (the provider).
export async function identityRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const providerName = app.config.identity.providerName;

  r.get('/auth/me', { schema: { tags: ['auth'], response: { 200: MeResponse } } }, async (request) => {
    const user = request.user;
    return {
      subject: user.subject,
      issuer: user.issuer,
      email: user.email,
      name: user.fullName,
      login_method: loginMethodFromSubject(user.subject, providerName),
    };
  });

  // The token was verified by the authentication hook; reaching here means it is valid.
  const verify = async (request: { user: { subject: string } }) => ({
    valid: true as const,
    subject: request.user.subject,
  });
  r.get('/auth/verify', { schema: { tags: ['auth'], response: { 200: VerifyResponse } } }, verify);
  r.post('/auth/verify', { schema: { tags: ['auth'], response: { 200: VerifyResponse } } }, verify);

  // The caller cache keeps one roles object per caller for a while: encoded once (decision 038).
  const rolesJson = encodedOnce((roles: Roles) => JSON.stringify(IsAdminResponse.encode(roles)));
  r.get(
    '/auth/is-admin',
    { schema: { tags: ['auth'], response: { 200: IsAdminResponse } } },
    async (request, reply) =>
      sendEncoded<IsAdminResponse>(reply, rolesJson(await callerRoles(app, request.user))),
  );
}
