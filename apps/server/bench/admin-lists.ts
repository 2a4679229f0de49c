// Admin lists at 100 and at 100,000 rows (issue "Fast at any size", decisions 027 and 033): the
// first page of every admin list (users, businesses, workspaces, licence templates in each sort,
// reminder deliveries, filtered by status too), as the admin API reads it (the page and its total).
// Two databases are seeded, one with 100 rows per list and one with BENCH_ADMIN_ROWS; the calls
// alternate between them, after a warm-up, so both sizes are measured in the same moments of a
// shared machine; each figure is the median of RUNS calls and the ratio large / small is what to
// compare across machines.
//   npm run bench:admin-lists      (BENCH_DATABASE_URL as bench:reminders; BENCH_ADMIN_ROWS=100000,
//   BENCH_RUNS=51; BENCH_ADMIN_KEEP=1 keeps both databases and prints their URLs)
import { loadavg } from 'node:os';
import { AdminTemplateQuery } from '@lt/core';
import type { DatabaseConnection } from '../src/db/client';
import { businessesPage, usersPage, workspacesPage } from '../src/modules/admin/repository';
import { templatesPage } from '../src/modules/admin/templates-repository';
import { recentDeliveriesPage } from '../src/reminders/service';
import { benchDatabase } from './support';

const LARGE = Number(process.env.BENCH_ADMIN_ROWS ?? 100_000);
const SMALL = 100;
const RUNS = Number(process.env.BENCH_RUNS ?? 51);
const WARM_UP = 10;

/**
 * Adds rows until each listed table holds `rows` (the catalogue's own templates count too): a user
 * each with a personal workspace, a business and a licence; deliveries of every kind in turn (a
 * digest, a reminder to the owner, a reminder to a workspace channel, which has no user), a
 * quarter failed and one in fifty skipped.
 */
async function seed(database: DatabaseConnection, rows: number): Promise<void> {
  // Triggers off while seeding (a personal workspace per business, bookmark resets): the rows
  // are made here as the triggers would, and a business each took seconds.
  await database.exec(`
    set session_replication_role = replica;
    insert into users (issuer, subject, email, created_at)
    select 'https://bench.test', 'admin-list|' || g, 'owner' || g || '@bench.test', now() - (g || ' seconds')::interval
    from generate_series(1, ${rows}) g;
    insert into workspaces (name, personal, created_by, created_at)
    select 'Personal', true, u.id, u.created_at from users u;
    insert into workspace_members (workspace_id, user_id, role, created_at)
    select w.id, w.created_by, 'owner', w.created_at from workspaces w;
    insert into businesses (owner_id, workspace_id, business_name, business_type, city, province, time_zone,
      created_at)
    select w.created_by, w.id, 'Business ' || w.created_by, 'Retail', 'Toronto', 'ON', 'America/Toronto',
      w.created_at
    from workspaces w;
    insert into licenses (business_id, license_name, level, issued_date, expiry_date, renewal_rule, reminder_days,
      reminder_enabled)
    select b.id, 'Licence ' || b.id, 'municipal', current_date - 300, current_date + 65,
      '{"kind":"term","months":12}'::jsonb, '{30,14,7}'::smallint[], true
    from businesses b;
    -- Each licence's bookmark row, as the licences' insert trigger makes it: the deliveries' licence
    -- key points at it (decision 035).
    select reset_reminder_bookmarks(array(select id from licenses));
    insert into license_templates (name, level, business_types, default_validity_months, renewal_rule, province,
      updated_at)
    select 'Permit ' || g, case g % 3 when 0 then 'federal' when 1 then 'provincial' else 'municipal' end,
      array['Retail'], 12, '{"kind":"term","months":12}'::jsonb, 'ON', now() - (g || ' seconds')::interval
    from generate_series((select count(*) from license_templates) + 1, ${rows}) g;
    insert into reminder_deliveries (kind, user_id, license_id, expiry_date, threshold_days, digest_week, channel,
      target_key, status, due_at, next_attempt_at, updated_at)
    select case when g % 3 = 0 then 'digest' else 'reminder' end,
      case when g % 3 = 2 then null else l.owner_id end,
      case when g % 3 = 0 then null else l.id end,
      case when g % 3 = 0 then null else l.expiry_date end,
      case when g % 3 = 0 then 0 else 30 end,
      case when g % 3 = 0 then date '2000-01-03' else null end,
      case when g % 3 = 2 then 'webhook' else 'email' end,
      case when g % 3 = 2 then 'channel:bench' else '' end,
      case when g % 50 = 7 then 'skipped' when g % 4 = 0 then 'failed' else 'sent' end,
      now(), now(), now() - (g || ' seconds')::interval
    from (select l.id, l.expiry_date, b.owner_id, row_number() over (order by l.id) as g
      from licenses l join businesses b on b.id = l.business_id) l;
    set session_replication_role = default;`);
  // Visibility map set as autovacuum would have it (index-only scans), statistics fresh.
  await database.exec('vacuum analyze');
}

const LISTS: Record<string, (database: DatabaseConnection) => Promise<unknown>> = {
  users: ({ db }) => usersPage(db, { limit: 50, offset: 0 }),
  businesses: ({ db }) => businessesPage(db, { limit: 50, offset: 0 }),
  workspaces: ({ db }) => workspacesPage(db, { limit: 50, offset: 0 }),
  templates_default: ({ db }) => templatesPage(db, AdminTemplateQuery.parse({ limit: '50' })),
  templates_name_desc: ({ db }) =>
    templatesPage(db, AdminTemplateQuery.parse({ limit: '50', sort: '-name' })),
  templates_changed: ({ db }) =>
    templatesPage(db, AdminTemplateQuery.parse({ limit: '50', sort: '-updated_at' })),
  reminders: ({ db }) => recentDeliveriesPage(db, { limit: 50, offset: 0 }),
  reminders_failed: ({ db }) => recentDeliveriesPage(db, { limit: 50, offset: 0, status: 'failed' }),
  reminders_skipped: ({ db }) => recentDeliveriesPage(db, { limit: 50, offset: 0, status: 'skipped' }),
  // A status no row has: before decision 033, a read of the whole table.
  reminders_cancelled: ({ db }) => recentDeliveriesPage(db, { limit: 50, offset: 0, status: 'cancelled' }),
};

const timed = async (fn: () => Promise<unknown>): Promise<number> => {
  const from = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - from) / 1e6;
};
const median = (times: number[]) =>
  Number([...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!.toFixed(2));
const load = () => loadavg().map((n) => Number(n.toFixed(2)));

async function main(): Promise<void> {
  const small = await benchDatabase();
  const large = await benchDatabase();
  try {
    await seed(small.database, SMALL);
    await seed(large.database, LARGE);
    const loadBefore = load();
    const first_page_ms: Record<string, { [SMALL]: number; [LARGE]: number; large_over_small: number }> = {};
    for (const [name, list] of Object.entries(LISTS)) {
      for (let i = 0; i < WARM_UP; i++) await Promise.all([list(small.database), list(large.database)]);
      const times = { small: [] as number[], large: [] as number[] };
      // Alternated (which size goes first too), so a busy moment of the machine falls on both.
      for (let i = 0; i < RUNS; i++) {
        const pair = [
          ['small', small.database],
          ['large', large.database],
        ] as const;
        for (const [size, database] of i % 2 ? pair : [...pair].reverse()) {
          times[size].push(await timed(() => list(database)));
        }
      }
      const s = median(times.small);
      const l = median(times.large);
      first_page_ms[name] = { [SMALL]: s, [LARGE]: l, large_over_small: Number((l / s).toFixed(2)) };
    }
    console.log(
      JSON.stringify(
        {
          database: 'postgresql',
          rows: { small: SMALL, large: LARGE },
          runs: RUNS,
          load_average: { before: loadBefore, after: load() },
          first_page_ms,
        },
        null,
        2,
      ),
    );
  } finally {
    if (process.env.BENCH_ADMIN_KEEP) {
      // To look at the plans afterwards (EXPLAIN ANALYZE); drop them by hand.
      console.error(`kept: ${small.url} ${large.url}`);
      await Promise.all([small.database.close(), large.database.close()]);
    } else {
      await small.drop();
      await large.drop();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
