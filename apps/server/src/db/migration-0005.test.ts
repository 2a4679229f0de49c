import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../test/support/database';
import { emptyDatabase, foldersUpTo, migrateWith } from '../../test/support/migration-database';
import { runMigrations } from './migrate';

/**
 * Decision 013, migration 0005 on rows written before it: a database is built at migration 0004
 * (the committed migrations with the journal cut after 0004), filled with old-shaped rows, then
 * migrated to the end as a deployment would.
 */
const ids = {
  user: '10000000-0000-4000-8000-000000000001',
  business: '20000000-0000-4000-8000-000000000001',
  termTemplate: '30000000-0000-4000-8000-000000000001',
  gstTemplate: '30000000-0000-4000-8000-000000000002',
  fixedTemplate: '30000000-0000-4000-8000-000000000003',
  liquor: '40000000-0000-4000-8000-000000000001',
  gst: '40000000-0000-4000-8000-000000000002',
  vancouver: '40000000-0000-4000-8000-000000000003',
  custom: '40000000-0000-4000-8000-000000000004',
};

describe.each(DB_KINDS)('migration 0005 on rows of 0004 (%s)', (kind) => {
  let db: Awaited<ReturnType<typeof emptyDatabase>>;
  let folder: string;
  const rows = async <T>(text: string): Promise<T[]> => {
    const result = (await db.database.db.execute(sql.raw(text))) as unknown as { rows: T[] };
    return result.rows;
  };

  beforeAll(async () => {
    db = await emptyDatabase(kind);
    folder = foldersUpTo('0004_deleted_identities');
    await migrateWith(db.database, folder);
    // Old shapes: rules `months` and `no_fixed_expiry`, every licence with an expiry date.
    const statements = [
      `insert into users (id, issuer, subject, email, full_name) values ('${ids.user}', 'https://id.example', 'u1', 'owner@example.test', 'Owner')`,
      `insert into businesses (id, owner_id, business_name, business_type, city, province, time_zone)
         values ('${ids.business}', '${ids.user}', 'Bistro', 'Restaurant', 'Montréal', 'QC', 'America/Toronto')`,
      `insert into license_templates (id, name, level, business_type, default_validity_months, renewal_rule, issuing_authority, source_url)
         values ('${ids.termTemplate}', 'Liquor permit', 'provincial', 'Restaurant', 12, '{"kind":"months","months":12}', 'RACJ', 'https://www.racj.gouv.qc.ca/'),
                ('${ids.gstTemplate}', 'GST/HST registration', 'federal', 'All', 12, '{"kind":"no_fixed_expiry","months":12}', 'Canada Revenue Agency', 'https://www.canada.ca/gst'),
                ('${ids.fixedTemplate}', 'Business licence', 'municipal', 'All', 12, '{"kind":"fixed_date","month":12,"day":31}', 'City of Vancouver', null)`,
      `insert into licenses (id, business_id, template_id, license_name, level, issued_date, expiry_date, is_manually_changed)
         values ('${ids.liquor}', '${ids.business}', '${ids.termTemplate}', 'Liquor permit', 'provincial', '2026-01-15', '2027-01-15', false),
                ('${ids.gst}', '${ids.business}', '${ids.gstTemplate}', 'GST/HST registration', 'federal', '2019-03-01', '2020-03-01', true),
                ('${ids.vancouver}', '${ids.business}', '${ids.fixedTemplate}', 'Business licence', 'municipal', '2026-03-15', '2026-12-31', false),
                ('${ids.custom}', '${ids.business}', null, 'Patio permit', 'municipal', '2026-05-01', '2027-05-01', false)`,
      `insert into reminder_deliveries (license_id, user_id, expiry_date, threshold_days, channel, status, due_at, next_attempt_at)
         values ('${ids.gst}', '${ids.user}', '2020-03-01', 30, 'email', 'pending', now(), now()),
                ('${ids.gst}', '${ids.user}', '2020-03-01', 14, 'email', 'sent', now(), now()),
                ('${ids.liquor}', '${ids.user}', '2027-01-15', 30, 'email', 'pending', now(), now())`,
    ];
    for (const statement of statements) await db.database.exec(statement);
    await runMigrations(db.database);
  });
  afterAll(async () => {
    await db?.destroy();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('converts the templates’ rules to term | fixed_date | none', async () => {
    const templates = await rows<{ id: string; renewal_rule: unknown }>(
      `select id, renewal_rule from license_templates order by id`,
    );
    expect(templates).toEqual([
      { id: ids.termTemplate, renewal_rule: { kind: 'term', months: 12 } },
      { id: ids.gstTemplate, renewal_rule: { kind: 'none' } },
      { id: ids.fixedTemplate, renewal_rule: { kind: 'fixed_date', month: 12, day: 31 } },
    ]);
  });

  it('copies each licence’s rule, authority and source from its template; no-expiry licences lose their expiry', async () => {
    const licences = await rows<Record<string, unknown>>(
      `select id, renewal_rule, expiry_date::text as expiry_date, is_manually_changed, authority, source_url,
              expiry_estimated, reminder_days, reminders_acknowledged_at
         from licenses order by id`,
    );
    expect(licences).toEqual([
      {
        id: ids.liquor,
        renewal_rule: { kind: 'term', months: 12 },
        expiry_date: '2027-01-15',
        is_manually_changed: false,
        authority: 'RACJ',
        source_url: 'https://www.racj.gouv.qc.ca/',
        expiry_estimated: false,
        reminder_days: [30, 14, 7],
        reminders_acknowledged_at: null,
      },
      {
        id: ids.gst,
        renewal_rule: { kind: 'none' },
        expiry_date: null,
        is_manually_changed: false,
        authority: 'Canada Revenue Agency',
        source_url: 'https://www.canada.ca/gst',
        expiry_estimated: false,
        reminder_days: [30, 14, 7],
        reminders_acknowledged_at: null,
      },
      expect.objectContaining({
        id: ids.vancouver,
        renewal_rule: { kind: 'fixed_date', month: 12, day: 31 },
        expiry_date: '2026-12-31',
        authority: 'City of Vancouver',
        source_url: null,
      }),
      // No template: a 12-month term, nothing to copy.
      expect.objectContaining({
        id: ids.custom,
        renewal_rule: { kind: 'term', months: 12 },
        expiry_date: '2027-05-01',
        authority: null,
      }),
    ]);
  });

  it('gives every licence its current period with its dates', async () => {
    const periods = await rows<Record<string, unknown>>(
      `select license_id, issued_date::text as issued_date, expiry_date::text as expiry_date, is_current, renewed_at
         from license_periods order by license_id`,
    );
    expect(periods).toEqual([
      {
        license_id: ids.liquor,
        issued_date: '2026-01-15',
        expiry_date: '2027-01-15',
        is_current: true,
        renewed_at: null,
      },
      {
        license_id: ids.gst,
        issued_date: '2019-03-01',
        expiry_date: null,
        is_current: true,
        renewed_at: null,
      },
      {
        license_id: ids.vancouver,
        issued_date: '2026-03-15',
        expiry_date: '2026-12-31',
        is_current: true,
        renewed_at: null,
      },
      {
        license_id: ids.custom,
        issued_date: '2026-05-01',
        expiry_date: '2027-05-01',
        is_current: true,
        renewed_at: null,
      },
    ]);
  });

  it('cancels the unsent reminders of no-expiry licences, and only those', async () => {
    const deliveries = await rows<{
      license_id: string;
      threshold_days: number;
      status: string;
      kind: string;
    }>(
      `select license_id, threshold_days, status, kind from reminder_deliveries order by license_id, threshold_days`,
    );
    expect(deliveries).toEqual([
      { license_id: ids.liquor, threshold_days: 30, status: 'pending', kind: 'reminder' },
      { license_id: ids.gst, threshold_days: 14, status: 'sent', kind: 'reminder' },
      { license_id: ids.gst, threshold_days: 30, status: 'cancelled', kind: 'reminder' },
    ]);
    const [user] = await rows<{ reminder_digest: string }>(`select reminder_digest from users`);
    expect(user).toEqual({ reminder_digest: 'off' });
  });

  it('holds the new rule in the database: an expiry exactly when the rule has one', async () => {
    await expect(
      db.database.exec(`update licenses set expiry_date = '2030-01-01' where id = '${ids.gst}'`),
    ).rejects.toThrow(/licenses_expiry_matches_rule/);
    await expect(
      db.database.exec(`update licenses set expiry_date = null where id = '${ids.liquor}'`),
    ).rejects.toThrow(/licenses_expiry_matches_rule/);
  });
});
