import { isLanguage, type Language, languageFromAcceptLanguage, languageOfTag } from '@lt/core';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie that keeps the language chosen on this origin: the web app's FR/EN switch and these pages' link. */
export const LANGUAGE_COOKIE = 'lt_lang';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function cookieLanguage(header: string | undefined): Language | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

/** The language chosen with the page's FR/EN link (`?lang=`), carried by its links and form. */
export function chosenLanguage(request: FastifyRequest): Language | undefined {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  return isLanguage(asked) ? asked : undefined;
}

/** The first English or French tag of OIDC's `ui_locales` (space-separated, by preference). */
function uiLocalesLanguage(uiLocales: unknown): Language | undefined {
  if (typeof uiLocales !== 'string') return undefined;
  const tag = uiLocales
    .split(' ')
    .map((t) => t.trim().toLowerCase())
    .find((t) => t === 'en' || t === 'fr' || t.startsWith('en-') || t.startsWith('fr-'));
  return tag ? languageOfTag(tag) : undefined;
}

/**
 * The language of a built-in sign-in or account page: the page's own FR/EN link (`?lang=`), then
 * the authorization request's `ui_locales`, then the `lt_lang` cookie, then Accept-Language.
 */
export function pageLanguage(request: FastifyRequest, uiLocales?: unknown): Language {
  const asked = chosenLanguage(request);
  if (asked) return asked;
  return (
    uiLocalesLanguage(uiLocales) ??
    cookieLanguage(request.headers.cookie) ??
    languageFromAcceptLanguage(request.headers['accept-language'])
  );
}

/** For the provider's own pages (sign-out, errors), which see Koa's headers rather than Fastify's request. */
export function headersLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  return cookieLanguage(cookie) ?? languageFromAcceptLanguage(acceptLanguage);
}

/** A language chosen with the page's link is remembered for the web app and the next pages. */
export function rememberLanguage(request: FastifyRequest, reply: FastifyReply, language: Language): void {
  if (!chosenLanguage(request)) return;
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`,
  );
}

/** The URL of this page in the other language (the FR/EN link). */
export function otherLanguageHref(
  path: string,
  language: Language,
  query: Record<string, string> = {},
): string {
  const params = new URLSearchParams({ ...query, lang: language === 'fr' ? 'en' : 'fr' });
  return `${path}?${params.toString()}`;
}
