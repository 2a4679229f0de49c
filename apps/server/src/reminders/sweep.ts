import { type SQL, sql } from 'drizzle-orm';
import { sweepChannels } from '../channels/sweep';
import type { Db } from '../db/client';
import { TIME_ORDERED_ID } from './delivery-id';
import { createdCount, sweepDigests } from './digest-sweep';
import { reopenConfirmed } from './reopen-confirmed';
import { executeSweep } from './sweep-statement';
import {
  FIXED,
  firstReminderMayHaveCome,
  LAST_DAY_AFTER_EXPIRY,
  LOCAL_TIME,
  SINCE_LOCAL_TIME,
} from './sweep-thresholds';

// The due-threshold rule's pieces live in sweep-thresholds.ts, shared with the channels' sweep.
export { FIXED, LAST_DAY_AFTER_EXPIRY, LOCAL_TIME, SINCE_LOCAL_TIME } from './sweep-thresholds';

export interface SweepResult {
  /** Per-licence reminders created: the owners' and the workspace channels' (channels/sweep.ts). */
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
  // Not counted as created: the delivery existed (skipped); it only becomes sendable (issue 30).
  await reopenConfirmed(db, now);
  const reminders = (await sweepReminders(db, now)) + (await sweepChannels(db, now));
  const digests = await sweepDigests(db, now);
  return { reminders, digests };
}

/**
 * Per-licence reminders (decision 013). A licence's thresholds are its own lead times
 * (`reminder_days`), 0 (the expiry day) and −7 … −28 (weekly after expiry); a threshold's moment is
 * 09:00 in the business's time zone, that many days before the expiry date. Only the most recent
 * threshold whose moment has passed is created, so after downtime just the latest missed reminder
 * goes out; one row per channel the owner has chosen, except e-mail for an owner who takes the
 * weekly digest instead, and one per channel of each of the business's recipients (decision 023,
 * `target_key = 'recipient:<id>'`; the owner's own rows give way when they are listed too). Never for a licence without an expiry date, with reminders off, or once
 * the owner said "I'm on it" for this period (`reminders_acknowledged_at`, cleared by a renewal).
 * The unique key (licence, expiry date, threshold, channel) makes the sweep idempotent and safe to
 * run from several workers at once; a renewal's new expiry date is a new key, and the old date's
 * thresholds are no longer computed, so its overdue reminders stop.
 *
 * Only licences whose bookmark (`license_reminder_bookmarks`, decisions 020 and 030) has come are
 * looked at: the moment of the next threshold after the one last handled (null, never come, when
 * none is left; every licence has its row, decision 035). Triggers set the
 * bookmark back to the first possible reminder whenever the licence, its business's time zone or
 * its owner's channels change, so the sweep creates exactly what looking at every licence would
 * (`test/support/reminders/reference-sweep.ts`; `bookmark.test.ts` compares both).
 */
export async function sweepReminders(db: Db, now: Date): Promise<number> {
  return createdCount(await executeSweep(db, reminderSweepStatement(now)));
}

export function reminderSweepStatement(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`
    with looked_at as materialized (
      select bm.ctid as bookmark_row, bm.xmin as version, bm.next_reminder_at as bookmarked,
        l.id, l.expiry_date, b.owner_id, b.id as business_id, b.workspace_id,
        u.notification_channels, u.reminder_digest,
        -- The owner's own rows give way when they are listed as a recipient (decision 023): one
        -- hashed look-up for the whole sweep, not a probe per licence.
        (b.id, b.owner_id) in (
          select r.business_id, r.user_id from business_recipients r where r.user_id is not null) as owner_listed,
        reminding and c.due_days is not null and c.days_left >= ${sql.raw(String(-LAST_DAY_AFTER_EXPIRY))} as due,
        c.due_days, c.due_at,
        -- When the sweep must look again: the moment of the threshold after the due one (none
        -- after the last, or when the licence is not reminding: its bookmark becomes null).
        case when reminding then c.next_at end as bookmark
      from license_reminder_bookmarks bm
      join licenses l on l.id = bm.license_id
      join businesses b on b.id = l.business_id
      join users u on u.id = b.owner_id
      cross join lateral (select l.reminder_enabled and l.reminders_acknowledged_at is null as reminding) r
      -- What depends only on the expiry date, the time zone and the lead times, in one sub-query
      -- the planner can memoize: a million licences share a few thousand of these, and each time
      -- zone conversion costs more than the rest of a licence's row.
      cross join lateral (
        select c.days_left, c.due_days,
          ((l.expiry_date - c.due_days) + ${LOCAL_TIME}) at time zone b.time_zone as due_at,
          ((l.expiry_date - c.next_days) + ${LOCAL_TIME}) at time zone b.time_zone as next_at
        from (
          -- Days from the last local day whose 09:00 has passed (today from 09:00 on, yesterday
          -- before) to the expiry date; a threshold is due once this is at most its day count.
          -- The most recent threshold whose moment has passed, and the one after it.
          select d.days_left, min(t) filter (where t >= d.days_left) as due_days,
            max(t) filter (where t < d.days_left) as next_days
          from (select l.expiry_date - ((${at} at time zone b.time_zone) - ${SINCE_LOCAL_TIME})::date as days_left) d
          cross join unnest(l.reminder_days || ${FIXED}) as t
          group by d.days_left
        ) c
      ) c
      where bm.next_reminder_at <= ${at}
        -- Implied by a bookmark that has come (it is never before the licence's first possible
        -- reminder); stated so that the scan of the licences drops most rows before the join.
        and ${firstReminderMayHaveCome(sql`(${at} at time zone 'UTC')::date`)}
    ),
    inserted as (
      insert into reminder_deliveries
        (id, kind, license_id, user_id, target_key, expiry_date, threshold_days, channel, due_at, next_attempt_at, created_at, updated_at)
      select ${TIME_ORDERED_ID}, 'reminder', t.id, t.user_id, t.target_key, t.expiry_date, t.due_days, t.channel, t.due_at, ${at}, ${at}, ${at}
      from (
        -- The business's creator ('' target), unless they are listed as a recipient themselves.
        select m.id, m.expiry_date, m.due_days, m.due_at, m.owner_id as user_id, ''::text as target_key, ch.channel
        from looked_at m
        cross join lateral unnest(m.notification_channels) as ch(channel)
        where m.due and not (ch.channel = 'email' and m.reminder_digest = 'weekly') and not m.owner_listed
        union all
        -- Each recipient (decision 023) on each of their channels: members still in the workspace,
        -- and outside contacts; neither once unsubscribed. Confirmation is checked at delivery.
        select m.id, m.expiry_date, m.due_days, m.due_at, r.user_id, 'recipient:' || r.id::text, ch.channel
        from looked_at m
        join business_recipients r on r.business_id = m.business_id
        cross join lateral unnest(r.channels) as ch(channel)
        where m.due and r.unsubscribed_at is null
          and (r.user_id is null or exists (
            select 1 from workspace_members wm where wm.workspace_id = m.workspace_id and wm.user_id = r.user_id))
      ) t
      where t.channel in ('email', 'sms')
      -- In the order of the deliveries' unique key, whose first column is the licence: its index
      -- and the bookmarks' primary key (the foreign-key check) are then walked in order, not at
      -- random (decision 035).
      order by t.id
      on conflict (license_id, expiry_date, threshold_days, channel, target_key) do nothing
      returning 1
    ),
    -- The bookmark moves on, written only when it changes, or becomes null when there is no next
    -- one (the row stays: the deliveries' licence foreign key points at it, decision 035). A
    -- bookmark row written since it was read (xmin: a trigger's reset) keeps what its change gave
    -- it: this sweep decided on old values. The rows are found by the physical address read
    -- (ctid, a TID scan) rather than by a join on the licence id over the whole table. The key
    -- locks of the deliveries inserted above then fall on these rows, just rewritten, instead of
    -- on the wide licence rows.
    moved as (
      update license_reminder_bookmarks bm set next_reminder_at = m.bookmark
      from looked_at m
      where bm.ctid = any (array(
          select c.bookmark_row from looked_at c where c.bookmark is distinct from c.bookmarked))
        and bm.ctid = m.bookmark_row and bm.xmin = m.version and m.bookmark is distinct from m.bookmarked
      returning 1
    )
    select (select count(*)::int from inserted) as created, (select count(*)::int from moved) as moved`;
}
