import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../test/support/database';
import { emptyDatabase, foldersUpTo, migrateWith } from '../../test/support/migration-database';
import { sweepReminders } from '../reminders/sweep';
import { runMigrations } from './migrate';

/**
 * Decision 030, migration 0023 on rows of 0021: the bookmarks move from `licenses.next_reminder_at`
 * to `license_reminder_bookmarks`, each licence keeping the moment it had (what the sweep did stays
 * done), a licence with none ('infinity') getting no row; the triggers then keep the new table.
 */
const ids = {
  user: '10000000-0000-4000-8000-000000000001',
  business: '20000000-0000-4000-8000-000000000001',
  fresh: '40000000-0000-4000-8000-000000000001',
  moved: '40000000-0000-4000-8000-000000000002',
  off: '40000000-0000-4000-8000-000000000003',
  noExpiry: '40000000-0000-4000-8000-000000000004',
  added: '40000000-0000-4000-8000-000000000005',
};
const licence = (id: string, expiry: string | null, enabled = true) =>
  `('${id}', '${ids.business}', 'Licence ${id.slice(-1)}', 'municipal', '2026-01-01', ${expiry ? `'${expiry}'` : 'null'},
    '${expiry ? '{"kind":"term","months":12}' : '{"kind":"none"}'}', '{30,14,7}', ${enabled})`;
const INSERT_LICENCE = `insert into licenses (id, business_id, license_name, level, issued_date, expiry_date,
  renewal_rule, reminder_days, reminder_enabled) values`;

describe.each(DB_KINDS)('migration 0023 on rows of 0021 (%s)', (kind) => {
  let db: Awaited<ReturnType<typeof emptyDatabase>>;
  let folder: string;
  const rows = async <T>(text: string): Promise<T[]> =>
    ((await db.database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
  // The bookmarks with a moment: since 0026 every licence has a row, null when it has none
  // (migration-0026.test.ts).
  const bookmarks = () =>
    rows<{ license_id: string; at: string }>(
      `select license_id, to_char(next_reminder_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as at
       from license_reminder_bookmarks where next_reminder_at is not null order by license_id`,
    );

  beforeAll(async () => {
    db = await emptyDatabase(kind);
    folder = foldersUpTo('0021_admin_list_order');
    await migrateWith(db.database, folder);
    const statements = [
      `insert into users (id, issuer, subject, email, full_name) values ('${ids.user}', 'https://id.example', 'u1', 'owner@example.test', 'Owner')`,
      `insert into businesses (id, owner_id, business_name, business_type, city, province, time_zone)
         values ('${ids.business}', '${ids.user}', 'Corner Shop', 'Retail', 'Toronto', 'ON', 'America/Toronto')`,
      `${INSERT_LICENCE} ${licence(ids.fresh, '2027-03-31')}, ${licence(ids.moved, '2027-01-31')},
         ${licence(ids.off, '2027-02-28', false)}, ${licence(ids.noExpiry, null)}`,
      // A bookmark the sweep had moved on (to the 14-day threshold's 09:00 in Toronto).
      `update licenses set next_reminder_at = '2027-01-17 14:00:00+00' where id = '${ids.moved}'`,
    ];
    for (const statement of statements) await db.database.exec(statement);
    await runMigrations(db.database);
  });
  afterAll(async () => {
    await db?.destroy();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('keeps each licence’s bookmark in the new table, and gives none to a licence without a reminder', async () => {
    expect(await bookmarks()).toEqual([
      // The start of the local day of its longest lead time, 30 days before 31 March (EST).
      { license_id: ids.fresh, at: '2027-03-01 05:00' },
      { license_id: ids.moved, at: '2027-01-17 14:00' },
    ]);
    const columns = await rows<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'licenses' and column_name = 'next_reminder_at'`,
    );
    expect(columns).toEqual([]);
  });

  it('keeps the table up to date through the triggers, and the sweep moves the bookmark it read', async () => {
    await db.database.exec(`${INSERT_LICENCE} ${licence(ids.added, '2027-02-10')}`);
    await db.database.exec(`update licenses set reminder_enabled = true where id = '${ids.off}'`);
    await db.database.exec(`update licenses set reminder_enabled = false where id = '${ids.fresh}'`);
    // A change of the business's time zone sets the moved bookmark back to its first reminder.
    await db.database.exec(`update businesses set time_zone = 'America/Regina' where id = '${ids.business}'`);
    expect(await bookmarks()).toEqual([
      { license_id: ids.moved, at: '2027-01-01 06:00' },
      { license_id: ids.off, at: '2027-01-29 06:00' },
      { license_id: ids.added, at: '2027-01-11 06:00' },
    ]);

    // On 20 January at 12:00 in Regina: the 14-day reminder of the 31 January licence and the
    // 30-day one of the 10 February licence; each bookmark moves to its next threshold's 09:00.
    expect(await sweepReminders(db.database.db, new Date('2027-01-20T18:00:00Z'))).toBe(2);
    expect(await bookmarks()).toEqual([
      { license_id: ids.moved, at: '2027-01-24 15:00' },
      { license_id: ids.off, at: '2027-01-29 06:00' },
      { license_id: ids.added, at: '2027-01-27 15:00' },
    ]);
  });
});
