import { DIGEST_HORIZON_DAYS, DIGEST_ISO_WEEKDAY, REMINDER_LOCAL_TIME } from '@lt/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/raw-rows';
import { TIME_ORDERED_ID } from './delivery-id';
import { executeSweep } from './sweep-statement';

const LOCAL_TIME = sql.raw(`time '${REMINDER_LOCAL_TIME}'`);

/**
 * Weekly digests: for each owner with `reminder_digest = 'weekly'` and e-mail on, one e-mail a week
 * on Monday at 09:00 in the time zone of the owner's earliest-created business (an owner has one
 * clock for one e-mail; most have one business). Keyed by (user, that local Monday, 'email'), so it
 * exists once whichever worker sweeps. A late sweep (downtime) still creates the week's digest.
 * Nothing is created when nothing is due: no licence expiring within DIGEST_HORIZON_DAYS or overdue
 * and not acknowledged — an empty week leaves no row, as a licence without a due threshold does.
 * A due licence someone said "I'm on it" for is listed in the digest, as being handled (issue 30),
 * but does not make one alone: a week with only such licences leaves no row either.
 */
export async function sweepDigests(db: Db, now: Date): Promise<number> {
  return createdCount(await executeSweep(db, digestSweepStatement(now)));
}

export function digestSweepStatement(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`
    with inserted as (
      insert into reminder_deliveries
        (id, kind, user_id, threshold_days, digest_week, channel, due_at, next_attempt_at, created_at, updated_at)
      select ${TIME_ORDERED_ID}, 'digest', u.id, 0, w.monday, 'email', w.due_at, ${at}, ${at}, ${at}
      from users u
      cross join lateral (
        select b.time_zone from businesses b where b.owner_id = u.id order by b.created_at, b.id limit 1
      ) z
      cross join lateral (
        select (${at} at time zone z.time_zone)::date as today
      ) d
      cross join lateral (
        select d.today - (extract(isodow from d.today)::int - 1) as monday
      ) m
      cross join lateral (
        select m.monday,
          ((m.monday + ${sql.raw(String(DIGEST_ISO_WEEKDAY - 1))}) + ${LOCAL_TIME}) at time zone z.time_zone as due_at
      ) w
      where u.reminder_digest = 'weekly'
        and 'email' = any(u.notification_channels)
        and w.due_at <= ${at}
        -- This week's digest made already (every sweep after the first of the week): one probe of
        -- its unique key per owner, before the owner's licences are looked at. Both checks are
        -- subqueries with LIMIT, which the planner keeps as per-owner probes and runs cheapest
        -- first; the licence check names w.monday so that it is not moved ahead of the probe. (As
        -- a join the probe once got a 20 s plan, on the stale statistics after a bulk insert.)
        and (
          select 1 from reminder_deliveries d
          where d.kind = 'digest' and d.user_id = u.id and d.digest_week = w.monday and d.channel = 'email'
          limit 1
        ) is null
        and (
          select 1 from licenses l join businesses b on b.id = l.business_id
          where b.owner_id = u.id and w.monday is not null and l.reminder_enabled and l.reminders_acknowledged_at is null
            and l.expiry_date <= (${at} at time zone b.time_zone)::date + ${sql.raw(String(DIGEST_HORIZON_DAYS))}
          limit 1
        ) is not null
      on conflict (user_id, digest_week, channel) where kind = 'digest' do nothing
      returning 1
    )
    select count(*)::int as created from inserted`;
}

export function createdCount(result: unknown): number {
  return rowsOf<{ created: number }>(result)[0]?.created ?? 0;
}
