// What the claims of one claim statement need read before their sends: each kind's context, and
// the recipients' languages; read once for all of them, the reads at the same time (decision 031).
import { addDays, DIGEST_HORIZON_DAYS, type Language, todayIn } from '@lt/core';
import { type ChannelContext, isChannelDelivery, loadChannelContexts } from '../channels/deliver-channel';
import type { ClaimedDelivery } from './claims';
import type { DeliveryDeps } from './delivery-deps';
import { isRecipientKey } from './recipient-delivery';
import { languagesOf } from './recipient-language';
import { loadRecipientContexts, type RecipientContext } from './recipient-repository';
import { type DeliveryContext, type DigestContext, loadContexts, loadDigestContexts } from './repository';

export interface DeliveryBatch {
  channels: Map<string, ChannelContext>;
  reminders: Map<string, DeliveryContext>;
  recipients: Map<string, RecipientContext>;
  /** By user id. */
  digests: Map<string, DigestContext>;
  /** By user id: each recipient's language (issue 15). */
  languages: Map<string, Language>;
}

/** A business's recipient has a context of its own (decision 023). */
export const forRecipient = (c: ClaimedDelivery) => c.kind === 'reminder' && isRecipientKey(c.targetKey);

export async function loadBatch(deps: DeliveryDeps, claims: ClaimedDelivery[]): Promise<DeliveryBatch> {
  // Deliveries to a workspace channel have no user: their context is the channel's (decision 026).
  const toChannels = claims.filter(isChannelDelivery);
  const toUsers = claims.filter((c) => c.kind === 'reminder' && !forRecipient(c) && !isChannelDelivery(c));
  const digests = claims.filter((c) => c.kind === 'digest');
  const [channels, reminders, recipients, digestContexts, languages] = await Promise.all([
    loadChannelContexts(
      deps.db,
      toChannels.map((c) => c.id),
    ),
    loadContexts(
      deps.db,
      toUsers.map((c) => c.id),
    ),
    loadRecipientContexts(
      deps.db,
      claims.filter(forRecipient).map((c) => c.id),
    ),
    // Both ends of the country's calendar: each licence is then measured in its business's zone.
    digests.length === 0
      ? new Map<string, DigestContext>()
      : loadDigestContexts(
          deps.db,
          digests.map((c) => c.userId),
          addDays(todayIn('UTC', deps.clock.now()), DIGEST_HORIZON_DAYS + 1),
        ),
    languagesOf(
      deps.db,
      claims.flatMap((c) => (c.userId ? [c.userId] : [])),
    ),
  ]);
  return { channels, reminders, recipients, digests: digestContexts, languages };
}
