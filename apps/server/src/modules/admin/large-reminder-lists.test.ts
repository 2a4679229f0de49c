import { type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, adminIdentity } from '../../../test/support/admin';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { apiClient } from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { ESTIMATED_DELIVERIES_FROM, recentQuery } from '../../reminders/delivery-list';

/** Decisions 027 and 033: the admin reminders and templates lists read a page from an index at any size. */

const MANY = ESTIMATED_DELIVERIES_FROM + 2_000;
/** One delivery in four failed; the rest were sent. */
const FAILED = MANY / 4;

describe.each(DB_KINDS)('admin reminders and templates lists of many rows (%s)', (kind) => {
  let t: TestApp;
  let admin: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: ADMIN_ENV });
    admin = apiClient(t.app, (await t.signIn(adminIdentity())).headers);
    await admin.get('/api/users/profile');
    await t.database.exec(`
      insert into users (issuer, subject, email) values ('https://bulk.example', 'digests', 'digests@example.test');
      insert into reminder_deliveries (kind, user_id, threshold_days, digest_week, channel, status, due_at,
        next_attempt_at, updated_at)
      select 'digest', u.id, 0, date '2000-01-03' + 7 * g, 'email',
        case when g % 4 = 0 then 'failed' else 'sent' end, now(), now(), now() - (g || ' seconds')::interval
      from users u cross join generate_series(1, ${MANY}) g where u.subject = 'digests';
      insert into license_templates (name, level, business_types, default_validity_months, renewal_rule,
        province, updated_at)
      select 'Bulk permit ' || g, case g % 3 when 0 then 'federal' when 1 then 'provincial' else 'municipal' end,
        array['Restaurant'], 12, '{"kind":"term","months":12}'::jsonb, 'ON', now() - (g || ' seconds')::interval
      from generate_series(1, ${MANY}) g;
      analyze reminder_deliveries; analyze license_templates;
    `);
  }, 180_000);
  afterAll(() => t?.close());

  const plan = async (query: string | SQLWrapper) => {
    const statement = typeof query === 'string' ? sql.raw(`explain ${query}`) : sql`explain ${query}`;
    const result = (await t.database.db.execute(statement)) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  };

  it('reads the first page of each sort from an index, without sorting the table', async () => {
    // Decision 033: one range of the (status, updated_at, id) index per status, merged in order
    // and stopped after the page; only the page's own rows are sorted after the joins.
    for (const status of [undefined, 'failed', 'cancelled'] as const) {
      const reminders = await plan(recentQuery(t.database.db, { limit: 50, status }));
      expect(reminders).toMatch(/Index (Only )?Scan Backward using reminder_deliveries_status_updated_idx/);
      expect(reminders).not.toMatch(/Seq Scan on reminder_deliveries/);
      if (!status) expect(reminders).toMatch(/Merge Append/);
    }
    const byPlace = await plan(`select id from license_templates
      order by case level when 'federal' then 0 when 'provincial' then 1 else 2 end,
        province asc nulls first, city asc nulls first, name, id limit 50`);
    expect(byPlace).toMatch(/Index (Only )?Scan using license_templates_admin_order_idx/);
    expect(byPlace).not.toMatch(/\bSort\b/);
    const byName = await plan('select id from license_templates order by name desc, id desc limit 50');
    expect(byName).toMatch(/Index (Only )?Scan Backward using license_templates_name_idx/);
    const byChange = await plan(
      'select id from license_templates order by updated_at desc, id desc limit 50',
    );
    expect(byChange).toMatch(/Index (Only )?Scan Backward using license_templates_updated_idx/);
  });

  it('pages the reminders newest change first, with an estimated total per status', async () => {
    const page = await admin.get('/api/admin/reminders?limit=3');
    expect(page.statusCode).toBe(200);
    expect(page.json().map((r: { digest_week: string }) => r.digest_week)).toEqual([
      '2000-01-10',
      '2000-01-17',
      '2000-01-24',
    ]);
    // A later page across both statuses' ranges (week 4 failed, weeks 3 and 5 were sent).
    const later = await admin.get('/api/admin/reminders?limit=3&offset=2');
    expect(
      later.json().map((r: { digest_week: string; status: string }) => [r.digest_week, r.status]),
    ).toEqual([
      ['2000-01-24', 'sent'],
      ['2000-01-31', 'failed'],
      ['2000-02-07', 'sent'],
    ]);
    // analyze read every row of a table this size, so the estimates are the counts.
    expect(Number(page.headers['x-total-count'])).toBe(MANY);
    const failed = await admin.get('/api/admin/reminders?limit=2&status=failed');
    expect(failed.json().every((r: { status: string }) => r.status === 'failed')).toBe(true);
    expect(Number(failed.headers['x-total-count'])).toBe(FAILED);
    // A status that no row has: not among the common values, so its share of the rest (none).
    const pending = await admin.get('/api/admin/reminders?limit=2&status=pending');
    expect(pending.json()).toEqual([]);
    expect(Number(pending.headers['x-total-count'])).toBe(0);
  });

  it('pages the templates in each sort', async () => {
    const page = await admin.get('/api/admin/license-templates?limit=2&sort=-name');
    expect(page.statusCode).toBe(200);
    const names = page.json().map((r: { name: string }) => r.name);
    expect(names).toHaveLength(2);
    expect(names[0] >= names[1]).toBe(true);
    const [{ n }] = (
      (await t.database.db.execute(
        'select count(*)::int as n from license_templates' as never,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows as [{ n: number }];
    // Unfiltered: the estimate, which a fresh analyse makes the count.
    expect(Number(page.headers['x-total-count'])).toBe(n);
    const searched = await admin.get('/api/admin/license-templates?limit=2&q=Bulk%20permit%2012');
    // Searched: counted (12, 120…129, 1200…1299 and 12000).
    expect(Number(searched.headers['x-total-count'])).toBe(1 + 10 + 100 + 1);
  });
});
