import { rmSync } from 'node:fs';
import { addMonths, estimateExpiry, type PlainDate, todayIn } from '@lt/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../test/support/database';
import { emptyDatabase, foldersUpTo, migrateWith } from '../../test/support/migration-database';
import { runMigrations } from './migrate';

/**
 * Decision 042, migration 0030 on rows of 0029: a licence without a template gives back the
 * authority, link and renewal rule it borrowed from a catalogue template of its level and place,
 * and keeps everything the user typed; a licence made from a template is left alone.
 */
const id = (n: number, kind = 4) => `${kind}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const user = id(1, 1);
const [quebec, toronto] = [id(1, 2), id(2, 2)];
const [quebecCo, agco, healthCanada, torontoMls] = [id(1, 3), id(2, 3), id(3, 3), id(4, 3)];
const L = {
  quebecBorrowed: id(1),
  quebecTyped: id(2),
  ontarioManual: id(3),
  ontarioCalculated: id(4),
  federalMixed: id(5),
  withTemplate: id(6),
  elsewhere: id(7),
  twelveMonths: id(8),
};
/** Issue dates of licences that borrowed "no expiry" in Québec: the 12-month estimate of each is core's. */
const ESTIMATE_DATES = ['2024-03-10', '2024-02-29', '2016-02-29', '2023-01-31', '2025-08-31'];

const TEMPLATES = `insert into license_templates (id, name, level, business_types, province, city,
  default_validity_months, renewal_rule, issuing_authority, issuing_authority_fr, source_url) values
  ('${quebecCo}', 'Certificat d''occupation', 'municipal', '{Retail}', 'QC', 'Québec', 12, '{"kind":"none"}',
    'Ville de Québec', 'Ville de Québec', 'https://quebec.example/co'),
  ('${agco}', 'Liquor sales licence', 'provincial', '{Restaurant}', 'ON', null, 36, '{"kind":"term","months":36}',
    'AGCO', 'CAJO', 'https://agco.example'),
  ('${healthCanada}', 'Drug licence', 'federal', '{Healthcare}', null, null, 12,
    '{"kind":"fixed_date","month":3,"day":31}', 'Health Canada', 'Santé Canada', 'https://hc.example'),
  ('${torontoMls}', 'Business licence', 'municipal', '{Retail}', 'ON', 'Toronto', 12, '{"kind":"term","months":12}',
    'Toronto MLS', null, 'https://toronto.example')`;

interface Row {
  id: string;
  authority: string | null;
  authority_fr: string | null;
  source_url: string | null;
  renewal_rule: unknown;
  expiry_date: string | null;
  expiry_estimated: boolean;
  is_manually_changed: boolean;
  acknowledged: boolean;
  period_expiry: string | null;
}

describe.each(DB_KINDS)('migration 0030 on rows of 0029 (%s)', (kind) => {
  let db: Awaited<ReturnType<typeof emptyDatabase>>;
  let folder: string;
  let today: PlainDate;
  let before: Map<string, Row>;
  let after: Map<string, Row>;
  const rows = async <T>(text: string): Promise<T[]> =>
    ((await db.database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
  const licences = async () =>
    new Map(
      (
        await rows<Row>(
          `select l.id, l.authority, l.authority_fr, l.source_url, l.renewal_rule,
             to_char(l.expiry_date, 'YYYY-MM-DD') as expiry_date, l.expiry_estimated, l.is_manually_changed,
             l.reminders_acknowledged_at is not null as acknowledged,
             to_char(p.expiry_date, 'YYYY-MM-DD') as period_expiry
           from licenses l left join license_periods p on p.license_id = l.id and p.is_current`,
        )
      ).map((r) => [r.id, r]),
    );

  beforeAll(async () => {
    today = todayIn('America/Toronto', new Date());
    db = await emptyDatabase(kind);
    folder = foldersUpTo('0029_activities_and_french_names');
    await migrateWith(db.database, folder);
    const licence = (
      n: string,
      business: string,
      fields: {
        level: string;
        issued: string;
        expiry: string | null;
        rule: string;
        authority?: string | null;
        source?: string | null;
        manual?: boolean;
        template?: string;
      },
    ) => {
      const text = (v: string | null | undefined) => (v == null ? 'null' : `'${v.replaceAll("'", "''")}'`);
      return `('${n}', '${business}', ${text(fields.template)}, 'Licence ${n.slice(-3)}', '${fields.level}',
        '${fields.issued}', ${text(fields.expiry)}, '${fields.rule}', ${text(fields.authority)},
        ${text(fields.source)}, ${fields.manual ?? false}, now())`;
    };
    const none = '{"kind":"none"}';
    const term = (months: number) => `{"kind":"term","months":${months}}`;
    const quebecBorrowed = ESTIMATE_DATES.map((issued, i) =>
      licence(i === 0 ? L.quebecBorrowed : id(100 + i), quebec, {
        level: 'municipal',
        issued,
        expiry: null,
        rule: none,
        authority: 'Ville de Québec',
        source: 'https://quebec.example/co',
      }),
    );
    const statements = [
      `insert into users (id, issuer, subject, email, full_name, notification_channels)
         values ('${user}', 'https://id.example', 'u1', 'owner@example.test', 'Owner', '{email}')`,
      `insert into workspaces (id, name, personal, created_by) values ('${id(1, 5)}', 'Owner', true, '${user}')`,
      `insert into businesses (id, owner_id, workspace_id, business_name, business_type, city, province, time_zone)
         values ('${quebec}', '${user}', '${id(1, 5)}', 'Boutique', 'Retail', 'Quebec City', 'QC', 'America/Toronto'),
                ('${toronto}', '${user}', '${id(1, 5)}', 'Diner', 'Restaurant', 'Toronto', 'ON', 'America/Toronto')`,
      TEMPLATES,
      `insert into licenses (id, business_id, template_id, license_name, level, issued_date, expiry_date,
         renewal_rule, authority, source_url, is_manually_changed, reminders_acknowledged_at) values
       ${[
         ...quebecBorrowed,
         // Typed in Québec: the rule is the template's, but nothing shows it came from it.
         licence(L.quebecTyped, quebec, {
           level: 'municipal',
           issued: '2025-05-01',
           expiry: null,
           rule: none,
           authority: 'Mon arrondissement',
         }),
         // Borrowed in Ontario, the expiry set by hand: the date stays, the next renewal is 12 months.
         licence(L.ontarioManual, toronto, {
           level: 'provincial',
           issued: '2025-01-10',
           expiry: '2027-12-31',
           rule: term(36),
           authority: 'AGCO',
           source: 'https://agco.example',
           manual: true,
         }),
         // Borrowed, the expiry worked out by the borrowed 36 months: worked out again by 12.
         licence(L.ontarioCalculated, toronto, {
           level: 'provincial',
           issued: '2020-02-29',
           expiry: addMonths('2020-02-29', 36 * 3),
           rule: term(36),
           authority: 'AGCO',
           source: 'https://agco.example',
         }),
         // The user's authority with the template's link and rule: the link and the rule go back.
         licence(L.federalMixed, toronto, {
           level: 'federal',
           issued: '2026-04-01',
           expiry: '2027-03-31',
           rule: '{"kind":"fixed_date","month":3,"day":31}',
           authority: 'My accountant',
           source: 'https://hc.example',
           manual: true,
         }),
         licence(L.withTemplate, toronto, {
           level: 'provincial',
           issued: '2026-01-10',
           expiry: '2029-01-10',
           rule: term(36),
           authority: 'AGCO',
           source: 'https://agco.example',
           template: agco,
         }),
         // Québec's authority on an Ontario licence: no Québec template applies in Toronto.
         licence(L.elsewhere, toronto, {
           level: 'municipal',
           issued: '2026-01-10',
           expiry: null,
           rule: none,
           authority: 'Ville de Québec',
           source: 'https://quebec.example/co',
         }),
         licence(L.twelveMonths, toronto, {
           level: 'municipal',
           issued: '2026-01-10',
           expiry: '2027-01-10',
           rule: term(12),
           authority: 'Toronto MLS',
           source: 'https://toronto.example',
         }),
       ].join(',\n')}`,
      `insert into license_periods (license_id, issued_date, expiry_date)
         select id, issued_date, expiry_date from licenses`,
    ];
    for (const statement of statements) await db.database.exec(statement);
    before = await licences();
    await runMigrations(db.database);
    after = await licences();
  });
  afterAll(async () => {
    await db?.destroy();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('takes back what a Québec licence borrowed, and estimates its 12 months exactly as core does', () => {
    ESTIMATE_DATES.forEach((issued, i) => {
      const row = after.get(i === 0 ? L.quebecBorrowed : id(100 + i))!;
      const expected = estimateExpiry(issued, { kind: 'term', months: 12 }, today);
      expect(row, issued).toMatchObject({
        authority: null,
        authority_fr: null,
        source_url: null,
        renewal_rule: { kind: 'term', months: 12 },
        expiry_date: expected.expiry_date,
        expiry_estimated: expected.expiry_estimated,
        is_manually_changed: false,
        acknowledged: false,
        period_expiry: expected.expiry_date,
      });
    });
  });

  it('keeps what the user typed, and the licences made from a template or elsewhere', () => {
    for (const kept of [L.quebecTyped, L.withTemplate, L.elsewhere]) {
      expect(after.get(kept), kept).toEqual(before.get(kept));
    }
  });

  it('keeps a date set by hand and fixes only the rule, so the next renewal is 12 months', () => {
    expect(after.get(L.ontarioManual)).toEqual({
      ...before.get(L.ontarioManual),
      authority: null,
      source_url: null,
      renewal_rule: { kind: 'term', months: 12 },
    });
    expect(after.get(L.federalMixed)).toEqual({
      ...before.get(L.federalMixed),
      authority: 'My accountant',
      source_url: null,
      renewal_rule: { kind: 'term', months: 12 },
    });
  });

  it('works out again a date the borrowed rule had worked out', () => {
    const expected = estimateExpiry('2020-02-29', { kind: 'term', months: 12 }, today);
    expect(after.get(L.ontarioCalculated)).toMatchObject({
      authority: null,
      source_url: null,
      renewal_rule: { kind: 'term', months: 12 },
      expiry_date: expected.expiry_date,
      expiry_estimated: true,
      period_expiry: expected.expiry_date,
      acknowledged: false,
    });
  });

  it('clears a borrowed authority and link that came with the 12 months every licence takes', () => {
    expect(after.get(L.twelveMonths)).toEqual({
      ...before.get(L.twelveMonths),
      authority: null,
      source_url: null,
    });
  });
});
