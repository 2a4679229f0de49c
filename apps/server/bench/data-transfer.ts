// Data in and out (issue 18): a 5,000-row licence import (then the same file again, matching every
// row), the export of those licences, and the calendar feed of 1,000 licences — on PostgreSQL
// (BENCH_DATABASE_URL's server, a database of its own) and on PGlite in memory.
//   node --import tsx apps/server/bench/data-transfer.ts
//   BENCH_IMPORT_ROWS=5000 BENCH_FEED_LICENSES=1000 BENCH_DB=postgres|pglite|both
import { LicenseExportQuery } from '@lt/core';
import { sql } from 'drizzle-orm';
import type { DatabaseConnection } from '../src/db/client';
import { openDatabase } from '../src/db/client';
import { feedTokens } from '../src/modules/calendar/feed-token';
import { calendarFeed, calendarUrl } from '../src/modules/calendar/service';
import { exportRows } from '../src/modules/data-transfer/export';
import { importLicenses } from '../src/modules/data-transfer/import';
import { writeCsv, writeXlsx } from '../src/modules/data-transfer/sheet-files';
import { prepareDatabase } from '../src/prepare-database';
import { benchDatabase } from './support';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5_000);
const FEED_LICENSES = Number(process.env.BENCH_FEED_LICENSES ?? 1_000);
const WHICH = process.env.BENCH_DB ?? 'both';
const NOW = new Date('2026-11-23T15:00:00Z');
const BUSINESSES = ['Maple Diner', 'Gastown Café', 'Signal Hill Goods'];

const seconds = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;
const round = (n: number, digits = 3) => Number(n.toFixed(digits));

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const start = process.hrtime.bigint();
  const result = await run();
  return [result, round(seconds(start))];
}

/** A user with three businesses; their ids. */
async function owner(database: DatabaseConnection, tag: string): Promise<string> {
  const result = (await database.db.execute(sql`
    insert into users (issuer, subject, email, email_verified) values ('bench', ${tag}, ${`${tag}@example.com`}, true)
    returning id`)) as unknown as { rows: { id: string }[] };
  const id = result.rows[0]!.id;
  for (const name of BUSINESSES) {
    await database.db.execute(sql`
      insert into businesses (owner_id, business_name, business_type, city, province, time_zone)
      values (${id}, ${name}, 'Restaurant', 'Toronto', 'ON', 'America/Toronto')`);
  }
  return id;
}

/** A sheet as a bookkeeper keeps one: French headers, ";" separated, a few thousand licences. */
function frenchSheet(rows: number): Buffer {
  const lines = [
    ['Entreprise', 'Nom du permis', 'Date de délivrance', "Date d'expiration", 'Numéro', 'Niveau', 'Notes'],
  ];
  for (let i = 0; i < rows; i += 1) {
    const month = String((i % 12) + 1).padStart(2, '0');
    lines.push([
      BUSINESSES[i % BUSINESSES.length]!,
      `Permis n° ${i}`,
      `2026-${month}-01`,
      i % 7 === 0 ? '' : `2027-${month}-01`,
      `P-${i}`,
      ['Municipal', 'Provincial', 'Fédéral'][i % 3]!,
      i % 5 === 0 ? 'À renouveler; voir « dossier »' : '',
    ]);
  }
  return Buffer.from(
    `\uFEFF${lines.map((l) => l.map((c) => (c.includes(';') ? `"${c}"` : c)).join(';')).join('\r\n')}`,
  );
}

async function measure(label: string, database: DatabaseConnection) {
  const importer = await owner(database, `${label}-import`);
  const sheet = frenchSheet(ROWS);
  const request = { file: sheet, mode: 'all_or_nothing' as const, dryRun: false };
  const [first, importSeconds] = await timed(() => importLicenses(database.db, importer, request, NOW));
  const [again, reimportSeconds] = await timed(() => importLicenses(database.db, importer, request, NOW));
  const [preview, dryRunSeconds] = await timed(() =>
    importLicenses(database.db, importer, { ...request, dryRun: true }, NOW),
  );
  const [rows, exportSeconds] = await timed(() =>
    exportRows(database.db, importer, LicenseExportQuery.parse({ lang: 'fr' }), NOW),
  );
  const [csv, csvSeconds] = await timed(async () => writeCsv(rows));
  const [xlsx, xlsxSeconds] = await timed(() => writeXlsx(rows, 'Licences'));
  const [xlsxImport, xlsxImportSeconds] = await timed(() =>
    importLicenses(database.db, importer, { ...request, file: xlsx }, NOW),
  );

  // The feed: a user with FEED_LICENSES licences (imported the same way).
  const subscriber = await owner(database, `${label}-feed`);
  await importLicenses(database.db, subscriber, { ...request, file: frenchSheet(FEED_LICENSES) }, NOW);
  const ctx = {
    db: database.db,
    tokens: await feedTokens(database.db),
    publicUrl: 'https://tracker.example.ca',
  };
  const token = new URL(await calendarUrl(ctx, subscriber)).pathname.split('/').pop()!.replace('.ics', '');
  await calendarFeed(ctx, token, NOW); // warm
  const [ics, feedSeconds] = await timed(async () => (await calendarFeed(ctx, token, NOW))!);

  return {
    database: label,
    import: {
      rows: ROWS,
      seconds: importSeconds,
      rows_per_second: Math.round(ROWS / importSeconds),
      created: first.created,
      reimport_seconds: reimportSeconds,
      reimport_unchanged: again.unchanged,
      dry_run_seconds: dryRunSeconds,
      dry_run_unchanged: preview.unchanged,
      xlsx_reimport_seconds: xlsxImportSeconds,
      xlsx_reimport_unchanged: xlsxImport.unchanged,
    },
    export: {
      rows: rows.length - 1,
      rows_seconds: exportSeconds,
      csv_seconds: csvSeconds,
      csv_bytes: csv.length,
      xlsx_seconds: xlsxSeconds,
      xlsx_bytes: xlsx.length,
    },
    feed: {
      licences: FEED_LICENSES,
      events: ics.split('BEGIN:VEVENT').length - 1,
      seconds: feedSeconds,
      bytes: Buffer.byteLength(ics),
    },
  };
}

const results = [];
if (WHICH !== 'pglite') {
  const bench = await benchDatabase();
  try {
    results.push(await measure('postgres', bench.database));
  } finally {
    await bench.drop();
  }
}
if (WHICH !== 'postgres') {
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' } as never);
  try {
    await prepareDatabase(database);
    results.push(await measure('pglite', database));
  } finally {
    await database.close();
  }
}
console.log(JSON.stringify({ bench: 'data-transfer', results }, null, 2));
