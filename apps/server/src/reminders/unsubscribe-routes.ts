import type { Language } from '@lt/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerLanguage } from '../lib/caller-language';
import { escapeHtml } from './email-layout';
import { carryLanguage, chosenLanguage, otherLanguageHref, page } from './link-page-layout';
import { LINK_PAGE_WORDING } from './link-page-wording';
import { languageOfUser } from './recipient-language';
import { turnOffEmailReminders } from './repository';
import { cachedUnsubscribeTokens } from './unsubscribe-token';

// `lang`: the page's FR/EN link; an unknown value is ignored (chosenLanguage), never a 400.
const Query = z.object({ token: z.string().max(300).optional(), lang: z.string().max(20).optional() });
const schema = { hide: true, querystring: Query };

/**
 * The unsubscribe link of every reminder e-mail, outside /api because it works without signing
 * in: the signed token is the authority. GET only shows a confirmation button (mail scanners
 * follow links); POST, from that button or from a mail client's RFC 8058 one-click, turns e-mail
 * reminders off for the user. The page speaks the language picked with its FR/EN link, else the
 * recipient's profile language; a link that names nobody, the browser's.
 */
export async function unsubscribeRoutes(app: FastifyInstance): Promise<void> {
  acceptFormPosts(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const userFor = async (token: string | undefined) =>
    token ? (await cachedUnsubscribeTokens(app.db)).verify(token) : null;

  r.get('/unsubscribe', { schema }, async (request, reply) => {
    const { token } = request.query;
    const chosen = chosenLanguage(request.query);
    const userId = await userFor(token);
    const switchHref = (language: Language) => otherLanguageHref(request.url, language);
    if (!userId) {
      const language = chosen ?? callerLanguage(request);
      return invalid(reply, language, switchHref(language));
    }
    const language = chosen ?? (await languageOfUser(app.db, userId)) ?? callerLanguage(request);
    const w = LINK_PAGE_WORDING[language].unsubscribe;
    const action = `/unsubscribe?token=${encodeURIComponent(token!)}${carryLanguage('&', chosen)}`;
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
      switchHref(language),
    );
  });

  r.post('/unsubscribe', { schema }, async (request, reply) => {
    const chosen = chosenLanguage(request.query);
    const userId = await userFor(request.query.token);
    if (!userId) return invalid(reply, chosen ?? callerLanguage(request));
    await turnOffEmailReminders(app.db, userId);
    app.callers.forgetUserId(userId);
    request.log.info({ userId }, 'e-mail reminders turned off by unsubscribe link');
    // A mail client's one-click POST carries no `lang`: the recipient's own language.
    const language = chosen ?? (await languageOfUser(app.db, userId)) ?? callerLanguage(request);
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

function invalid(reply: FastifyReply, language: Language, switchHref?: string) {
  const w = LINK_PAGE_WORDING[language];
  return page(reply, 400, w.invalidTitle, w.unsubscribe.invalidBody, language, switchHref);
}

/** The layout moved to link-page-layout.ts; recipient-link-routes.ts still imports it from here. */
export { page };
