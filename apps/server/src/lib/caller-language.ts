import { isLanguage, type Language, languageFromAcceptLanguage, translateDetail } from '@lt/core';
import type { FastifyRequest } from 'fastify';

/**
 * The language a response speaks to its caller (issue 15): the signed-in user's profile, else the
 * request's Accept-Language. `request.user` is read loosely: lib knows no module, and the row is
 * absent before authentication (a 401, a public route, a page outside /api).
 */
export function callerLanguage(request: FastifyRequest): Language {
  const profile = (request as { user?: { language?: unknown } | null }).user?.language;
  if (isLanguage(profile)) return profile;
  return languageFromAcceptLanguage(request.headers['accept-language']);
}

/** An error body's `detail` in the caller's language (the code writes English). */
export function detailFor(request: FastifyRequest, detail: string): { detail: string } {
  return { detail: translateDetail(detail, callerLanguage(request)) };
}
