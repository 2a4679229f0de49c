import { longDate } from '@lt/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from './content';
import { type AckResult, acknowledgeReminders, ackState } from './repository';
import { acceptFormPosts, page } from './unsubscribe-routes';
import { type AckTarget, cachedUnsubscribeTokens } from './unsubscribe-token';

const Params = z.object({ token: z.string().max(300) });
const schema = { hide: true, params: Params };

/**
 * The "I'm on it" link of every reminder e-mail, SMS and digest (decision 013), outside /api
 * because it works without signing in: the signed token names the licence and the expiry date it
 * was sent for. GET only shows a confirmation button (mail scanners and SMS previews follow
 * links); POST records it for that period and stops its remaining reminders. Mirrors /unsubscribe.
 */
export async function ackRoutes(app: FastifyInstance): Promise<void> {
  acceptFormPosts(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const targetOf = async (token: string): Promise<AckTarget | null> =>
    (await cachedUnsubscribeTokens(app.db)).ack.verify(token);

  r.get('/on-it/:token', { schema }, async (request, reply) => {
    const target = await targetOf(request.params.token);
    if (!target) return invalid(reply);
    const state = await ackState(app.db, target);
    if (state.outcome !== 'open') return answer(reply, state, target);
    const action = `/on-it/${encodeURIComponent(request.params.token)}`;
    return page(
      reply,
      200,
      'Stop the reminders for this licence?',
      `<p>Tell us you're on it — renewing, or already renewed — and License Tracker stops reminding you
of ${escapeHtml(state.licenseName)}, which expires on ${escapeHtml(longDate(target.expiryDate))}.
Reminders start again for its next expiry date once you record the renewal.</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit">I'm on it</button>
</form>`,
    );
  });

  r.post('/on-it/:token', { schema }, async (request, reply) => {
    const target = await targetOf(request.params.token);
    if (!target) return invalid(reply);
    const result = await acknowledgeReminders(app.db, target, app.clock.now());
    if (result.outcome === 'acknowledged') {
      request.log.info(
        { licenseId: target.licenseId, expiryDate: target.expiryDate, cancelled: result.cancelled },
        "reminders acknowledged by the I'm on it link",
      );
    }
    return answer(reply, result, target);
  });
}

function answer(reply: FastifyReply, result: AckResult, target: AckTarget) {
  const renew =
    '<p>Record the renewal in <a href="/app/licenses">your licences</a> when it comes through.</p>';
  if (result.outcome === 'gone') {
    return page(
      reply,
      404,
      'This licence is no longer tracked',
      '<p>The licence this reminder was about has been deleted from License Tracker. Nothing was changed.</p>',
    );
  }
  const name = escapeHtml(result.licenseName);
  if (result.outcome === 'stale') {
    const now = result.currentExpiryDate
      ? `its expiry date is now ${escapeHtml(longDate(result.currentExpiryDate))}`
      : 'it no longer has an expiry date';
    return page(
      reply,
      409,
      'This reminder is out of date',
      `<p>This link was for ${name} expiring on ${escapeHtml(longDate(target.expiryDate))}, but ${now} — it
was renewed or changed since. Nothing was changed.</p>
<p>Later reminders carry a link of their own.</p>`,
    );
  }
  return page(
    reply,
    200,
    "Thanks — you're on it",
    `<p>No more reminders for ${name} expiring on ${escapeHtml(longDate(result.expiryDate))}.</p>${renew}`,
  );
}

function invalid(reply: FastifyReply) {
  return page(
    reply,
    400,
    'This link does not work',
    '<p>This "I\'m on it" link is not valid. Use the link of a recent reminder, or open your licences in License Tracker.</p>',
  );
}
