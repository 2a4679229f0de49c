import { hostname } from 'node:os';
import { daysBetween, normalizePhoneNumber, todayIn } from '@lt/core';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { type ClaimedDelivery, claimDue, finish, type Outcome, recordLostLease } from './claims';
import { type ReminderFacts, reminderEmail, reminderSms } from './content';
import type { EmailTransport } from './email-transport';
import { DeliveryFailure, MAX_ATTEMPTS, oneLine, retryDelayMs } from './failures';
import type { ReminderLog } from './log';
import { emailRecipient } from './recipient-gate';
import { type DeliveryContext, loadContexts } from './repository';
import type { SmsSender } from './sms-transport';
import { type UnsubscribeTokens, unsubscribeUrl } from './unsubscribe-token';
import { plainUserText } from './user-text';

export interface DeliveryDeps {
  db: Db;
  clock: Clock;
  log: ReminderLog;
  email: EmailTransport;
  /** Absent when Twilio is not configured: SMS deliveries are recorded as skipped. */
  sms?: SmsSender;
  tokens: UnsubscribeTokens;
  publicUrl: string;
  mailFrom: string;
  /** Names this worker in claims and attempts. */
  worker?: string;
}

export interface DeliveryOptions {
  batchSize?: number;
  /** Deliveries sent at the same time within a batch. */
  concurrency?: number;
  /** Stop after this many claims (benchmarks); default: until nothing is due. */
  maxDeliveries?: number;
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
  const batchSize = opts.batchSize ?? 50;
  const tally: DeliveryTally = { sent: 0, retry: 0, failed: 0, skipped: 0, cancelled: 0, lost: 0 };
  let claimedSoFar = 0;
  while (!opts.shouldStop?.()) {
    const limit = Math.min(batchSize, (opts.maxDeliveries ?? Number.POSITIVE_INFINITY) - claimedSoFar);
    if (limit <= 0) break;
    const claims = await claimDue(deps.db, { now: deps.clock.now(), worker, limit });
    if (claims.length === 0) break;
    claimedSoFar += claims.length;
    const contexts = await loadContexts(
      deps.db,
      claims.map((c) => c.id),
    );
    await forEachLimited(claims, opts.concurrency ?? DEFAULT_CONCURRENCY, async (claim) => {
      if (claim.lostBy) await recordLostLease(deps.db, claim, deps.clock.now());
      const outcome = await attempt(deps, claim, contexts.get(claim.id)).catch((error: unknown) =>
        failed(claim, new DeliveryFailure(oneLine(String(error)), true), deps.clock.now()),
      );
      const kept = await finish(deps.db, claim, outcome, { now: deps.clock.now(), worker });
      tally[kept ? outcome.outcome : 'lost'] += 1;
      if (outcome.outcome === 'retry' || outcome.outcome === 'failed') {
        deps.log.warn(
          { deliveryId: claim.id, channel: claim.channel, attempt: claim.attempts, error: outcome.error },
          'reminder delivery failed',
        );
      }
    });
  }
  return tally;
}

/** Why a delivery should no longer go out, read from the licence and user as they are now. */
function cancelReason(claim: ClaimedDelivery, ctx: DeliveryContext | undefined, today: string | null) {
  if (!ctx) return 'the licence no longer exists';
  if (!ctx.reminderEnabled) return 'reminders are turned off for this licence';
  if (ctx.currentExpiryDate !== claim.expiryDate) return 'the expiry date changed';
  if (!ctx.channels.includes(claim.channel)) return `${claim.channel} reminders are turned off`;
  if (today && daysBetween(today, claim.expiryDate) < 0) return 'the licence has expired';
  return null;
}

async function attempt(deps: DeliveryDeps, claim: ClaimedDelivery, ctx?: DeliveryContext): Promise<Outcome> {
  const now = deps.clock.now();
  const today = ctx ? todayIn(ctx.timeZone, now) : null;
  const reason = cancelReason(claim, ctx, today);
  if (reason || !ctx || !today) return { outcome: 'cancelled', error: reason ?? 'no context' };
  if (claim.attempts > MAX_ATTEMPTS) {
    return {
      outcome: 'failed',
      error: `gave up after ${MAX_ATTEMPTS} attempts (the last worker did not finish)`,
    };
  }
  const facts: ReminderFacts = {
    // User text, without links and cut short (user-text.ts): it goes into subjects and SMS.
    recipientName: ctx.fullName === null ? null : plainUserText(ctx.fullName),
    businessName: plainUserText(ctx.businessName),
    licenseName: plainUserText(ctx.licenseName),
    level: ctx.level,
    expiryDate: claim.expiryDate,
    daysLeft: daysBetween(today, claim.expiryDate),
  };
  const appUrl = `${deps.publicUrl}/app/licenses`;
  let recipient: string | undefined;
  try {
    if (claim.channel === 'email') {
      const gate = emailRecipient(ctx);
      if ('skip' in gate) return { outcome: 'skipped', error: gate.skip };
      recipient = gate.to;
      const link = unsubscribeUrl(deps.publicUrl, deps.tokens.sign(claim.userId));
      const content = reminderEmail(facts, { app: appUrl, unsubscribe: link });
      const { providerId } = await deps.email.send({
        deliveryId: claim.id,
        from: deps.mailFrom,
        to: recipient,
        unsubscribeUrl: link,
        ...content,
      });
      return { outcome: 'sent', providerId, recipient };
    }
    if (!deps.sms)
      return { outcome: 'skipped', error: 'SMS is not configured (TWILIO_* settings are unset)' };
    const phone = ctx.phoneNumber ? normalizePhoneNumber(ctx.phoneNumber) : null;
    if (!phone) return { outcome: 'skipped', error: 'the user has no valid phone number' };
    recipient = phone;
    const { providerId } = await deps.sms.send(phone, reminderSms(facts, appUrl));
    return { outcome: 'sent', providerId, recipient };
  } catch (error) {
    const failure =
      error instanceof DeliveryFailure ? error : new DeliveryFailure(oneLine(String(error)), true);
    return failed(claim, failure, now, recipient);
  }
}

/** A transient failure is retried after a backoff until the last attempt; the rest are final. */
function failed(claim: ClaimedDelivery, failure: DeliveryFailure, now: Date, recipient?: string): Outcome {
  if (failure.transient && claim.attempts < MAX_ATTEMPTS) {
    const retryAt = new Date(now.getTime() + retryDelayMs(claim.attempts));
    return { outcome: 'retry', error: failure.message, retryAt, recipient };
  }
  return { outcome: 'failed', error: failure.message, recipient };
}

async function forEachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) await fn(items[next++]!);
  });
  await Promise.all(lanes);
}
