// Bench data written with set-based SQL (generate_series), so 20,000 users and 100,000 businesses
// and licences take seconds, not minutes of one insert per row.
import type { DatabaseConnection } from '../../src/db/client';

const LEVELS = `(array['municipal','provincial','federal'])`;

/** `count` users `<prefix>0…` with `businesses` businesses each and `perBusiness` licences each. */
export async function seedOwners(
  database: DatabaseConnection,
  options: { issuer: string; prefix: string; count: number; businesses: number; perBusiness: number },
): Promise<void> {
  const { issuer, prefix, count, businesses, perBusiness } = options;
  const like = `local|${prefix}-%`;
  await database.exec(`
    insert into users (issuer, subject, email, full_name, city, province, is_onboarded, created_at)
    select '${issuer}', 'local|${prefix}-' || g, '${prefix}' || g || '@example.test', 'Bench ' || g,
           'Toronto', 'ON', true, now() - (g || ' seconds')::interval
    from generate_series(0, ${count - 1}) g;

    insert into businesses (owner_id, business_name, business_type, city, province, time_zone, created_at)
    select u.id, 'Business ' || u.subject || ' #' || n, 'Restaurant', 'Toronto', 'ON', 'America/Toronto',
           u.created_at + (n || ' milliseconds')::interval
    from users u cross join generate_series(1, ${businesses}) n
    where u.issuer = '${issuer}' and u.subject like '${like}';

    insert into licenses (business_id, license_name, level, issued_date, expiry_date, renewal_rule)
    select b.id, 'Licence ' || i, ${LEVELS}[1 + i % 3], date '2026-01-15',
           make_date(2027, 1 + i % 12, 15), '{"kind":"term","months":12}'::jsonb
    from businesses b join users u on u.id = b.owner_id cross join generate_series(1, ${perBusiness}) i
    where u.issuer = '${issuer}' and u.subject like '${like}';
  `);
  // Visibility map set as autovacuum would have it (index-only scans; this machine's PostgreSQL
  // runs without autovacuum), statistics fresh, like bench/admin-lists.ts (decision 036).
  await database.exec('vacuum analyze users, businesses, licenses');
}
