#!/usr/bin/env node
// Lighthouse mobile performance of `/` (signed out) and `/app/dashboard` (signed in), median of N
// runs (issue 20: ≥ 95 each), and what costs points. A measuring tool, not a test: not part of
// `npm test` or CI. It runs the Lighthouse benchmark of `npm run bench` (e2e/bench/lighthouse.ts:
// the built product on a fresh database, Debian's Chromium, Lighthouse 12 from e2e's
// devDependencies) alone, keeps each run's report, and lists the audits below 0.9.
//
//   npm run build && node scripts/lighthouse.mjs [--runs 3] [--port 3192] [--keep DIR]
//
// The product listens on --port and Chromium's DevTools on --port + 4. --keep writes each run's
// report (JSON, for the Lighthouse viewer) into DIR instead of a temporary folder.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3192' },
    keep: { type: 'string' },
  },
});
if (values.keep) mkdirSync(values.keep, { recursive: true });
const reports = values.keep ?? mkdtempSync(join(tmpdir(), 'lt-lighthouse-reports-'));
try {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'e2e/bench/lighthouse.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      BENCH_LIGHTHOUSE_RUNS: values.runs,
      BENCH_LIGHTHOUSE_PORT: values.port,
      BENCH_LIGHTHOUSE_CDP_PORT: String(Number(values.port) + 4),
      BENCH_LIGHTHOUSE_REPORTS: reports,
    },
  });
  // What cost points, run by run: every scored audit below 0.9, with its value.
  for (const file of readdirSync(reports).sort()) {
    const lhr = JSON.parse(readFileSync(join(reports, file), 'utf8'));
    const lost = Object.values(lhr.audits)
      .filter((a) => typeof a.score === 'number' && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    console.log(`${file}: ${score}${lost.length ? ` — below 0.9: ${lost.join(', ')}` : ''}`);
  }
  process.exitCode = run.status ?? 1;
} finally {
  if (!values.keep) rmSync(reports, { recursive: true, force: true });
}
