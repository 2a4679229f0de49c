// What an attempt at a delivery comes to: sent (or staged for the outbox), retried after a
// backoff, or final. Shared by per-licence reminders (deliver.ts) and digests (digest-attempt.ts).
import type { ClaimedDelivery, Outcome } from './claims';
import type { DeliveryDeps } from './delivery-deps';
import type { OutboxRow, OutgoingEmail } from './email-transport';
import { DeliveryFailure, MAX_ATTEMPTS, oneLine, retryDelayMs } from './failures';
import { DEFAULT_SEND_CAPS, type SendChannel, takeSendAllowance } from './send-caps';

/** Retried deliveries whose last worker died mid-send are given up after MAX_ATTEMPTS. */
export function exhausted(claim: ClaimedDelivery): Outcome | null {
  if (claim.attempts <= MAX_ATTEMPTS) return null;
  return {
    outcome: 'failed',
    error: `gave up after ${MAX_ATTEMPTS} attempts (the last worker did not finish)`,
  };
}

/** An outcome, and for the outbox the message to write with it. */
export type Attempted = Outcome & { outbox?: OutboxRow };

/** Sends through the transport, or stages the message for `finish` when it is kept in our database. */
export async function sendEmail(
  deps: DeliveryDeps,
  message: OutgoingEmail,
  hold: () => Promise<void>,
): Promise<Attempted> {
  if (deps.email.stage) {
    const row = deps.email.stage(message);
    return { outcome: 'sent', providerId: `outbox:${row.id}`, recipient: message.to, outbox: row };
  }
  const { providerId } = await deps.email.send(message, { beforeSend: hold });
  return { outcome: 'sent', providerId, recipient: message.to };
}

export const asFailure = (error: unknown) =>
  error instanceof DeliveryFailure ? error : new DeliveryFailure(oneLine(String(error)), true);

/** A transient failure is retried after a backoff until the last attempt; the rest are final. */
export function failed(
  deps: DeliveryDeps,
  claim: ClaimedDelivery,
  failure: DeliveryFailure,
  now: Date,
  recipient?: string,
): Outcome {
  if (failure.transient && claim.attempts < MAX_ATTEMPTS) {
    const retryAt = new Date(now.getTime() + (deps.retryDelayMs ?? retryDelayMs)(claim.attempts));
    return { outcome: 'retry', error: failure.message, retryAt, recipient };
  }
  return { outcome: 'failed', error: failure.message, recipient };
}

/** Null when the account may send one more on `channel` today; else the skip, logged (issue 16). */
export async function overCap(
  deps: DeliveryDeps,
  claim: ClaimedDelivery,
  channel: SendChannel,
  /** Whose allowance: the claim's user, or for a business's recipient the business's creator. */
  accountId: string = claim.userId,
): Promise<Outcome | null> {
  const cap = (deps.sendCaps ?? DEFAULT_SEND_CAPS)[channel];
  const now = deps.clock.now();
  const request = { userId: accountId, channel, now, cap };
  const take = deps.takeAllowance ?? ((r: typeof request) => takeSendAllowance(deps.db, r));
  if (await take(request)) return null;
  deps.log.warn({ deliveryId: claim.id, userId: accountId, channel, cap }, 'daily send cap reached');
  return { outcome: 'skipped', error: `the account reached its daily cap of ${cap} ${channel} messages` };
}
