// The due-threshold rule of per-licence reminders (decision 013), as SQL pieces: the owners' sweep
// (sweep.ts) and the workspace channels' sweep (channels/sweep.ts) compute the same thresholds.
import { REMINDER_LOCAL_TIME, reminderThresholds } from '@lt/core';
import { sql } from 'drizzle-orm';

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
