import { isLanguage, type Language } from '@lt/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerLanguage } from '../lib/caller-language';
import { escapeHtml } from './email-layout';
import { confirmRecipient, recipientWithBusiness, unsubscribeRecipient } from './recipient-repository';
import { cachedRecipientTokens } from './recipient-tokens';
import { RECIPIENT_WORDING } from './recipient-wording';
import { acceptFormPosts, page } from './unsubscribe-routes';

const Query = z.object({ token: z.string().max(300).optional() });
const schema = { hide: true, querystring: Query };

/**
 * The two links of a business's recipient (decision 023), outside /api: the signed token is the
 * authority, and it names one recipient only. GET shows a button (mail scanners follow links);
 * POST acts. `confirm` lets reminders start for an outside contact; `unsubscribe` stops this
 * recipient's reminders for this business and nobody else's.
 */
export async function recipientLinkRoutes(app: FastifyInstance): Promise<void> {
  acceptFormPosts(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tokens = () => cachedRecipientTokens(app.db);

  /** The recipient a token names, when it is still there (and, to confirm, at the address signed). */
  async function target(kind: 'confirm' | 'unsubscribe', token: string | undefined) {
    if (!token) return null;
    const t = await tokens();
    const id = kind === 'confirm' ? t.confirm.verify(token)?.recipientId : t.unsubscribe.verify(token);
    if (!id) return null;
    const found = await recipientWithBusiness(app.db, id);
    if (!found) return null;
    if (kind === 'confirm' && !t.confirm.verify(token)?.check(found.recipient.email)) return null;
    const language = found.memberLanguage ?? found.recipient.language;
    return { ...found, language: (isLanguage(language) ? language : 'en') as Language };
  }

  for (const kind of ['confirm', 'unsubscribe'] as const) {
    const path = `/recipients/${kind}`;
    r.get(path, { schema }, async (request, reply) => {
      const found = await target(kind, request.query.token);
      if (!found) return invalid(reply, callerLanguage(request));
      const w = RECIPIENT_WORDING[found.language].pages;
      const action = `${path}?token=${encodeURIComponent(request.query.token!)}`;
      const [title, body, button] =
        kind === 'confirm'
          ? [w.confirmAskTitle, w.confirmAskBody(found.businessName), w.confirmButton]
          : [w.stopAskTitle, w.stopAskBody(found.businessName), w.stopButton];
      return page(
        reply,
        200,
        title,
        `${body}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(button)}</button>
</form>`,
        found.language,
      );
    });

    r.post(path, { schema }, async (request, reply) => {
      const found = await target(kind, request.query.token);
      if (!found) return invalid(reply, callerLanguage(request));
      const now = app.clock.now();
      const w = RECIPIENT_WORDING[found.language].pages;
      if (kind === 'confirm') {
        await confirmRecipient(app.db, found.recipient.id, now);
        request.log.info({ recipientId: found.recipient.id }, 'reminder recipient confirmed');
        return page(reply, 200, w.confirmDoneTitle, w.confirmDoneBody(found.businessName), found.language);
      }
      await unsubscribeRecipient(app.db, found.recipient.id, now);
      request.log.info({ recipientId: found.recipient.id }, 'reminder recipient unsubscribed');
      return page(reply, 200, w.stopDoneTitle, w.stopDoneBody(found.businessName), found.language);
    });
  }
}

function invalid(reply: FastifyReply, language: Language) {
  const w = RECIPIENT_WORDING[language].pages;
  return page(reply, 400, w.invalidTitle, w.invalidBody, language);
}
