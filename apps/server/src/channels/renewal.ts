import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The threshold a renewal notice is keyed by: no reminder has it (lead times are 1–365 days, the
 * rest 0 and below), so (licence, new expiry date, this, channel, target) is one notice per renewal.
 */
export const RENEWAL_NOTICE_THRESHOLD = 32767;

/**
 * A renewal goes to each enabled channel of the licence's workspace once (issue 18, item 5;
 * decision 026): a `renewal` delivery per channel, written in the renewal's own transaction and sent
 * by the reminder workers with the same claims, retries and log. A second renewal to the same date
 * cannot happen (the date must move forward), and the key would refuse it anyway.
 */
export async function enqueueRenewalNotices(db: Db, licenseId: string, now: Date): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  await db.execute(sql`
    insert into reminder_deliveries
      (kind, license_id, user_id, expiry_date, threshold_days, channel, target_key, due_at,
       next_attempt_at, created_at, updated_at)
    select 'renewal', l.id, null, l.expiry_date, ${RENEWAL_NOTICE_THRESHOLD}, c.kind, 'channel:' || c.id,
      ${at}, ${at}, ${at}, ${at}
    from licenses l
    join businesses b on b.id = l.business_id
    join workspace_channels c on c.workspace_id = b.workspace_id and c.enabled
    where l.id = ${licenseId}::uuid and l.expiry_date is not null
    on conflict (license_id, expiry_date, threshold_days, channel, target_key) do nothing`);
}
