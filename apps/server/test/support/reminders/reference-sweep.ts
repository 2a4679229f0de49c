// Test support: the reminder sweep without its bookmark, to compare the real one with.
import { MAX_REMINDER_LEAD_DAYS, MAX_REMINDER_LEAD_TIMES } from '@lt/core';
import { type SQL, sql } from 'drizzle-orm';
import { FIXED, LAST_DAY_AFTER_EXPIRY, LOCAL_TIME, SINCE_LOCAL_TIME } from '../../../src/reminders/sweep';

/** A licence's longest lead time, whatever order its list is in (greatest() skips the nulls). */
const LONGEST_LEAD = sql.raw(
  `greatest(${Array.from({ length: MAX_REMINDER_LEAD_TIMES }, (_, i) => `l.reminder_days[${i + 1}]`).join(', ')})`,
);

/**
 * The per-licence sweep as it was before the bookmark (decision 020): every licence looked at, on
 * every sweep. The reference the bookmarked sweep is compared with; it returns the keys it creates.
 */
export function referenceReminderSweep(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const utcToday = sql`(${at} at time zone 'UTC')::date`;
  return sql`
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
      on conflict (license_id, expiry_date, threshold_days, channel, target_key) do nothing
      returning license_id, expiry_date::text, threshold_days, channel
    )
    select * from inserted`;
}
