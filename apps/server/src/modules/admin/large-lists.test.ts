import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, adminIdentity } from '../../../test/support/admin';
import { buildTestApp, type TestApp } from '../../../test/support/app';
import { apiClient } from '../../../test/support/businesses';
import { DB_KINDS } from '../../../test/support/database';
import { ESTIMATED_TOTAL_FROM } from './repository';

/** Decision 012: admin lists whose first page costs the same at any size. */

const MANY = ESTIMATED_TOTAL_FROM + 2_000;

describe.each(DB_KINDS)('admin lists of many rows (%s)', (kind) => {
  let t: TestApp;
  let admin: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: ADMIN_ENV });
    admin = apiClient(t.app, (await t.signIn(adminIdentity())).headers);
    await admin.get('/api/users/profile');
    await t.database.exec(`
      insert into users (issuer, subject, email, created_at)
      select 'https://bulk.example', 'bulk|' || g, 'bulk' || g || '@example.test',
             now() - interval '1 day' - (g || ' seconds')::interval
      from generate_series(1, ${MANY}) g;
      insert into businesses (owner_id, business_name, business_type, city, province, time_zone, created_at)
      select id, 'Bulk ' || subject, 'Restaurant', 'Toronto', 'ON', 'America/Toronto', created_at
      from users where issuer = 'https://bulk.example';
      analyze users; analyze businesses;
    `);
  }, 120_000);
  afterAll(() => t?.close());

  const plan = async (query: string) => {
    const result = (await t.database.db.execute(`explain ${query}` as never)) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  };

  it('reads the first page from the index on the sort column, without sorting the table', async () => {
    const users = await plan('select id, email, city from users order by created_at desc, id desc limit 50');
    expect(users).toMatch(/Index (Only )?Scan Backward using users_created_idx/);
    expect(users).not.toMatch(/\bSort\b/);
    const businesses = await plan(
      `select b.id, u.email from businesses b left join users u on u.id = b.owner_id
       order by b.created_at desc, b.id desc limit 50`,
    );
    expect(businesses).toMatch(/Index (Only )?Scan Backward using businesses_created_idx/);
    expect(businesses).not.toMatch(/\bSort\b/);
  });

  it('answers the newest first, and the estimated total once the table is large', async () => {
    const page = await admin.get('/api/admin/users?limit=3');
    expect(page.statusCode).toBe(200);
    // The admin signed in after the bulk rows were dated a day back: newest first.
    expect(page.json()[0].email).toBe(adminIdentity().email);
    const total = Number(page.headers['x-total-count']);
    // analyze read every row of a table this size, so the estimate is the count.
    expect(total).toBe(MANY + 1);

    // Rows added since the last analyse show in the exact statistics, not in the estimate.
    await t.database.exec(`
      insert into users (issuer, subject, created_at)
      select 'https://bulk.example', 'late|' || g, now() from generate_series(1, 5) g`);
    expect(Number((await admin.get('/api/admin/users?limit=3')).headers['x-total-count'])).toBe(MANY + 1);
    expect((await admin.get('/api/admin/stats')).json().total_users).toBe(MANY + 6);

    const businesses = await admin.get('/api/admin/businesses?limit=2');
    expect(Number(businesses.headers['x-total-count'])).toBe(MANY);
    expect(businesses.json()).toHaveLength(2);
  });
});
