// The reminder benchmark's data: owners (one in five on the weekly digest), one business each in
// one of eight Canadian time zones, and ten licences per business with expiry dates spread over
// 400 days around today. Shared by the benchmark (reminders.ts) and the sweep's plan explorer
// (sweep-explain.ts), which keeps its database between runs.
import type { DatabaseConnection } from '../src/db/client';

export const PER_OWNER = 10;

const ZONES = [
  ['Toronto', 'ON', 'America/Toronto'],
  ['Vancouver', 'BC', 'America/Vancouver'],
  ['Calgary', 'AB', 'America/Edmonton'],
  ['Regina', 'SK', 'America/Regina'],
  ['Winnipeg', 'MB', 'America/Winnipeg'],
  ['Halifax', 'NS', 'America/Halifax'],
  ["St. John's", 'NL', 'America/St_Johns'],
  ['Montréal', 'QC', 'America/Toronto'],
];

/** Seeds `licenses` licences (and their owners and businesses), then vacuums as autovacuum would. */
export async function seedReminderBench(database: DatabaseConnection, licenses: number): Promise<void> {
  const owners = Math.ceil(licenses / PER_OWNER);
  const zones = ZONES.map(
    ([city, province, zone], i) => `(${i}, '${city!.replace("'", "''")}', '${province}', '${zone}')`,
  );
  await database.exec(`
    -- One owner in five takes the weekly digest instead of per-licence e-mails.
    -- Verified addresses: reminders go only to those (decision 009).
    insert into users (issuer, subject, email, email_verified, full_name, notification_channels, reminder_digest)
    select 'https://bench.test', 'bench|' || g, 'owner' || g || '@bench.test', true, 'Owner ' || g, array['email'],
      case when g % 5 = 0 then 'weekly' else 'off' end
    from generate_series(1, ${owners}) g;
    insert into businesses (owner_id, business_name, business_type, city, province, time_zone)
    select u.id, 'Business ' || u.n, 'Retail', z.city, z.province, z.zone
    from (select id, row_number() over () as n from users where issuer = 'https://bench.test') u
    join (values ${zones.join(', ')}) as z(k, city, province, zone) on z.k = u.n % ${ZONES.length};
    -- One licence in ten never expires; one in four is reminded 90 and 30 days ahead, the rest
    -- at the default 30/14/7.
    insert into licenses (business_id, license_name, level, issued_date, expiry_date, renewal_rule,
      reminder_days, reminder_enabled)
    select b.id, 'Licence ' || g, 'municipal', e.expiry - 365,
      case when g % 10 = 5 then null else e.expiry end,
      case when g % 10 = 5 then '{"kind":"none"}'::jsonb else '{"kind":"term","months":12}'::jsonb end,
      case when g % 4 = 1 then '{90,30}'::smallint[] else '{30,14,7}'::smallint[] end,
      (g % 10) <> 0
    from businesses b
    cross join generate_series(1, ${PER_OWNER}) g
    cross join lateral (select current_date + (abs(hashtext(b.id::text || g)) % 400) - 20 as expiry) e
    limit ${licenses};`);
  // As autovacuum would soon after such a bulk insert: hint bits and visibility set, so that the
  // first sweep measured (the reference) does not pay for writing them over every licence.
  await database.exec('vacuum analyze');
}
