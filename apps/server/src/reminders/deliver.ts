import { hostname } from 'node:os';
import { DEFAULT_LANGUAGE, daysBetween, inReaderLanguage, type Language, todayIn } from '@lt/core';
import { afterChannelOutcome, attemptChannel, isChannelDelivery } from '../channels/deliver-channel';
import { type Finished, finishMany, renewClaims } from './claim-batches';
import { refilling } from './claim-flow';
import {
  type ClaimedDelivery,
  type ClaimedReminder,
  claimDue,
  leaseFor,
  type Outcome,
  recordLostLease,
} from './claims';
import { coalesce } from './coalesce';
import { type ReminderFacts, reminderEmail, reminderSms } from './content';
import { dayFactsIn } from './day-facts';
import { type DeliveryBatch, forRecipient, loadBatch } from './delivery-batch';
import type { DeliveryDeps } from './delivery-deps';
import { attemptDigest } from './digest-attempt';
import { logOutboxed } from './email-transport';
import { ClaimLost, DeliveryFailure, oneLine } from './failures';
import { type Attempted, asFailure, exhausted, failed, overCap, sendEmail } from './outcomes';
import { attemptForRecipient } from './recipient-delivery';
import { emailRecipient } from './recipient-gate';
import type { DeliveryContext } from './repository';
import { takeSendAllowances } from './send-cap-batches';
import { sendReminderSms, smsRecipient } from './sms-reminder';
import { ackUrl, unsubscribeUrl } from './unsubscribe-token';
import { plainUserText } from './user-text';

export type { DeliveryDeps };

export interface DeliveryOptions {
  /**
   * Deliveries held at a time (claimed, not yet recorded); default: `concurrency`, so none waits
   * long for a connection under a running lease.
   */
  batchSize?: number;
  /**
   * Claim again once this many of the held deliveries are done (decision 031); default: half of
   * `batchSize`, or all of it with `shareStatements: false` (one batch after another, as before).
   */
  refillAt?: number;
  /**
   * Deliveries sent at the same time within a batch; default: the e-mail transport's connections
   * (`connections`), else DEFAULT_CONCURRENCY.
   */
  concurrency?: number;
  /** Stop after this many claims (benchmarks); default: until nothing is due. */
  maxDeliveries?: number;
  /**
   * false: every send renews, takes its allowance and records alone, one statement each, as
   * before decision 027 (the benchmark's baseline). Default true.
   */
  shareStatements?: boolean;
  /** Checked between batches: a worker shutting down finishes its batch and stops. */
  shouldStop?: () => boolean;
}

/** Deliveries in flight per worker: enough to overlap SMTP and database round trips (see the benchmark). */
export const DEFAULT_CONCURRENCY = 8;

export type DeliveryTally = Record<Outcome['outcome'] | 'lost', number>;

export const workerName = () => `${hostname()}:${process.pid}`;

/** Claims and attempts due deliveries until none is left (or told to stop). */
export async function deliverDue(deps: DeliveryDeps, opts: DeliveryOptions = {}): Promise<DeliveryTally> {
  const worker = deps.worker ?? workerName();
  const concurrency = opts.concurrency ?? deps.email.connections ?? DEFAULT_CONCURRENCY;
  const batchSize = opts.batchSize ?? concurrency;
  const leaseMs =
    deps.leaseMs ??
    leaseFor(Math.max(deps.email.timeoutMs, deps.sms?.timeoutMs ?? 0, deps.channels?.timeoutMs ?? 0));
  const tally: DeliveryTally = { sent: 0, retry: 0, failed: 0, skipped: 0, cancelled: 0, lost: 0 };
  // Each send renews its claim, takes from its cap and records its outcome at its own moment, as
  // decision 018 wants; sends that do so in the same turn of the event loop share one statement.
  const share = opts.shareStatements === false ? one : coalesce;
  const renew = share((claims: ClaimedDelivery[]) =>
    renewClaims(deps.db, claims, { now: deps.clock.now(), leaseMs }),
  );
  const record = share((items: Finished[]) => finishMany(deps.db, items, { now: deps.clock.now(), worker }));
  const run: DeliveryDeps = {
    ...deps,
    takeAllowance: deps.takeAllowance ?? share((requests) => takeSendAllowances(deps.db, requests)),
  };
  // Claims are held at most `held` at a time, as before; but the next claim is made as soon as
  // `refillAt` of them are done rather than when the whole batch is (decision 031), so the claim
  // and its context reads overlap the sends still under way instead of stalling every connection.
  const held = batchSize;
  const refillAt = Math.min(
    held,
    opts.refillAt ?? (opts.shareStatements === false ? held : Math.ceil(held / 2)),
  );
  await refilling(
    {
      held,
      refillAt,
      concurrency,
      maxClaims: opts.maxDeliveries,
      shouldStop: opts.shouldStop,
      claim: (limit) => claimDue(deps.db, { now: deps.clock.now(), worker, limit, leaseMs }),
      load: (claims) => loadBatch(deps, claims),
    },
    async (claim, batch) => {
      if (claim.lostBy) await recordLostLease(deps.db, claim, deps.clock.now());
      // Right before the send: still ours? Then it stays ours for one more send's time.
      const hold = async () => {
        if (!(await renew(claim))) throw new ClaimLost();
      };
      const outcome = await attemptAny(run, claim, hold, batch).catch((error: unknown): Attempted | null =>
        error instanceof ClaimLost
          ? null
          : failed(deps, claim, new DeliveryFailure(oneLine(String(error)), true), deps.clock.now()),
      );
      if (!outcome) {
        tally.lost += 1;
        deps.log.warn(
          { deliveryId: claim.id, attempt: claim.attempts },
          'claim lost before the send; not sent',
        );
        return;
      }
      const kept = await record({ claim, result: outcome, outbox: outcome.outbox });
      tally[kept ? outcome.outcome : 'lost'] += 1;
      if (kept && claim.kind === 'reminder' && isChannelDelivery(claim))
        await afterChannelOutcome(deps, claim, outcome);
      if (kept && outcome.outbox) logOutboxed(deps.log, outcome.outbox.id, claim.id);
      if (!kept && outcome.outcome === 'sent') {
        deps.log.warn(
          { deliveryId: claim.id, attempt: claim.attempts },
          'sent, but the claim was lost before it was recorded',
        );
      }
      if (outcome.outcome === 'retry' || outcome.outcome === 'failed') {
        deps.log.warn(
          { deliveryId: claim.id, channel: claim.channel, attempt: claim.attempts, error: outcome.error },
          'reminder delivery failed',
        );
      }
    },
  );
  return tally;
}

/** Why a reminder should no longer go out, read from the licence and user as they are now. */
function cancelReason(claim: ClaimedReminder, ctx: DeliveryContext | undefined) {
  if (!ctx) return 'the licence no longer exists';
  if (!ctx.reminderEnabled) return 'reminders are turned off for this licence';
  if (ctx.currentExpiryDate !== claim.expiryDate) return 'the expiry date changed';
  if (ctx.acknowledgedAt) return 'the owner said they are on it';
  if (!ctx.channels.includes(claim.channel)) return `${claim.channel} reminders are turned off`;
  if (claim.channel === 'email' && ctx.reminderDigest === 'weekly')
    return 'the weekly digest replaces reminder e-mails';
  return null;
}

async function attempt(
  deps: DeliveryDeps,
  claim: ClaimedReminder,
  hold: () => Promise<void>,
  ctx?: DeliveryContext,
  language?: Language,
): Promise<Attempted> {
  const now = deps.clock.now();
  const reason = cancelReason(claim, ctx);
  if (reason || !ctx) return { outcome: 'cancelled', error: reason ?? 'no context' };
  const gaveUp = exhausted(claim);
  if (gaveUp) return gaveUp;
  const today = todayIn(ctx.timeZone, now);
  const ack = ackUrl(
    deps.publicUrl,
    deps.tokens.ack.sign({ licenseId: claim.licenseId, expiryDate: claim.expiryDate }),
  );
  const facts: ReminderFacts = {
    // User text, without links and cut short (user-text.ts): it goes into subjects and SMS.
    recipientName: ctx.fullName === null ? null : plainUserText(ctx.fullName),
    businessName: plainUserText(ctx.businessName),
    // The name in the recipient's language (issue 27): a template's French name for a French reader.
    licenseName: plainUserText(inReaderLanguage(ctx.licenseName, ctx.licenseNameFr, language)),
    level: ctx.level,
    expiryDate: claim.expiryDate,
    daysLeft: daysBetween(today, claim.expiryDate),
    language,
    dayFacts: dayFactsIn(ctx, language ?? DEFAULT_LANGUAGE),
  };
  const appUrl = `${deps.publicUrl}/app/licenses`;
  let recipient: string | undefined;
  try {
    if (claim.channel === 'email') {
      const gate = emailRecipient(ctx);
      if ('skip' in gate) return { outcome: 'skipped', error: gate.skip };
      recipient = gate.to;
      const capped = await overCap(deps, claim, 'email');
      if (capped) return capped;
      const link = unsubscribeUrl(deps.publicUrl, deps.tokens.sign(claim.userId));
      // The e-mail's link names this delivery, so following it says who is on it (issue 30); the
      // SMS keeps the period's link (its text is how an unknown Twilio outcome is found again).
      const emailAck = ackUrl(deps.publicUrl, deps.tokens.ack.signDelivery(claim.id));
      const content = reminderEmail(facts, { app: appUrl, unsubscribe: link, ack: emailAck });
      const message = { deliveryId: claim.id, from: deps.mailFrom, to: recipient, unsubscribeUrl: link };
      return await sendEmail(deps, { ...message, ...content }, hold);
    }
    const gate = await smsRecipient(
      deps,
      { number: ctx.phoneNumber, verified: ctx.phoneVerifiedNumber },
      'user',
    );
    if ('skip' in gate) return { outcome: 'skipped', error: gate.skip };
    recipient = gate.to;
    return await sendReminderSms(deps, claim, gate, { body: reminderSms(facts, ack), ack }, hold);
  } catch (error) {
    if (error instanceof ClaimLost) throw error;
    return failed(deps, claim, asFailure(error), now, recipient);
  }
}

/** The attempt for the claim's kind of delivery, with the context its batch read for it. */
function attemptAny(
  deps: DeliveryDeps,
  claim: ClaimedDelivery,
  hold: () => Promise<void>,
  batch: DeliveryBatch,
): Promise<Attempted> {
  if (claim.kind === 'digest')
    return attemptDigest(
      deps,
      claim,
      hold,
      batch.digests.get(claim.userId),
      batch.languages.get(claim.userId),
    );
  if (isChannelDelivery(claim)) return attemptChannel(deps, claim, hold, batch.channels.get(claim.id));
  if (forRecipient(claim)) return attemptForRecipient(deps, claim, hold, batch.recipients.get(claim.id));
  return attempt(deps, claim, hold, batch.reminders.get(claim.id), batch.languages.get(claim.userId));
}

/** A batch function called for each item alone. */
const one =
  <I, O>(run: (items: I[]) => Promise<O[]>) =>
  async (item: I): Promise<O> =>
    (await run([item]))[0] as O;
