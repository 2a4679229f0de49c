// The claim statements of decision 018 for many deliveries at once (decision 027): each row is
// still renewed or recorded only under its own claim token, and an outbox message is still
// written by the statement that records its delivery's outcome; only the round trips and commits
// are shared. The rows travel as one JSON parameter, which both drivers take alike.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/raw-rows';
import type { OutboxRow } from './email-transport';

/** What these statements need of a claim (claims.ts `ClaimedDelivery` has it). */
export interface HeldClaim {
  id: string;
  claimToken: string;
  /** Including this one. */
  attempts: number;
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
 * Extends each claim from `now` if its worker still holds it (same token, still `sending`).
 * Answers, per claim in order, whether it was renewed (false: do not send).
 */
export async function renewClaims(
  db: Db,
  claims: readonly HeldClaim[],
  opts: { now: Date; leaseMs: number },
): Promise<boolean[]> {
  if (claims.length === 0) return [];
  const leaseEnd = new Date(opts.now.getTime() + opts.leaseMs).toISOString();
  const input = JSON.stringify(claims.map((c) => ({ id: c.id, token: c.claimToken })));
  const renewed = rowsOf<{ id: string }>(
    await db.execute(sql`
      update reminder_deliveries d set next_attempt_at = ${leaseEnd}::timestamptz
      from jsonb_to_recordset(${input}::jsonb) as c(id uuid, token uuid)
      where d.id = c.id and d.claim_token = c.token and d.status = 'sending'
      returning d.id`),
  );
  const ids = new Set(renewed.map((r) => String(r.id)));
  return claims.map((c) => ids.has(c.id));
}

export interface Finished {
  claim: HeldClaim;
  result: Outcome;
  outbox?: OutboxRow;
}

/**
 * Records how each attempt ended, for the claims this worker still holds; answers per item, in
 * order, whether it was kept (false: the claim was lost, nothing written for it). One statement:
 * the deliveries' new states, their outbox messages and their history lines commit together.
 */
export async function finishMany(
  db: Db,
  items: readonly Finished[],
  opts: { now: Date; worker: string },
): Promise<boolean[]> {
  if (items.length === 0) return [];
  const at = sql`${opts.now.toISOString()}::timestamptz`;
  const input = JSON.stringify(
    items.map(({ claim, result, outbox: o }) => ({
      id: claim.id,
      token: claim.claimToken,
      attempt: claim.attempts,
      outcome: result.outcome,
      status: STATUS[result.outcome],
      next: result.outcome === 'retry' ? result.retryAt.toISOString() : null,
      provider_id: result.outcome === 'sent' ? result.providerId : null,
      error: result.outcome === 'sent' ? null : result.error,
      recipient: result.recipient ?? null,
      ob_id: o?.id ?? null,
      ob_from: o?.from ?? null,
      ob_to: o?.to ?? null,
      ob_subject: o?.subject ?? null,
      ob_text: o?.text ?? null,
      ob_html: o?.html ?? null,
      ob_headers: o?.headers ?? null,
    })),
  );
  const kept = rowsOf<{ id: string }>(
    await db.execute(sql`
      with input as (
        select * from jsonb_to_recordset(${input}::jsonb) as x(id uuid, token uuid, attempt smallint,
          outcome text, status text, next timestamptz, provider_id text, error text, recipient text,
          ob_id uuid, ob_from text, ob_to text, ob_subject text, ob_text text, ob_html text, ob_headers jsonb)
      ), done as (
        update reminder_deliveries d
        set status = i.status, next_attempt_at = coalesce(i.next, ${at}), claim_token = null,
            provider_id = coalesce(i.provider_id, d.provider_id), last_error = i.error,
            recipient = coalesce(i.recipient, d.recipient),
            sent_at = case when i.outcome = 'sent' then ${at} else d.sent_at end,
            updated_at = ${at}
        from input i
        where d.id = i.id and d.claim_token = i.token
        returning d.id
      ), kept as (
        insert into email_outbox (id, delivery_id, "from", "to", subject, text, html, headers, created_at)
        select i.ob_id, i.id, i.ob_from, i.ob_to, i.ob_subject, i.ob_text, i.ob_html, i.ob_headers, ${at}
        from input i join done on done.id = i.id
        where i.ob_id is not null
        returning 1
      )
      insert into reminder_attempts (delivery_id, attempt, outcome, provider_id, error, worker, at)
      select i.id, i.attempt, i.outcome, i.provider_id, i.error, ${opts.worker}::text, ${at}
      from input i join done on done.id = i.id
      returning delivery_id as id`),
  );
  const ids = new Set(kept.map((r) => String(r.id)));
  return items.map((i) => ids.has(i.claim.id));
}
