import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/raw-rows';
import { CONTACT_NOT_CONFIRMED, EMAIL_NOT_VERIFIED } from './recipient-gate';
import { FIXED, LAST_DAY_AFTER_EXPIRY, LOCAL_TIME } from './sweep-thresholds';

/**
 * A reminder e-mail skipped because its address was not confirmed yet goes out once it is (issue
 * 30), if it is still due: its threshold is still the licence's latest one (the next threshold's
 * 09:00 has not come; the last overdue one has its week, as in the sweep), for the licence's
 * current expiry date, with reminders on and nobody on it. It becomes pending again, due now, and
 * is then claimed and sent like any other; the row is the delivery's unique key, so it goes out
 * once, and only the newest skipped threshold can match (an older one's next moment has come).
 * Run with each sweep, so every way an address gets confirmed (the built-in link, an identity
 * provider's claim, a contact's link) is covered; the skipped rows are a range of the status index.
 */
export async function reopenConfirmed(db: Db, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`
      with reopened as (
        update reminder_deliveries d
        set status = 'pending', next_attempt_at = ${at}, updated_at = ${at}, last_error = null
        from licenses l
        join businesses b on b.id = l.business_id
        where d.status = 'skipped' and d.kind = 'reminder' and d.channel = 'email'
          and d.last_error in (${EMAIL_NOT_VERIFIED}, ${CONTACT_NOT_CONFIRMED})
          and l.id = d.license_id and l.expiry_date = d.expiry_date
          and l.reminder_enabled and l.reminders_acknowledged_at is null
          and case
            when d.target_key = '' then exists (
              select 1 from users u where u.id = d.user_id and u.email_verified)
            when d.target_key like 'recipient:%' then exists (
              select 1 from business_recipients r
              left join users u on u.id = r.user_id
              where r.id = substr(d.target_key, 11)::uuid and r.unsubscribed_at is null
                and (u.email_verified or (r.user_id is null and r.confirmed_at is not null)))
            else false
          end
          and ${at} < coalesce(
            (select ((l.expiry_date - t) + ${LOCAL_TIME}) at time zone b.time_zone
             from unnest(l.reminder_days || ${FIXED}) as t
             where t < d.threshold_days order by t desc limit 1),
            (l.expiry_date + ${sql.raw(String(LAST_DAY_AFTER_EXPIRY + 1))} + time '00:00') at time zone b.time_zone)
        returning 1
      )
      select count(*)::int as n from reopened`),
  );
  return rows[0]?.n ?? 0;
}
