import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../test/support/database';
import { emptyDatabase, foldersUpTo, migrateWith } from '../../test/support/migration-database';

/**
 * Decision 014, migration 0009 on rows written before it: every user gets a personal workspace as
 * its owner, and their businesses (with licences and periods) move into it, nothing lost.
 */
const ids = {
  ada: '10000000-0000-4000-8000-000000000001',
  bob: '10000000-0000-4000-8000-000000000002',
  idle: '10000000-0000-4000-8000-000000000003',
  adaShop: '20000000-0000-4000-8000-000000000001',
  adaCafe: '20000000-0000-4000-8000-000000000002',
  bobShop: '20000000-0000-4000-8000-000000000003',
  licence: '40000000-0000-4000-8000-000000000001',
};

describe.each(DB_KINDS)('migration 0009 on rows of 0007 (%s)', (kind) => {
  let db: Awaited<ReturnType<typeof emptyDatabase>>;
  let folder: string;
  const rows = async <T>(text: string): Promise<T[]> => {
    const result = (await db.database.db.execute(sql.raw(text))) as unknown as { rows: T[] };
    return result.rows;
  };
  let licencesBefore: unknown[];

  beforeAll(async () => {
    db = await emptyDatabase(kind);
    folder = foldersUpTo('0007_admin_list_indexes');
    await migrateWith(db.database, folder);
    const business = (id: string, owner: string, name: string) =>
      `('${id}', '${owner}', '${name}', 'Retail', 'Toronto', 'ON', 'America/Toronto')`;
    const statements = [
      `insert into users (id, issuer, subject, email) values
         ('${ids.ada}', 'https://id.example', 'ada', 'ada@example.test'),
         ('${ids.bob}', 'https://id.example', 'bob', 'bob@example.test'),
         ('${ids.idle}', 'https://id.example', 'idle', null)`,
      `insert into businesses (id, owner_id, business_name, business_type, city, province, time_zone) values
         ${business(ids.adaShop, ids.ada, 'Ada Shop')}, ${business(ids.adaCafe, ids.ada, 'Ada Café')},
         ${business(ids.bobShop, ids.bob, 'Bob Shop')}`,
      `insert into licenses (id, business_id, license_name, level, issued_date, expiry_date, renewal_rule)
         values ('${ids.licence}', '${ids.adaCafe}', 'Patio permit', 'municipal', '2026-05-01', '2027-05-01', '{"kind":"term","months":12}')`,
    ];
    for (const statement of statements) await db.database.exec(statement);
    licencesBefore = await rows('select l::text from licenses l order by id');
    // Up to 0009 only: later migrations add licence columns of their own (0014's bookmark).
    rmSync(folder, { recursive: true, force: true });
    folder = foldersUpTo('0009_workspaces');
    await migrateWith(db.database, folder);
  });
  afterAll(async () => {
    await db?.destroy();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('gives every user exactly one personal workspace, which they own', async () => {
    const found = await rows<{ user_id: string; name: string; role: string; members: number }>(
      `select w.created_by as user_id, w.name, m.role,
              (select count(*)::int from workspace_members x where x.workspace_id = w.id) as members
         from workspaces w join workspace_members m on m.workspace_id = w.id and m.user_id = w.created_by
        where w.personal order by w.created_by`,
    );
    expect(found).toEqual(
      [ids.ada, ids.bob, ids.idle].map((user_id) => ({
        user_id,
        name: 'Personal',
        role: 'owner',
        members: 1,
      })),
    );
    expect(await rows('select id from workspaces where not personal')).toEqual([]);
  });

  it("moves each business into its creator's personal workspace; licences untouched", async () => {
    const placed = await rows<{ id: string; owner_id: string; creator: string }>(
      `select b.id, b.owner_id, w.created_by as creator
         from businesses b join workspaces w on w.id = b.workspace_id order by b.id`,
    );
    expect(placed).toEqual([
      { id: ids.adaShop, owner_id: ids.ada, creator: ids.ada },
      { id: ids.adaCafe, owner_id: ids.ada, creator: ids.ada },
      { id: ids.bobShop, owner_id: ids.bob, creator: ids.bob },
    ]);
    expect(await rows('select l::text from licenses l order by id')).toEqual(licencesBefore);
  });

  it("puts a business inserted without a workspace in its creator's personal workspace", async () => {
    await db.database.exec(
      `insert into businesses (owner_id, business_name, business_type, city, province, time_zone)
         values ('${ids.idle}', 'Late Shop', 'Retail', 'Toronto', 'ON', 'America/Toronto')`,
    );
    const [row] = await rows<{ personal: boolean; created_by: string }>(
      `select w.personal, w.created_by from businesses b join workspaces w on w.id = b.workspace_id
        where b.business_name = 'Late Shop'`,
    );
    expect(row).toEqual({ personal: true, created_by: ids.idle });
    expect(
      await rows(`select id from workspaces where personal and created_by = '${ids.idle}'`),
    ).toHaveLength(1);
  });
});
