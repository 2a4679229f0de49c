import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/raw-rows';
import { finishMany, type Outcome, renewClaims } from './claim-batches';
import type { OutboxRow } from './email-transport';

/** Room on top of a send's own time limit for the database round trips around it. */
export const LEASE_MARGIN_MS = 30_000;

/**
 * How long a claim lasts: as long as one send may take (the transport's own time limit) plus a
 * margin. The claim is renewed right before the send (`renewClaim`), so a healthy but slow relay
 * never outlives it; only a worker that died, hung or lost the database does.
 */
export const leaseFor = (sendTimeoutMs: number) => sendTimeoutMs + LEASE_MARGIN_MS;

/** The lease with the default transports (SMTP's 60 s limit, the longest). */
export const LEASE_MS = leaseFor(60_000);

interface ClaimCommon {
  id: string;
  /** The user the message goes to; '' for an outside contact or a workspace channel (see `targetKey`). */
  userId: string;
  /**
   * '' for the user in `userId`; `recipient:<id>` for a business's recipient, `channel:<id>` for a
   * workspace channel (decisions 022, 023, 026).
   */
  targetKey: string;
  thresholdDays: number;
  channel: 'email' | 'sms' | 'slack' | 'teams' | 'webhook';
  /** Including this one. */
  attempts: number;
  claimToken: string;
  /** Set when the delivery was taken over from a worker whose lease ran out. */
  lostBy?: string;
  /** When the delivery was created: no earlier message at a provider can be this one. */
  createdAt: Date;
}

/** A per-licence reminder: (licence, expiry date, threshold, channel). */
export interface ClaimedReminder extends ClaimCommon {
  kind: 'reminder';
  licenseId: string;
  expiryDate: string;
  /** A channel's notice that the licence was renewed (kind 'renewal' in the table, decision 026). */
  renewal?: boolean;
}

/** A weekly digest: (user, local Monday, channel). */
export interface ClaimedDigest extends ClaimCommon {
  kind: 'digest';
  digestWeek: string;
}

export type ClaimedDelivery = ClaimedReminder | ClaimedDigest;

/**
 * Claims up to `limit` deliveries that are due: pending ones whose (re)try time has come, and
 * sending ones whose worker's lease ran out (it died or hung). One UPDATE with SKIP LOCKED, so
 * concurrent workers never claim the same row; each claim gets a new token.
 */
export async function claimDue(
  db: Db,
  opts: { now: Date; worker: string; limit: number; leaseMs?: number },
): Promise<ClaimedDelivery[]> {
  const at = sql`${opts.now.toISOString()}::timestamptz`;
  const leaseEnd = sql`${new Date(opts.now.getTime() + (opts.leaseMs ?? LEASE_MS)).toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with due as (
      select id, status as previous_status, claimed_by as previous_worker from reminder_deliveries
      where status in ('pending', 'sending') and next_attempt_at <= ${at}
      order by next_attempt_at
      limit ${opts.limit}
      for update skip locked
    )
    update reminder_deliveries d
    set status = 'sending', attempts = d.attempts + 1, claim_token = gen_random_uuid(),
        claimed_by = ${opts.worker}, next_attempt_at = ${leaseEnd}, updated_at = ${at}
    from due where d.id = due.id
    returning d.id, d.kind, d.license_id, d.user_id, d.expiry_date::text as expiry_date,
      d.digest_week::text as digest_week, d.threshold_days, d.channel, d.target_key, d.attempts, d.claim_token,
      d.created_at, due.previous_status, due.previous_worker`);
  const rows = rowsOf<Record<string, unknown>>(result);
  return rows.map((r): ClaimedDelivery => {
    const common: ClaimCommon = {
      id: String(r.id),
      userId: r.user_id === null || r.user_id === undefined ? '' : String(r.user_id),
      targetKey: String(r.target_key ?? ''),
      thresholdDays: Number(r.threshold_days),
      channel: r.channel as ClaimCommon['channel'],
      attempts: Number(r.attempts),
      claimToken: String(r.claim_token),
      lostBy: r.previous_status === 'sending' ? String(r.previous_worker ?? 'unknown') : undefined,
      createdAt: new Date(r.created_at as string | Date),
    };
    return r.kind === 'digest'
      ? { ...common, kind: 'digest', digestWeek: String(r.digest_week) }
      : {
          ...common,
          kind: 'reminder',
          licenseId: String(r.license_id),
          expiryDate: String(r.expiry_date),
          renewal: r.kind === 'renewal',
        };
  });
}

export type { Outcome };

/**
 * Extends the claim from `now`, if this worker still holds it; called right before each send, so
 * a send never starts on a claim another worker has taken over (false: do not send).
 */
export async function renewClaim(
  db: Db,
  claim: ClaimedDelivery,
  opts: { now: Date; leaseMs: number },
): Promise<boolean> {
  const [renewed] = await renewClaims(db, [claim], opts);
  return renewed === true;
}

/**
 * Records how an attempt ended, if this worker still holds the claim (a worker whose lease ran
 * out must not overwrite the one that took over). Returns false when the claim was lost.
 * An e-mail kept in the outbox (`outbox`) is written by the same statement: the message and the
 * delivery's new state are one change, so a crash can neither keep it twice nor lose it.
 */
export async function finish(
  db: Db,
  claim: ClaimedDelivery,
  result: Outcome,
  opts: { now: Date; worker: string; outbox?: OutboxRow },
): Promise<boolean> {
  const [kept] = await finishMany(db, [{ claim, result, outbox: opts.outbox }], opts);
  return kept === true;
}

/**
 * The attempt of a worker whose lease ran out before it recorded an outcome: it died, hung or
 * lost the database, at any point from before the send to after it. What it did is not known;
 * the history says so rather than guess (an SMS is looked up at the provider before a resend).
 */
export async function recordLostLease(db: Db, claim: ClaimedDelivery, now: Date): Promise<void> {
  await db.execute(sql`
    insert into reminder_attempts (delivery_id, attempt, outcome, error, worker, at)
    values (${claim.id}::uuid, ${claim.attempts - 1}::smallint, 'retry',
      ${LOST_LEASE_ERROR}::text, ${claim.lostBy ?? null}::text, ${now.toISOString()}::timestamptz)`);
}

export const LOST_LEASE_ERROR =
  'the worker stopped before recording an outcome (it died, hung or lost the database); whether it sent is unknown';
