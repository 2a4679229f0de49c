// npm run bench: a decompression bomb against the licence import (issue 31, item 4). A ~1 MB .xlsx
// whose sheet inflates to 1 GiB is posted through app.inject: once declaring its true size, once
// claiming 1 KB (so only the inflation budget can stop it), then two of those at once from two
// accounts. Prints each refusal's time and the process's RSS and heap before and after (with a
// full garbage collection), and fails when a refusal takes 1 s or more or RSS does not come back
// under its baseline + 50 MB.
//   node --import tsx apps/server/bench/zip-bomb.ts
//   BENCH_BOMB_MB   what the sheet inflates to (default 1024)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import ExcelJS from 'exceljs';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/prepare-database';
import { multipartForm } from '../test/support/multipart';
import { tokenMinter } from '../test/support/tokens';
import { bombWorkbook } from '../test/support/zip-bomb';

const MB = 1024 * 1024;
const BOMB_MB = Number(process.env.BENCH_BOMB_MB ?? 1024);
const MAX_REFUSAL_S = 1;
const MAX_GROWTH_MB = 50;

// A full collection on demand, without asking npm run bench for --expose-gc.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const round = (n: number, digits = 3) => Number(n.toFixed(digits));
function memory() {
  gc();
  const { rss, heapUsed, external } = process.memoryUsage();
  return {
    rss_mb: round(rss / MB, 1),
    heap_mb: round(heapUsed / MB, 1),
    external_mb: round(external / MB, 1),
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'lt-bench-bomb-'));
try {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  const database = await openDatabase(config.database);
  await prepareDatabase(database);
  const app = await buildApp({ config, database, webDist: false });
  await app.ready();
  const { mint } = await tokenMinter(database.db, config);
  const bearer = async (n: number) => ({
    authorization: `Bearer ${await mint({ subject: `local|bomb-${n}`, email: `bomb${n}@example.test`, name: `bomb ${n}` })}`,
  });
  const accounts = await Promise.all([0, 1].map(bearer));

  async function post(bytes: Buffer, headers: { authorization: string }) {
    const form = await multipartForm({ name: 'licences.xlsx', bytes }, { dry_run: 'true' });
    const start = process.hrtime.bigint();
    const response = await app.inject({
      method: 'POST',
      url: '/api/licenses/import/',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    const seconds = round(Number(process.hrtime.bigint() - start) / 1e9);
    return { status: response.statusCode, seconds, detail: response.json().detail as string | undefined };
  }

  const truthful = await bombWorkbook(BOMB_MB * MB);
  const liar = await bombWorkbook(BOMB_MB * MB, 1024);
  // Warm-up: a real workbook through the same route from each account, so that exceljs, the route
  // and both accounts exist before the baseline (they stay; a bomb must add nothing on top).
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Licences').addRows([['Licence name'], ['Patio permit']]);
  const normal = Buffer.from(await workbook.xlsx.writeBuffer());
  const warm = (await Promise.all(accounts.map((account) => post(normal, account))))[0]!;
  // And a 1 MB upload that is no workbook (refused 400): what taking any upload of that size leaves
  // behind in the allocator (~20 MB of RSS, measured) is in the baseline, not charged to the bomb.
  const junk = Buffer.alloc(truthful.length, 0xff);
  await Promise.all(accounts.map((account) => post(junk, account)));
  const before = memory();

  const runs = {
    declared: await post(truthful, accounts[0]!),
    lying: await post(liar, accounts[0]!),
    two_at_once: await Promise.all(accounts.map((account) => post(liar, account))),
  };
  const after = memory();
  const refusals = [runs.declared, runs.lying, ...runs.two_at_once];
  const figures = {
    scenario: `a ${round(truthful.length / MB, 2)} MB .xlsx whose sheet inflates to ${BOMB_MB} MB (the liar: ${round(liar.length / MB, 2)} MB, declaring 1 KB), PGlite`,
    warm_up_status: warm.status,
    ...runs,
    memory_before: before,
    memory_after: after,
    rss_growth_mb: round(after.rss_mb - before.rss_mb, 1),
  };
  console.log(JSON.stringify(figures, null, 2));
  const slow = refusals.some((r) => r.seconds >= MAX_REFUSAL_S);
  const accepted = refusals.some((r) => r.status < 400 || r.status >= 500);
  if (warm.status !== 200 || accepted || slow || figures.rss_growth_mb > MAX_GROWTH_MB) {
    console.error(
      `FAIL: a bomb not refused with 4xx in under ${MAX_REFUSAL_S} s, or RSS not back under baseline + ${MAX_GROWTH_MB} MB`,
    );
    process.exitCode = 1;
  }
  await app.close();
  await database.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
