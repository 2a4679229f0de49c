// Admin lists at 100 and at 100,000 rows (issue 20 item 4, decision 027): the first page of the
// users, businesses, licence templates (each sort) and reminder deliveries lists, as their
// repository functions read it (the page and its total), median of RUNS calls. The same lists are
// timed first with migration 0021's indexes dropped (before) and then with them (after), on the
// same data; the ratios of 100,000 rows to 100 are what to compare across machines.
//   npm run bench:admin-lists      (BENCH_DATABASE_URL as bench:reminders; BENCH_ADMIN_ROWS=100000)
import { AdminTemplateQuery } from '@lt/core';
import type { DatabaseConnection } from '../src/db/client';
import { businessesPage, usersPage } from '../src/modules/admin/repository';
import { templatesPage } from '../src/modules/admin/templates-repository';
import { recentDeliveriesPage } from '../src/reminders/service';
import { benchDatabase } from './support';

const LARGE = Number(process.env.BENCH_ADMIN_ROWS ?? 100_000);
const SMALL = 100;
const RUNS = 31;

const INDEXES_0021 = {
  drop: `drop index license_templates_admin_order_idx; drop index license_templates_name_idx;
    drop index license_templates_updated_idx; drop index reminder_deliveries_updated_idx;
    create index reminder_deliveries_updated_idx on reminder_deliveries (updated_at); analyze;`,
  create: `drop index reminder_deliveries_updated_idx;
    create index reminder_deliveries_updated_idx on reminder_deliveries (updated_at, id);
    create index license_templates_admin_order_idx on license_templates
      ((case level when 'federal' then 0 when 'provincial' then 1 else 2 end), province asc nulls first,
       city asc nulls first, name, id);
    create index license_templates_name_idx on license_templates (name, id);
    create index license_templates_updated_idx on license_templates (updated_at, id); analyze;`,
};

/** Adds rows until each listed table holds `rows` (the catalogue's own templates count too). */
async function seed(database: DatabaseConnection, rows: number): Promise<void> {
  // Triggers off while seeding (a personal workspace per business, bookmark resets): the lists
  // read the rows, not what the triggers would have added, and a business each took seconds.
  await database.exec(`
    set session_replication_role = replica;
    insert into users (issuer, subject, email, created_at)
    select 'https://bench.test', 'admin-list|' || g, 'owner' || g || '@bench.test', now() - (g || ' seconds')::interval
    from generate_series((select count(*) from users) + 1, ${rows}) g;
    insert into workspaces (name) select 'Bench' where not exists (select 1 from workspaces where name = 'Bench');
    insert into businesses (owner_id, workspace_id, business_name, business_type, city, province, time_zone,
      created_at)
    select u.id, (select id from workspaces where name = 'Bench'), 'Business ' || u.subject, 'Retail', 'Toronto',
      'ON', 'America/Toronto', u.created_at
    from users u where not exists (select 1 from businesses b where b.owner_id = u.id)
    limit greatest(0, ${rows} - (select count(*) from businesses));
    insert into license_templates (name, level, business_types, default_validity_months, renewal_rule, province,
      updated_at)
    select 'Permit ' || g, case g % 3 when 0 then 'federal' when 1 then 'provincial' else 'municipal' end,
      array['Retail'], 12, '{"kind":"term","months":12}'::jsonb, 'ON', now() - (g || ' seconds')::interval
    from generate_series((select count(*) from license_templates) + 1, ${rows}) g;
    insert into reminder_deliveries (kind, user_id, threshold_days, digest_week, channel, status, due_at,
      next_attempt_at, updated_at)
    select 'digest', u.id, 0, date '2000-01-03' + 7 * g::int, 'email', case when g % 4 = 0 then 'failed' else 'sent' end,
      now(), now(), now() - (g || ' seconds')::interval
    from (select id from users order by created_at limit 1) u
    cross join generate_series((select count(*) from reminder_deliveries) + 1, ${rows}) g;
    set session_replication_role = default;
    analyze;`);
}

const LISTS: Record<string, (database: DatabaseConnection) => Promise<unknown>> = {
  users: ({ db }) => usersPage(db, { limit: 50, offset: 0 }),
  businesses: ({ db }) => businessesPage(db, { limit: 50, offset: 0 }),
  templates_default: ({ db }) => templatesPage(db, AdminTemplateQuery.parse({ limit: '50' })),
  templates_name_desc: ({ db }) =>
    templatesPage(db, AdminTemplateQuery.parse({ limit: '50', sort: '-name' })),
  templates_changed: ({ db }) =>
    templatesPage(db, AdminTemplateQuery.parse({ limit: '50', sort: '-updated_at' })),
  reminders: ({ db }) => recentDeliveriesPage(db, { limit: 50, offset: 0 }),
  reminders_failed: ({ db }) => recentDeliveriesPage(db, { limit: 50, offset: 0, status: 'failed' }),
  // What the totals cost when counted, as the reminders and templates lists did before.
  count_reminders: (database) => database.exec('select count(*) from reminder_deliveries'),
  count_templates: (database) => database.exec('select count(*) from license_templates'),
};

async function medians(database: DatabaseConnection): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, list] of Object.entries(LISTS)) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const from = process.hrtime.bigint();
      await list(database);
      times.push(Number(process.hrtime.bigint() - from) / 1e6);
    }
    times.sort((a, b) => a - b);
    out[name] = Number(times[Math.floor(RUNS / 2)]!.toFixed(2));
  }
  return out;
}

async function main(): Promise<void> {
  const bench = await benchDatabase();
  const { database } = bench;
  try {
    await seed(database, SMALL);
    const after100 = await medians(database);
    await database.exec(INDEXES_0021.drop);
    const before100 = await medians(database);
    await seed(database, LARGE);
    const beforeLarge = await medians(database);
    await database.exec(INDEXES_0021.create);
    const afterLarge = await medians(database);
    const ratio = (large: Record<string, number>, small: Record<string, number>) =>
      Object.fromEntries(Object.keys(LISTS).map((k) => [k, Number((large[k]! / small[k]!).toFixed(2))]));
    console.log(
      JSON.stringify(
        {
          database: 'postgresql',
          rows: { small: SMALL, large: LARGE },
          first_page_ms: {
            before: { [SMALL]: before100, [LARGE]: beforeLarge },
            after: { [SMALL]: after100, [LARGE]: afterLarge },
          },
          large_over_small: { before: ratio(beforeLarge, before100), after: ratio(afterLarge, after100) },
        },
        null,
        2,
      ),
    );
  } finally {
    await bench.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
