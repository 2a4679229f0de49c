#!/usr/bin/env node
// `npm run bench`: every benchmark in turn against the real server on PostgreSQL
// (BENCH_DATABASE_URL, default the local server), and the embedded database (PGlite) under 200
// clients (pglite-queue.ts). Results print as JSON.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const benches = [
  'apps/server/bench/api/run.ts',
  'apps/server/bench/pglite-queue.ts',
  'apps/server/bench/reminders.ts',
  'apps/server/bench/data-transfer.ts',
  'apps/server/bench/zip-bomb.ts',
  'e2e/bench/licence-table.ts',
  'e2e/bench/lighthouse.ts',
].filter((f) => existsSync(`${root}/${f}`));
let failed = 0;
for (const bench of benches) {
  console.log(`\n== ${bench}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', bench], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
