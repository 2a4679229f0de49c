import {
  DIGEST_HORIZON_DAYS,
  DIGEST_ISO_WEEKDAY,
  MAX_REMINDER_LEAD_DAYS,
  MAX_REMINDER_LEAD_TIMES,
  REMINDER_LOCAL_TIME,
  reminderThresholds,
} from '@lt/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The thresholds every licence has besides its own lead times: 0 (the expiry day), −7 … −28. */
const FIXED_THRESHOLDS = reminderThresholds([]);
const LAST_THRESHOLD = Math.min(...FIXED_THRESHOLDS);
/**
 * A threshold stays due until the next one's moment, so a missed reminder still goes out after
 * downtime; the last overdue one has the week after it. Past that a licence is out of the sweep.
 */
const LAST_DAY_AFTER_EXPIRY = -LAST_THRESHOLD + 6;

const LOCAL_TIME = sql.raw(`time '${REMINDER_LOCAL_TIME}'`);
const SINCE_LOCAL_TIME = sql.raw(`interval '${REMINDER_LOCAL_TIME}'`);
const FIXED = sql.raw(`'{${FIXED_THRESHOLDS.join(',')}}'::smallint[]`);
/** A licence's longest lead time, whatever order its list is in (greatest() skips the nulls). */
const LONGEST_LEAD = sql.raw(
  `greatest(${Array.from({ length: MAX_REMINDER_LEAD_TIMES }, (_, i) => `l.reminder_days[${i + 1}]`).join(', ')})`,
);

export interface SweepResult {
  /** Per-licence reminders created. */
  reminders: number;
  /** Weekly digests created. */
  digests: number;
}

/**
 * Creates the deliveries that are due at `now` and do not exist yet; returns how many: the
 * per-licence reminders, then the weekly digests (two statements, each idempotent on its own key).
 */
export async function sweep(db: Db, now: Date): Promise<number> {
  const { reminders, digests } = await sweepKinds(db, now);
  return reminders + digests;
}

export async function sweepKinds(db: Db, now: Date): Promise<SweepResult> {
  const reminders = await sweepReminders(db, now);
  const digests = await sweepDigests(db, now);
  return { reminders, digests };
}

/**
 * Per-licence reminders (decision 013). A licence's thresholds are its own lead times
 * (`reminder_days`), 0 (the expiry day) and −7 … −28 (weekly after expiry); a threshold's moment is
 * 09:00 in the business's time zone, that many days before the expiry date. Only the most recent
 * threshold whose moment has passed is created, so after downtime just the latest missed reminder
 * goes out; one row per channel the owner has chosen, except e-mail for an owner who takes the
 * weekly digest instead. Never for a licence without an expiry date, with reminders off, or once
 * the owner said "I'm on it" for this period (`reminders_acknowledged_at`, cleared by a renewal).
 * The unique key (licence, expiry date, threshold, channel) makes the sweep idempotent and safe to
 * run from several workers at once; a renewal's new expiry date is a new key, and the old date's
 * thresholds are no longer computed, so its overdue reminders stop.
 */
export async function sweepReminders(db: Db, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const utcToday = sql`(${at} at time zone 'UTC')::date`;
  const result = await db.execute(sql`
    with inserted as (
      insert into reminder_deliveries
        (kind, license_id, user_id, expiry_date, threshold_days, channel, due_at, next_attempt_at, created_at, updated_at)
      select 'reminder', l.id, b.owner_id, l.expiry_date, due.days, ch.channel,
        ((l.expiry_date - due.days) + ${LOCAL_TIME}) at time zone b.time_zone, ${at}, ${at}, ${at}
      from licenses l
      join businesses b on b.id = l.business_id
      join users u on u.id = b.owner_id
      -- The last local day whose 09:00 has passed: today from 09:00 on, yesterday before. One time
      -- zone conversion per licence; the thresholds are then plain day counts.
      cross join lateral (
        select ((${at} at time zone b.time_zone) - ${SINCE_LOCAL_TIME})::date as day
      ) passed
      -- The most recent threshold whose moment has passed: the smallest at least (expiry − that day).
      cross join lateral (
        select min(t.days) as days from unnest(l.reminder_days || ${FIXED}) as t(days)
        where t.days >= l.expiry_date - passed.day
      ) due
      cross join lateral unnest(u.notification_channels) as ch(channel)
      where l.reminder_enabled
        and l.reminders_acknowledged_at is null
        -- Cheap date arithmetic first, on the UTC day with a day of slack for time zones: the
        -- expiry index's window, then the licence's first reminder not in the future …
        and l.expiry_date between ${utcToday} - ${sql.raw(String(LAST_DAY_AFTER_EXPIRY + 1))}
                              and ${utcToday} + ${sql.raw(String(MAX_REMINDER_LEAD_DAYS + 1))}
        and l.expiry_date - ${LONGEST_LEAD} <= ${utcToday} + 1
        -- … then the exact rule on the business's own calendar.
        and l.expiry_date - passed.day >= ${sql.raw(String(-LAST_DAY_AFTER_EXPIRY))}
        and due.days is not null
        and ch.channel in ('email', 'sms')
        and not (ch.channel = 'email' and u.reminder_digest = 'weekly')
      on conflict (license_id, expiry_date, threshold_days, channel) do nothing
      returning 1
    )
    select count(*)::int as created from inserted`);
  return (result as unknown as { rows: { created: number }[] }).rows[0]?.created ?? 0;
}

/**
 * Weekly digests: for each owner with `reminder_digest = 'weekly'` and e-mail on, one e-mail a week
 * on Monday at 09:00 in the time zone of the owner's earliest-created business (an owner has one
 * clock for one e-mail; most have one business). Keyed by (user, that local Monday, 'email'), so it
 * exists once whichever worker sweeps. A late sweep (downtime) still creates the week's digest.
 * Nothing is created when nothing is due: no licence expiring within DIGEST_HORIZON_DAYS or overdue
 * and not acknowledged — an empty week leaves no row, as a licence without a due threshold does.
 */
export async function sweepDigests(db: Db, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with inserted as (
      insert into reminder_deliveries
        (kind, user_id, threshold_days, digest_week, channel, due_at, next_attempt_at, created_at, updated_at)
      select 'digest', u.id, 0, w.monday, 'email', w.due_at, ${at}, ${at}, ${at}
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
        and exists (
          select 1 from licenses l join businesses b on b.id = l.business_id
          where b.owner_id = u.id and l.reminder_enabled and l.reminders_acknowledged_at is null
            and l.expiry_date <= (${at} at time zone b.time_zone)::date + ${sql.raw(String(DIGEST_HORIZON_DAYS))}
        )
      on conflict (user_id, digest_week, channel) where kind = 'digest' do nothing
      returning 1
    )
    select count(*)::int as created from inserted`);
  return (result as unknown as { rows: { created: number }[] }).rows[0]?.created ?? 0;
}
