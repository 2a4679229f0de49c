// The SMS half of a per-licence reminder, the same whether it goes to the business's creator
// (deliver.ts) or to a member listed as a recipient (recipient-delivery.ts): only to a number its
// owner proved with a code and never to one that answered STOP (issue 16); an earlier attempt that
// may have reached Twilio is looked up before sending again; the send counts against a daily cap
// per account and a daily budget per server (SMS_DAILY_BUDGET, issue 31).
import { normalizePhoneNumber } from '@lt/core';
import type { ClaimedReminder, Outcome } from './claims';
import type { DeliveryDeps } from './delivery-deps';
import { overCap } from './outcomes';
import { DEFAULT_SMS_DAILY_BUDGET, takeServerSmsBudget } from './send-caps';
import { isOptedOut } from './sms-opt-outs';
import type { SmsSender } from './sms-transport';

export type SmsGate = { skip: string } | { to: string; sender: SmsSender };

/** Where the reminder's SMS may go, or why it may not; `who` names the addressee in the reason. */
export async function smsRecipient(
  deps: DeliveryDeps,
  phone: { number: string | null; verified: string | null },
  who: 'user' | 'member',
): Promise<SmsGate> {
  if (!deps.sms) return { skip: 'SMS is not configured (TWILIO_* settings are unset)' };
  const to = phone.number ? normalizePhoneNumber(phone.number) : null;
  if (!to) return { skip: `the ${who} has no valid phone number` };
  if (to !== phone.verified) return { skip: 'the phone number is not verified yet' };
  if (await isOptedOut(deps.db, to)) return { skip: 'the number answered STOP (SMS opt-out)' };
  return { to, sender: deps.sms };
}

/**
 * Sends `body` unless an earlier attempt already reached Twilio (its answer lost, or its worker
 * killed before it recorded it): the "I'm on it" link `ack` names the licence and expiry, so it
 * marks this reminder's message. `accountId`: whose daily cap (default: the claim's user).
 */
export async function sendReminderSms(
  deps: DeliveryDeps,
  claim: ClaimedReminder,
  gate: { to: string; sender: SmsSender },
  message: { body: string; ack: string },
  hold: () => Promise<void>,
  accountId?: string,
): Promise<Outcome> {
  const { to, sender } = gate;
  if (claim.attempts > 1) {
    const marker = message.body.includes(message.ack) ? message.ack : message.body;
    const found = await sender.findSent({ to, since: claim.createdAt, marker });
    if (found) {
      deps.log.info(
        { deliveryId: claim.id, providerId: found.providerId },
        'SMS found at Twilio; not sent again',
      );
      return { outcome: 'sent', providerId: found.providerId, recipient: to };
    }
  }
  const capped = await overCap(deps, claim, 'sms', accountId);
  if (capped) return capped;
  const budget = deps.sendCaps?.smsPerServer ?? DEFAULT_SMS_DAILY_BUDGET;
  if (!(await takeServerSmsBudget(deps.db, deps.clock.now(), budget))) {
    deps.log.warn({ deliveryId: claim.id, budget }, 'server SMS budget spent');
    return {
      outcome: 'skipped',
      error: `the server reached its daily budget of ${budget} SMS (SMS_DAILY_BUDGET)`,
    };
  }
  const { providerId } = await sender.send(to, message.body, { beforeSend: hold });
  return { outcome: 'sent', providerId, recipient: to };
}
