import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { createdCount } from '../reminders/digest-sweep';
import { FIXED, LAST_DAY_AFTER_EXPIRY, LOCAL_TIME, SINCE_LOCAL_TIME } from '../reminders/sweep-thresholds';

/**
 * A workspace's channels get each reminder of its licences (decision 026): for every enabled
 * channel and every licence of the workspace's businesses, the same due threshold as the owner's
 * reminders (reminders/sweep.ts: its lead times, 0, −7 … −28, at 09:00 in the business's time zone,
 * only the most recent one whose moment has passed, none once reminders are off or the owner said
 * "I'm on it"), one row keyed `channel:<id>` (decision 022). `on conflict do nothing` on the
 * deliveries' unique key keeps it exactly once whichever worker sweeps, however often.
 *
 * It does not use the licences' bookmarks (`license_reminder_bookmarks`, decision 030): the owner's sweep moves them on in its
 * own statement, and a channel added later must not wait for the next threshold. It looks at the
 * licences of workspaces that have an enabled channel instead, and a channel gets only thresholds
 * whose moment came after it was added: adding one does not replay the reminders already sent.
 */
export async function sweepChannels(db: Db, now: Date): Promise<number> {
  return createdCount(await db.execute(channelSweepStatement(now)));
}

export function channelSweepStatement(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`
    with looked_at as materialized (
      select l.id, l.expiry_date, b.time_zone, c.id as channel_id, c.kind, c.created_at as channel_added,
        l.expiry_date - ((${at} at time zone b.time_zone) - ${SINCE_LOCAL_TIME})::date as days_left,
        l.reminder_days || ${FIXED} as thresholds
      from workspace_channels c
      join businesses b on b.workspace_id = c.workspace_id
      join licenses l on l.business_id = b.id
      where c.enabled
        and l.expiry_date is not null
        and l.reminder_enabled
        and l.reminders_acknowledged_at is null
    ),
    due as (
      select a.*, d.days as due_days,
        ((a.expiry_date - d.days) + ${LOCAL_TIME}) at time zone a.time_zone as due_at
      from looked_at a
      cross join lateral (select min(t) as days from unnest(a.thresholds) as t where t >= a.days_left) d
      where a.days_left >= ${sql.raw(String(-LAST_DAY_AFTER_EXPIRY))}
    ),
    inserted as (
      insert into reminder_deliveries
        (kind, license_id, user_id, expiry_date, threshold_days, channel, target_key, due_at,
         next_attempt_at, created_at, updated_at)
      select 'reminder', d.id, null, d.expiry_date, d.due_days, d.kind, 'channel:' || d.channel_id,
        d.due_at, ${at}, ${at}, ${at}
      from due d
      where d.due_days is not null and d.due_at >= d.channel_added
      on conflict (license_id, expiry_date, threshold_days, channel, target_key) do nothing
      returning 1
    )
    select (select count(*)::int from inserted) as created`;
}
