import { isLanguage, type Language } from '@lt/core';
import type { FastifyReply } from 'fastify';
import { AUTH_CSS } from '../auth/builtin/assets';
import { escapeHtml } from './email-layout';
import { LINK_PAGE_WORDING } from './link-page-wording';

/**
 * The pages of the links in reminders (/on-it, /unsubscribe, /recipients/…) in the product's look
 * (issue 30): the sign-in pages' card, colours and type. The stylesheet is inline because these
 * pages work without the built-in provider, which serves that file; the CSP allows inline styles
 * (http/security.ts), never inline script. The buttons get the sign-in pages' button look here, so
 * the route files' plain `<button>` markup needs no class.
 */
const LINK_PAGE_CSS = `${AUTH_CSS}.card form{margin:20px 0}
.card button{display:block;width:100%;padding:11px 16px;font:inherit;font-weight:600;color:#fff;background:#2563eb;border:1px solid #2563eb;border-radius:8px;cursor:pointer}
.card button:hover{background:#1d4ed8;border-color:#1d4ed8}
.card button:focus-visible{outline:3px solid rgba(37,99,235,.45);outline-offset:2px}
`;

/** The language picked with the page's FR/EN link (`?lang=`); anything else is ignored, not refused. */
export function chosenLanguage(query: unknown): Language | undefined {
  const asked = (query as { lang?: unknown } | undefined)?.lang;
  return isLanguage(asked) ? asked : undefined;
}

/** This page's address in the other language: the same path and token, `lang` swapped. */
export function otherLanguageHref(url: string, language: Language): string {
  const here = new URL(url, 'http://page.invalid');
  here.searchParams.set('lang', language === 'fr' ? 'en' : 'fr');
  return `${here.pathname}${here.search}`;
}

/** `?lang=fr` (or `&lang=fr`) on a form's action when the reader chose the language, else nothing. */
export const carryLanguage = (separator: '?' | '&', chosen: Language | undefined) =>
  chosen ? `${separator}lang=${chosen}` : '';

function languageSwitch(language: Language, href: string | undefined): string {
  if (!href) return '';
  const w = LINK_PAGE_WORDING[language];
  const other = language === 'fr' ? 'en' : 'fr';
  return `<p class="switch"><a href="${escapeHtml(href)}" lang="${other}" hreflang="${other}" aria-label="${escapeHtml(w.switchName)}">${escapeHtml(w.switchLabel)}</a></p>`;
}

/**
 * A small server-rendered page: no script, no external resources. `switchHref` (GET pages only: a
 * page a form posted to has no address of its own to show again) adds the FR/EN link.
 */
export function page(
  reply: FastifyReply,
  status: number,
  title: string,
  body: string,
  language: Language = 'en',
  switchHref?: string,
) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · License Tracker</title>
<style>${LINK_PAGE_CSS}</style></head>
<body>
<main class="auth">
<div class="card">
<a class="brand" href="/"><span class="brand-mark" aria-hidden="true">LT</span><span>License Tracker</span></a>
<h1>${escapeHtml(title)}</h1>
${body}
${languageSwitch(language, switchHref)}
</div>
</main>
</body></html>`);
}
