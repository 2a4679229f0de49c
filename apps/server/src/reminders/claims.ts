import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** How long a claimed delivery belongs to its worker; past it, another worker takes it over. */
export const LEASE_MS = 5 * 60_000;

interface ClaimCommon {
  id: string;
  userId: string;
  thresholdDays: number;
  channel: 'email' | 'sms';
  /** Including this one. */
  attempts: number;
  claimToken: string;
  /** Set when the delivery was taken over from a worker whose lease ran out. */
  lostBy?: string;
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
  opts: { now: Date; worker: string; limit: number },
): Promise<ClaimedDelivery[]> {
  const at = sql`${opts.now.toISOString()}::timestamptz`;
  const leaseEnd = sql`${new Date(opts.now.getTime() + LEASE_MS).toISOString()}::timestamptz`;
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
      d.digest_week::text as digest_week, d.threshold_days, d.channel, d.attempts, d.claim_token,
      due.previous_status, due.previous_worker`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r): ClaimedDelivery => {
    const common: ClaimCommon = {
      id: String(r.id),
      userId: String(r.user_id),
      thresholdDays: Number(r.threshold_days),
      channel: r.channel as ClaimCommon['channel'],
      attempts: Number(r.attempts),
      claimToken: String(r.claim_token),
      lostBy: r.previous_status === 'sending' ? String(r.previous_worker ?? 'unknown') : undefined,
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
 * Records how an attempt ended, if this worker still holds the claim (a worker whose lease ran
 * out must not overwrite the one that took over). Returns false when the claim was lost.
 */
export async function finish(
  db: Db,
  claim: ClaimedDelivery,
  result: Outcome,
  opts: { now: Date; worker: string },
): Promise<boolean> {
  const at = sql`${opts.now.toISOString()}::timestamptz`;
  const providerId = result.outcome === 'sent' ? result.providerId : null;
  const error = result.outcome === 'sent' ? null : result.error;
  const next = result.outcome === 'retry' ? sql`${result.retryAt.toISOString()}::timestamptz` : at;
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
    )
    insert into reminder_attempts (delivery_id, attempt, outcome, provider_id, error, worker, at)
    select id, ${claim.attempts}::smallint, ${result.outcome}::text, ${providerId}::text, ${error}::text,
      ${opts.worker}::text, ${at} from done
    returning 1`);
  return (updated as unknown as { rows: unknown[] }).rows.length === 1;
}

/** The attempt of a worker that died or hung mid-send, so the history shows every try. */
export async function recordLostLease(db: Db, claim: ClaimedDelivery, now: Date): Promise<void> {
  await db.execute(sql`
    insert into reminder_attempts (delivery_id, attempt, outcome, error, worker, at)
    values (${claim.id}::uuid, ${claim.attempts - 1}::smallint, 'retry',
      'the worker did not finish within its lease', ${claim.lostBy ?? null}::text,
      ${now.toISOString()}::timestamptz)`);
}
