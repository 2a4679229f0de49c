import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../test/support/database';
import { emptyDatabase, foldersUpTo, migrateWith } from '../../test/support/migration-database';
import { sweepReminders } from '../reminders/sweep';
import { runMigrations } from './migrate';

/**
 * Decision 035, migration 0026 on rows of 0025: every licence gets a bookmark row (null when it has
 * no reminder left), the deliveries' licence foreign key points at it, and the row stays for the
 * licence's whole life: a licence whose reminders end keeps it, and its history; deleting the
 * licence deletes both.
 */
const ids = {
  user: '10000000-0000-4000-8000-000000000001',
  business: '20000000-0000-4000-8000-000000000001',
  reminding: '40000000-0000-4000-8000-000000000001',
  off: '40000000-0000-4000-8000-000000000002',
  noExpiry: '40000000-0000-4000-8000-000000000003',
  added: '40000000-0000-4000-8000-000000000004',
};
const licence = (id: string, expiry: string | null, enabled = true) =>
  `('${id}', '${ids.business}', 'Licence ${id.slice(-1)}', 'municipal', '2026-01-01', ${expiry ? `'${expiry}'` : 'null'},
    '${expiry ? '{"kind":"term","months":12}' : '{"kind":"none"}'}', '{30,14,7}', ${enabled})`;
const INSERT_LICENCE = `insert into licenses (id, business_id, license_name, level, issued_date, expiry_date,
  renewal_rule, reminder_days, reminder_enabled) values`;

describe.each(DB_KINDS)('migration 0026 on rows of 0025 (%s)', (kind) => {
  let db: Awaited<ReturnType<typeof emptyDatabase>>;
  let folder: string;
  const rows = async <T>(text: string): Promise<T[]> =>
    ((await db.database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
  const bookmarks = () =>
    rows<{ license_id: string; at: string | null }>(
      `select license_id, to_char(next_reminder_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as at
       from license_reminder_bookmarks order by license_id`,
    );
  const deliveries = (id: string) =>
    rows<{ threshold_days: number }>(
      `select threshold_days from reminder_deliveries where license_id = '${id}' order by threshold_days`,
    );

  beforeAll(async () => {
    db = await emptyDatabase(kind);
    folder = foldersUpTo('0025_admin_deliveries_by_status');
    await migrateWith(db.database, folder);
    const statements = [
      `insert into users (id, issuer, subject, email, full_name, notification_channels)
         values ('${ids.user}', 'https://id.example', 'u1', 'owner@example.test', 'Owner', '{email}')`,
      `insert into businesses (id, owner_id, business_name, business_type, city, province, time_zone)
         values ('${ids.business}', '${ids.user}', 'Corner Shop', 'Retail', 'Toronto', 'ON', 'America/Toronto')`,
      `${INSERT_LICENCE} ${licence(ids.reminding, '2027-03-31')}, ${licence(ids.off, '2027-02-28', false)},
         ${licence(ids.noExpiry, null)}`,
      // History of a licence whose reminders were turned off afterwards (0023 removed its bookmark).
      `insert into reminder_deliveries (license_id, user_id, expiry_date, threshold_days, channel, status, due_at, next_attempt_at)
         values ('${ids.off}', '${ids.user}', '2027-02-28', 30, 'email', 'sent', now(), now())`,
    ];
    for (const statement of statements) await db.database.exec(statement);
    await runMigrations(db.database);
  });
  afterAll(async () => {
    await db?.destroy();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('gives every licence without a bookmark a null one, and keeps the others', async () => {
    expect(await bookmarks()).toEqual([
      { license_id: ids.reminding, at: '2027-03-01 05:00' },
      { license_id: ids.off, at: null },
      { license_id: ids.noExpiry, at: null },
    ]);
    const references = await rows<{ table: string }>(
      `select confrelid::regclass::text as table from pg_constraint
       where conrelid = 'reminder_deliveries'::regclass and contype = 'f' and conkey = array[(
         select attnum from pg_attribute where attrelid = 'reminder_deliveries'::regclass and attname = 'license_id')]`,
    );
    expect(references).toEqual([{ table: 'license_reminder_bookmarks' }]);
  });

  it('creates a row for a new licence, null when it has nothing to remind, and never deletes one', async () => {
    await db.database.exec(`${INSERT_LICENCE} ${licence(ids.added, null)}`);
    await db.database.exec(`update licenses set reminder_enabled = true where id = '${ids.off}'`);
    await db.database.exec(`update licenses set reminder_enabled = false where id = '${ids.reminding}'`);
    expect(await bookmarks()).toEqual([
      { license_id: ids.reminding, at: null },
      { license_id: ids.off, at: '2027-01-29 05:00' },
      { license_id: ids.noExpiry, at: null },
      { license_id: ids.added, at: null },
    ]);
    await db.database.exec(`update licenses set reminder_enabled = true where id = '${ids.reminding}'`);
    expect((await bookmarks())[0]).toEqual({ license_id: ids.reminding, at: '2027-03-01 05:00' });
  });

  it('keeps the bookmark row, null, and the history of a licence whose reminders end', async () => {
    // 25 March, 14:00 in Toronto: the 7-day reminder of the 31 March licence and the 21-day
    // overdue one of the 28 February licence.
    expect(await sweepReminders(db.database.db, new Date('2027-03-25T18:00:00Z'))).toBe(2);
    // 1 June: both past their last threshold's days (28 days after expiry, and the days it stays
    // due): nothing new, and the bookmarks become null.
    expect(await sweepReminders(db.database.db, new Date('2027-06-01T18:00:00Z'))).toBe(0);
    expect(await bookmarks()).toEqual([
      { license_id: ids.reminding, at: null },
      { license_id: ids.off, at: null },
      { license_id: ids.noExpiry, at: null },
      { license_id: ids.added, at: null },
    ]);
    expect(await deliveries(ids.reminding)).toEqual([{ threshold_days: 7 }]);
    expect(await deliveries(ids.off)).toEqual([{ threshold_days: -21 }, { threshold_days: 30 }]);
  });

  it('deletes a licence’s bookmark and deliveries with the licence, and only then', async () => {
    await db.database.exec(`delete from licenses where id = '${ids.off}'`);
    expect(await deliveries(ids.off)).toEqual([]);
    expect((await bookmarks()).map((b) => b.license_id)).toEqual([ids.reminding, ids.noExpiry, ids.added]);
    expect(await deliveries(ids.reminding)).toEqual([{ threshold_days: 7 }]);
  });
});
