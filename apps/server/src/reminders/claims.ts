import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/raw-rows';
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
  /** The user the message goes to; '' for an outside contact (see `targetKey`). */
  userId: string;
  /** '' for the user in `userId`; `recipient:<id>` for a business's recipient (decisions 022, 023). */
  targetKey: string;
  thresholdDays: number;
  channel: 'email' | 'sms';
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
      : { ...common, kind: 'reminder', licenseId: String(r.license_id), expiryDate: String(r.expiry_date) };
  });
}

export type Outcome =
  | { outcome: 'sent'; providerId: string; recipient: string }
  | { outcome: 'retry'; error: string; retryAt: Date; recipient?: string }
  | { outcome: 'failed' | 'skipped' | 'cancelled'; error: string; recipient?: string };

const STATUS: Record<Outcome['outcome'], string> = {
  sent: 'sent',
  retry: 'pending',
  failed: 'failed',
  skipped: 'skipped',
  cancelled: 'cancelled',
};

/**
 * Extends the claim from `now`, if this worker still holds it; called right before each send, so
 * a send never starts on a claim another worker has taken over (false: do not send).
 */
export async function renewClaim(
  db: Db,
  claim: ClaimedDelivery,
  opts: { now: Date; leaseMs: number },
): Promise<boolean> {
  const leaseEnd = new Date(opts.now.getTime() + opts.leaseMs).toISOString();
  const renewed = await db.execute(sql`
    update reminder_deliveries set next_attempt_at = ${leaseEnd}::timestamptz
    where id = ${claim.id}::uuid and claim_token = ${claim.claimToken}::uuid and status = 'sending'
    returning 1`);
  return rowsOf(renewed).length === 1;
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
  const at = sql`${opts.now.toISOString()}::timestamptz`;
  const providerId = result.outcome === 'sent' ? result.providerId : null;
  const error = result.outcome === 'sent' ? null : result.error;
  const next = result.outcome === 'retry' ? sql`${result.retryAt.toISOString()}::timestamptz` : at;
  const o = opts.outbox;
  const keep = o
    ? sql`, kept as (
        insert into email_outbox (id, delivery_id, "from", "to", subject, text, html, headers, created_at)
        select ${o.id}::uuid, id, ${o.from}::text, ${o.to}::text, ${o.subject}::text, ${o.text}::text,
          ${o.html}::text, ${JSON.stringify(o.headers)}::jsonb, ${at} from done
        returning 1
      )`
    : sql``;
  const updated = await db.execute(sql`
    with done as (
      update reminder_deliveries
      set status = ${STATUS[result.outcome]}, next_attempt_at = ${next}, claim_token = null,
          provider_id = coalesce(${providerId}::text, provider_id), last_error = ${error}::text,
          recipient = coalesce(${result.recipient ?? null}::text, recipient),
          sent_at = case when ${result.outcome}::text = 'sent' then ${at} else sent_at end,
          updated_at = ${at}
      where id = ${claim.id}::uuid and claim_token = ${claim.claimToken}::uuid
      returning id
    )${keep}
    insert into reminder_attempts (delivery_id, attempt, outcome, provider_id, error, worker, at)
    select id, ${claim.attempts}::smallint, ${result.outcome}::text, ${providerId}::text, ${error}::text,
      ${opts.worker}::text, ${at} from done
    returning 1`);
  return rowsOf(updated).length === 1;
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
