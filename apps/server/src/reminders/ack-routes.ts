import { inReaderLanguage, type Language, localDate } from '@lt/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerLanguage } from '../lib/caller-language';
import { escapeHtml } from './email-layout';
import { carryLanguage, chosenLanguage, otherLanguageHref, page } from './link-page-layout';
import { LINK_PAGE_WORDING } from './link-page-wording';
import { languageOfLicenceOwner } from './recipient-language';
import { type AckNames, type AckResult, acknowledgeReminders, ackState, ackTargetOf } from './repository';
import { acceptFormPosts } from './unsubscribe-routes';
import { type AckTarget, cachedUnsubscribeTokens } from './unsubscribe-token';

const Params = z.object({ token: z.string().max(300) });
// `lang`: the page's FR/EN link; an unknown value is ignored (chosenLanguage), never a 400.
const Query = z.object({ lang: z.string().max(20).optional() });
const schema = { hide: true, params: Params, querystring: Query };

/**
 * The "I'm on it" link of every reminder e-mail, SMS and digest (decision 013), outside /api
 * because it works without signing in: the signed token names the licence and the expiry date it
 * was sent for. GET only shows a confirmation button (mail scanners and SMS previews follow
 * links); POST records it for that period and stops its remaining reminders. Mirrors /unsubscribe.
 * The page speaks the language picked with its FR/EN link, else the licence owner's; once the
 * licence is gone, the browser's.
 */
export async function ackRoutes(app: FastifyInstance): Promise<void> {
  acceptFormPosts(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A reminder e-mail's token names its delivery (issue 30): ackTargetOf reads its period.
  const targetOf = async (token: string): Promise<AckTarget | null> =>
    ackTargetOf(app.db, (await cachedUnsubscribeTokens(app.db)).ack.verify(token));

  /** The page's language: its FR/EN link, else the licence owner's, else the browser's. */
  const languageFor = async (chosen: Language | undefined, target: AckTarget | null, fallback: Language) =>
    chosen ?? (target && (await languageOfLicenceOwner(app.db, target.licenseId))) ?? fallback;

  r.get('/on-it/:token', { schema }, async (request, reply) => {
    const chosen = chosenLanguage(request.query);
    const target = await targetOf(request.params.token);
    const language = await languageFor(chosen, target, callerLanguage(request));
    const switchHref = otherLanguageHref(request.url, language);
    if (!target) return invalid(reply, language, switchHref);
    const state = await ackState(app.db, target);
    if (state.outcome !== 'open') return answer(reply, state, target, language, switchHref);
    const w = LINK_PAGE_WORDING[language].ack;
    const action = `/on-it/${encodeURIComponent(request.params.token)}${carryLanguage('?', chosen)}`;
    return page(
      reply,
      200,
      w.askTitle,
      `${w.askBody(nameIn(state, language), localDate(target.expiryDate, language))}
<form method="post" action="${escapeHtml(action)}">
<button type="submit">${w.button}</button>
</form>`,
      language,
      switchHref,
    );
  });

  r.post('/on-it/:token', { schema }, async (request, reply) => {
    const target = await targetOf(request.params.token);
    const language = await languageFor(chosenLanguage(request.query), target, callerLanguage(request));
    if (!target) return invalid(reply, language);
    const result = await acknowledgeReminders(app.db, target, app.clock.now());
    if (result.outcome === 'acknowledged') {
      request.log.info(
        { licenseId: target.licenseId, expiryDate: target.expiryDate, cancelled: result.cancelled },
        "reminders acknowledged by the I'm on it link",
      );
    }
    return answer(reply, result, target, language);
  });
}

/** The page after the button, or instead of it when there is nothing left to ask (`switchHref`: a GET). */
function answer(
  reply: FastifyReply,
  result: AckResult,
  target: AckTarget,
  language: Language,
  switchHref?: string,
) {
  const w = LINK_PAGE_WORDING[language].ack;
  const date = (d: string) => localDate(d, language);
  if (result.outcome === 'gone') return page(reply, 404, w.goneTitle, w.goneBody, language, switchHref);
  if (result.outcome === 'stale') {
    const current = result.currentExpiryDate ? date(result.currentExpiryDate) : null;
    return page(
      reply,
      409,
      w.staleTitle,
      w.staleBody(nameIn(result, language), date(target.expiryDate), current),
      language,
      switchHref,
    );
  }
  return page(
    reply,
    200,
    w.doneTitle,
    w.doneBody(nameIn(result, language), date(result.expiryDate)),
    language,
    switchHref,
  );
}

/** The licence's name in the page's language (issue 27). */
const nameIn = (names: AckNames, language: Language) =>
  inReaderLanguage(names.licenseName, names.licenseNameFr, language);

function invalid(reply: FastifyReply, language: Language, switchHref?: string) {
  const w = LINK_PAGE_WORDING[language];
  return page(reply, 400, w.invalidTitle, w.ack.invalidBody, language, switchHref);
}
