import type { Language } from '@lt/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerLanguage } from '../lib/caller-language';
import { escapeHtml } from './email-layout';
import { LINK_PAGE_WORDING } from './link-page-wording';
import { languageOfUser } from './recipient-language';
import { turnOffEmailReminders } from './repository';
import { cachedUnsubscribeTokens } from './unsubscribe-token';

const Query = z.object({ token: z.string().max(300).optional() });
const schema = { hide: true, querystring: Query };

/**
 * The unsubscribe link of every reminder e-mail, outside /api because it works without signing
 * in: the signed token is the authority. GET only shows a confirmation button (mail scanners
 * follow links); POST, from that button or from a mail client's RFC 8058 one-click, turns e-mail
 * reminders off for the user. The page speaks the recipient's language; a link that names nobody,
 * the browser's.
 */
export async function unsubscribeRoutes(app: FastifyInstance): Promise<void> {
  acceptFormPosts(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const userFor = async (token: string | undefined) =>
    token ? (await cachedUnsubscribeTokens(app.db)).verify(token) : null;

  r.get('/unsubscribe', { schema }, async (request, reply) => {
    const { token } = request.query;
    const userId = await userFor(token);
    if (!userId) return invalid(reply, callerLanguage(request));
    const language = (await languageOfUser(app.db, userId)) ?? callerLanguage(request);
    const w = LINK_PAGE_WORDING[language].unsubscribe;
    const action = `/unsubscribe?token=${encodeURIComponent(token!)}`;
    return page(
      reply,
      200,
      w.askTitle,
      `${w.askBody}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${w.button}</button>
</form>
${w.askAfter}`,
      language,
    );
  });

  r.post('/unsubscribe', { schema }, async (request, reply) => {
    const userId = await userFor(request.query.token);
    if (!userId) return invalid(reply, callerLanguage(request));
    await turnOffEmailReminders(app.db, userId);
    app.callers.forgetUserId(userId);
    request.log.info({ userId }, 'e-mail reminders turned off by unsubscribe link');
    const language = (await languageOfUser(app.db, userId)) ?? callerLanguage(request);
    const w = LINK_PAGE_WORDING[language].unsubscribe;
    return page(reply, 200, w.doneTitle, w.doneBody, language);
  });
}

/** One-click POSTs come form-encoded or multipart; the token is in the URL, so the body is ignored. */
export function acceptFormPosts(app: FastifyInstance): void {
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    if (!app.hasContentTypeParser(type)) {
      app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_r, body, done) =>
        done(null, body),
      );
    }
  }
}

function invalid(reply: FastifyReply, language: Language) {
  const w = LINK_PAGE_WORDING[language];
  return page(reply, 400, w.invalidTitle, w.unsubscribe.invalidBody, language);
}

/** A small server-rendered page: no script, no external resources (the default CSP applies). */
export function page(
  reply: FastifyReply,
  status: number,
  title: string,
  body: string,
  language: Language = 'en',
) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · License Tracker</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; color: #1f2937">
<h1>${escapeHtml(title)}</h1>
${body}
</body></html>`);
}
