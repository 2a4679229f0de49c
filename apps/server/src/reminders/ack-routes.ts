import { inReaderLanguage, type Language, localDate } from '@lt/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerLanguage } from '../lib/caller-language';
import { escapeHtml } from './email-layout';
import { LINK_PAGE_WORDING } from './link-page-wording';
import { languageOfLicenceOwner } from './recipient-language';
import { type AckNames, type AckResult, acknowledgeReminders, ackState } from './repository';
import { acceptFormPosts, page } from './unsubscribe-routes';
import { type AckTarget, cachedUnsubscribeTokens } from './unsubscribe-token';

const Params = z.object({ token: z.string().max(300) });
const schema = { hide: true, params: Params };

/**
 * The "I'm on it" link of every reminder e-mail, SMS and digest (decision 013), outside /api
 * because it works without signing in: the signed token names the licence and the expiry date it
 * was sent for. GET only shows a confirmation button (mail scanners and SMS previews follow
 * links); POST records it for that period and stops its remaining reminders. Mirrors /unsubscribe.
 * The page speaks the licence owner's language; once the licence is gone, the browser's.
 */
export async function ackRoutes(app: FastifyInstance): Promise<void> {
  acceptFormPosts(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const targetOf = async (token: string): Promise<AckTarget | null> =>
    (await cachedUnsubscribeTokens(app.db)).ack.verify(token);

  r.get('/on-it/:token', { schema }, async (request, reply) => {
    const target = await targetOf(request.params.token);
    if (!target) return invalid(reply, callerLanguage(request));
    const language = (await languageOfLicenceOwner(app.db, target.licenseId)) ?? callerLanguage(request);
    const state = await ackState(app.db, target);
    if (state.outcome !== 'open') return answer(reply, state, target, language);
    const w = LINK_PAGE_WORDING[language].ack;
    const action = `/on-it/${encodeURIComponent(request.params.token)}`;
    return page(
      reply,
      200,
      w.askTitle,
      `${w.askBody(nameIn(state, language), localDate(target.expiryDate, language))}
<form method="post" action="${escapeHtml(action)}">
<button type="submit">${w.button}</button>
</form>`,
      language,
    );
  });

  r.post('/on-it/:token', { schema }, async (request, reply) => {
    const target = await targetOf(request.params.token);
    if (!target) return invalid(reply, callerLanguage(request));
    const language = (await languageOfLicenceOwner(app.db, target.licenseId)) ?? callerLanguage(request);
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

function answer(reply: FastifyReply, result: AckResult, target: AckTarget, language: Language) {
  const w = LINK_PAGE_WORDING[language].ack;
  const date = (d: string) => localDate(d, language);
  if (result.outcome === 'gone') return page(reply, 404, w.goneTitle, w.goneBody, language);
  if (result.outcome === 'stale') {
    const current = result.currentExpiryDate ? date(result.currentExpiryDate) : null;
    return page(
      reply,
      409,
      w.staleTitle,
      w.staleBody(nameIn(result, language), date(target.expiryDate), current),
      language,
    );
  }
  return page(
    reply,
    200,
    w.doneTitle,
    w.doneBody(nameIn(result, language), date(result.expiryDate)),
    language,
  );
}

/** The licence's name in the page's language (issue 27). */
const nameIn = (names: AckNames, language: Language) =>
  inReaderLanguage(names.licenseName, names.licenseNameFr, language);

function invalid(reply: FastifyReply, language: Language) {
  const w = LINK_PAGE_WORDING[language];
  return page(reply, 400, w.invalidTitle, w.ack.invalidBody, language);
}
