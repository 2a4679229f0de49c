import { hostname } from 'node:os';
import { addDays, DIGEST_HORIZON_DAYS, daysBetween, normalizePhoneNumber, todayIn } from '@lt/core';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import {
  type ClaimedDelivery,
  type ClaimedDigest,
  type ClaimedReminder,
  claimDue,
  finish,
  type Outcome,
  recordLostLease,
} from './claims';
import { type DigestFacts, digestEmail, type ReminderFacts, reminderEmail, reminderSms } from './content';
import type { EmailTransport } from './email-transport';
import { DeliveryFailure, MAX_ATTEMPTS, oneLine, retryDelayMs } from './failures';
import type { ReminderLog } from './log';
import { emailRecipient } from './recipient-gate';
import { type DeliveryContext, type DigestContext, loadContexts, loadDigestContexts } from './repository';
import type { SmsSender } from './sms-transport';
import { ackUrl, type LinkTokens, unsubscribeUrl } from './unsubscribe-token';
import { plainUserText } from './user-text';

export interface DeliveryDeps {
  db: Db;
  clock: Clock;
  log: ReminderLog;
  email: EmailTransport;
  /** Absent when Twilio is not configured: SMS deliveries are recorded as skipped. */
  sms?: SmsSender;
  tokens: LinkTokens;
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
      claims.filter((c) => c.kind === 'reminder').map((c) => c.id),
    );
    const digests = claims.filter((c) => c.kind === 'digest');
    // Both ends of the country's calendar: each licence is then measured in its business's zone.
    const digestContexts = await loadDigestContexts(
      deps.db,
      digests.map((c) => c.userId),
      addDays(todayIn('UTC', deps.clock.now()), DIGEST_HORIZON_DAYS + 1),
    );
    await forEachLimited(claims, opts.concurrency ?? DEFAULT_CONCURRENCY, async (claim) => {
      if (claim.lostBy) await recordLostLease(deps.db, claim, deps.clock.now());
      const sending =
        claim.kind === 'digest'
          ? attemptDigest(deps, claim, digestContexts.get(claim.userId))
          : attempt(deps, claim, contexts.get(claim.id));
      const outcome = await sending.catch((error: unknown) =>
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

/** Retried deliveries whose last worker died mid-send are given up after MAX_ATTEMPTS. */
function exhausted(claim: ClaimedDelivery): Outcome | null {
  if (claim.attempts <= MAX_ATTEMPTS) return null;
  return {
    outcome: 'failed',
    error: `gave up after ${MAX_ATTEMPTS} attempts (the last worker did not finish)`,
  };
}

async function attempt(deps: DeliveryDeps, claim: ClaimedReminder, ctx?: DeliveryContext): Promise<Outcome> {
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
      const content = reminderEmail(facts, { app: appUrl, unsubscribe: link, ack });
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
    const { providerId } = await deps.sms.send(phone, reminderSms(facts, ack));
    return { outcome: 'sent', providerId, recipient };
  } catch (error) {
    return failed(claim, asFailure(error), now, recipient);
  }
}

/**
 * A weekly digest, built from the owner's licences as they are now: what expires within
 * DIGEST_HORIZON_DAYS of each business's today and everything overdue, with each licence's
 * "I'm on it" link. Cancelled when the owner turned the digest or e-mail off since the sweep;
 * skipped (and logged so) when nothing is due any more.
 */
async function attemptDigest(
  deps: DeliveryDeps,
  claim: ClaimedDigest,
  ctx?: DigestContext,
): Promise<Outcome> {
  const now = deps.clock.now();
  if (!ctx) return { outcome: 'cancelled', error: 'the user no longer exists' };
  if (ctx.reminderDigest !== 'weekly')
    return { outcome: 'cancelled', error: 'the weekly digest is turned off' };
  if (!ctx.channels.includes('email'))
    return { outcome: 'cancelled', error: 'email reminders are turned off' };
  const gaveUp = exhausted(claim);
  if (gaveUp) return gaveUp;
  const gate = emailRecipient(ctx);
  if ('skip' in gate) return { outcome: 'skipped', error: gate.skip };
  const to = gate.to;
  const facts: DigestFacts = {
    recipientName: ctx.fullName === null ? null : plainUserText(ctx.fullName),
    weekOf: claim.digestWeek,
    businesses: [],
  };
  for (const licence of ctx.licenses) {
    const daysLeft = daysBetween(todayIn(licence.timeZone, now), licence.expiryDate);
    if (daysLeft > DIGEST_HORIZON_DAYS) continue;
    let group = facts.businesses.at(-1);
    if (group?.businessId !== licence.businessId) {
      group = {
        businessId: licence.businessId,
        businessName: plainUserText(licence.businessName),
        licenses: [],
      };
      facts.businesses.push(group);
    }
    const token = deps.tokens.ack.sign({ licenseId: licence.licenseId, expiryDate: licence.expiryDate });
    group.licenses.push({
      licenseName: plainUserText(licence.licenseName),
      level: licence.level,
      expiryDate: licence.expiryDate,
      daysLeft,
      ackUrl: ackUrl(deps.publicUrl, token),
    });
  }
  if (facts.businesses.length === 0) return { outcome: 'skipped', error: 'nothing is due this week' };
  const link = unsubscribeUrl(deps.publicUrl, deps.tokens.sign(claim.userId));
  const content = digestEmail(facts, { app: `${deps.publicUrl}/app/licenses`, unsubscribe: link });
  try {
    const { providerId } = await deps.email.send({
      deliveryId: claim.id,
      from: deps.mailFrom,
      to,
      unsubscribeUrl: link,
      ...content,
    });
    return { outcome: 'sent', providerId, recipient: to };
  } catch (error) {
    return failed(claim, asFailure(error), now, to);
  }
}

const asFailure = (error: unknown) =>
  error instanceof DeliveryFailure ? error : new DeliveryFailure(oneLine(String(error)), true);

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
