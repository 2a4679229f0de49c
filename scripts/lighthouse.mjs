#!/usr/bin/env node
// Lighthouse mobile scores of `/` and `/app/dashboard`, median of N runs (issue 20: ≥ 95 each).
// A measuring tool, not a test: not part of `npm test` or CI. Lighthouse and puppeteer-core are not
// dependencies of the project; install them anywhere and name the folder:
//
//   npm install --prefix /tmp/lh-tools lighthouse puppeteer-core
//   npm run build && LIGHTHOUSE_TOOLS=/tmp/lh-tools node scripts/lighthouse.mjs [--runs 3] [--port 3390]
//
// It starts the built product (scripts/start.mjs) on a fresh embedded database, signs up through
// the built-in sign-in pages, onboards through the API, and audits the dashboard in that signed-in
// tab (its silent sign-in uses the tab's id_token_hint, as after a reload). `/` is audited in a
// fresh, signed-out browser context. Chromium: CHROMIUM_PATH, else /usr/bin/chromium.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, port: { type: 'string', default: '3390' } },
});
const runs = Number(values.runs);
const base = `http://localhost:${values.port}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function importTool(name) {
  const dir = process.env.LIGHTHOUSE_TOOLS ?? root;
  try {
    const require = createRequire(join(dir, 'package.json'));
    return await import(pathToFileURL(require.resolve(name)).href);
  } catch {
    console.error(`${name} not found in ${dir}: see the comment at the top of scripts/lighthouse.mjs`);
    process.exit(2);
  }
}

async function waitForHealth(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${base} did not become healthy`);
}

function startProduct(dataDir) {
  return spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: values.port,
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '10000',
      SIGNUPS_PER_HOUR: '10000',
    },
  });
}

/** Signs up a new account in `page` and onboards it through the API; the tab stays signed in. */
async function signedInTab(page) {
  let token = '';
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (header?.startsWith('Bearer ')) token = header;
  });
  const id = Math.random().toString(36).slice(2, 10);
  await page.goto(`${base}/`);
  const getStarted = await page.waitForSelector('::-p-text(Get Started)');
  await Promise.all([page.waitForNavigation(), getStarted.click()]);
  await page.waitForSelector('input[name="name"]');
  await page.type('input[name="name"]', `Lighthouse ${id}`);
  await page.type('input[name="email"]', `lighthouse-${id}@example.test`);
  await page.type('input[name="password"]', `correct horse ${id}`);
  await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
  await page.waitForFunction(() => location.pathname === '/app/onboarding', { timeout: 30_000 });
  for (let i = 0; !token && i < 100; i++) await new Promise((r) => setTimeout(r, 100));
  const headers = { authorization: token, 'content-type': 'application/json' };
  const offered = await fetch(
    `${base}/api/onboarding/license-templates?business_type=Retail&province=ON&city=Toronto`,
    { headers },
  ).then((r) => r.json());
  const licenses = [...offered.federal, ...offered.provincial]
    .slice(0, 6)
    .map((t) => ({ template_id: t.id, issued_date: '2026-01-15' }));
  const done = await fetch(`${base}/api/onboarding/complete`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      business: {
        business_name: 'Lighthouse Books',
        business_type: 'Retail',
        city: 'Toronto',
        province: 'ON',
      },
      licenses,
      notification_channels: ['email'],
    }),
  });
  if (!done.ok) throw new Error(`onboarding: ${done.status} ${await done.text()}`);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function audit(lighthouse, page, path) {
  const result = await lighthouse(
    `${base}${path}`,
    { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: true },
    undefined,
    page,
  );
  const lhr = result.lhr;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  );
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return { scores, finalUrl: lhr.finalDisplayedUrl, failing };
}

const { default: lighthouse } = await importTool('lighthouse');
const puppeteer = (await importTool('puppeteer-core')).default;
const dataDir = mkdtempSync(join(tmpdir(), 'lt-lighthouse-'));
const server = startProduct(dataDir);
let browser;
try {
  await waitForHealth(180_000);
  browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const results = { '/': [], '/app/dashboard': [] };
  for (let i = 0; i < runs; i++) {
    const context = await browser.createBrowserContext();
    results['/'].push(await audit(lighthouse, await context.newPage(), '/'));
    await context.close();
  }
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await signedInTab(page);
  for (let i = 0; i < runs; i++)
    results['/app/dashboard'].push(await audit(lighthouse, page, '/app/dashboard'));

  for (const [path, list] of Object.entries(results)) {
    console.log(`\n${path} (Lighthouse mobile, ${runs} runs)`);
    list.forEach((r, i) => {
      console.log(`  run ${i + 1}: ${JSON.stringify(r.scores)} → ${r.finalUrl}`);
      if (r.failing.length) console.log(`    below 0.9: ${r.failing.join(', ')}`);
    });
    const medians = Object.fromEntries(CATEGORIES.map((c) => [c, median(list.map((r) => r.scores[c]))]));
    console.log(`  median: ${JSON.stringify(medians)}`);
  }
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
