// The due-threshold rule of per-licence reminders (decision 013), as SQL pieces: the owners' sweep
// (sweep.ts) and the workspace channels' sweep (channels/sweep.ts) compute the same thresholds.
import { MAX_REMINDER_LEAD_TIMES, REMINDER_LOCAL_TIME, reminderThresholds } from '@lt/core';
import { type SQL, sql } from 'drizzle-orm';

/** The thresholds every licence has besides its own lead times: 0 (the expiry day), −7 … −28. */
const FIXED_THRESHOLDS = reminderThresholds([]);
const LAST_THRESHOLD = Math.min(...FIXED_THRESHOLDS);
/**
 * A threshold stays due until the next one's moment, so a missed reminder still goes out after
 * downtime; the last overdue one has the week after it. Past that a licence is out of the sweep.
 */
export const LAST_DAY_AFTER_EXPIRY = -LAST_THRESHOLD + 6;

export const LOCAL_TIME = sql.raw(`time '${REMINDER_LOCAL_TIME}'`);
export const SINCE_LOCAL_TIME = sql.raw(`interval '${REMINDER_LOCAL_TIME}'`);
export const FIXED = sql.raw(`'{${FIXED_THRESHOLDS.join(',')}}'::smallint[]`);

/**
 * Whether licence `l`'s first possible reminder (the day of its longest lead time, in its
 * business's zone) can have come by `utcToday`: no time zone is a day ahead of UTC's date. A
 * cheap test on the licence row alone, so a scan of the licences can skip most of them before
 * any join (greatest() skips the nulls past the end of a shorter list; a longer list than the
 * rules allow is always let through).
 */
export function firstReminderMayHaveCome(utcToday: SQL): SQL {
  const leads = Array.from({ length: MAX_REMINDER_LEAD_TIMES }, (_, i) => `l.reminder_days[${i + 1}]`);
  return sql`(l.expiry_date - coalesce(greatest(${sql.raw(leads.join(', '))}), 0) <= ${utcToday} + 1
    or cardinality(l.reminder_days) > ${sql.raw(String(MAX_REMINDER_LEAD_TIMES))})`;
}
