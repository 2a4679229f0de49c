import { REMINDER_DAYS_BEFORE } from '@lt/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Reminders go out at this local time of the business, or at the first sweep after it. */
export const REMINDER_LOCAL_TIME = '09:00';

const THRESHOLDS = sql.raw(REMINDER_DAYS_BEFORE.map((days) => `(${Number(days)})`).join(', '));
const MAX_THRESHOLD = Math.max(...REMINDER_DAYS_BEFORE);

/**
 * Creates the deliveries that are due at `now` and do not exist yet; returns how many.
 *
 * For each licence with reminders on that has not expired in its business's time zone, the due
 * threshold is the smallest of 30/14/7 whose moment — 09:00 local time, that many days before the
 * expiry date — has passed. Only that one is created, so after downtime just the most recent
 * missed reminder goes out; one row per channel the owner has chosen. The unique key
 * (licence, expiry date, threshold, channel) makes the sweep idempotent and safe to run from
 * several workers at once. A changed expiry date is a new key; a deleted licence has no row here.
 */
export async function sweep(db: Db, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with inserted as (
      insert into reminder_deliveries
        (license_id, user_id, expiry_date, threshold_days, channel, due_at, next_attempt_at, created_at, updated_at)
      select l.id, b.owner_id, l.expiry_date, due.days, ch.channel, due.due_at, ${at}, ${at}, ${at}
      from licenses l
      join businesses b on b.id = l.business_id
      join users u on u.id = b.owner_id
      cross join lateral (
        select t.days, ((l.expiry_date - t.days) + time '${sql.raw(REMINDER_LOCAL_TIME)}') at time zone b.time_zone as due_at
        from (values ${THRESHOLDS}) as t(days)
        where ((l.expiry_date - t.days) + time '${sql.raw(REMINDER_LOCAL_TIME)}') at time zone b.time_zone <= ${at}
        order by t.days
        limit 1
      ) due
      cross join lateral unnest(u.notification_channels) as ch(channel)
      where l.reminder_enabled
        -- A window on the expiry index first (a day of slack either side for time zones) …
        and l.expiry_date between (${at} at time zone 'UTC')::date - 1
                              and (${at} at time zone 'UTC')::date + ${sql.raw(String(MAX_THRESHOLD + 1))}
        -- … then the exact rule: not yet expired on the business's own calendar.
        and l.expiry_date >= (${at} at time zone b.time_zone)::date
        and ch.channel in ('email', 'sms')
      on conflict (license_id, expiry_date, threshold_days, channel) do nothing
      returning 1
    )
    select count(*)::int as created from inserted`);
  return (result as unknown as { rows: { created: number }[] }).rows[0]?.created ?? 0;
}
