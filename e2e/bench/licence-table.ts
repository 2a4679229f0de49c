// npm run bench: time from navigation to a rendered licence table for a user with 1,000
// licences, in Debian's Chromium against the real product (`npm start`) on a fresh database.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';

const LICENCES = Number(process.env.BENCH_TABLE_LICENSES ?? 1000);
const RUNS = Number(process.env.BENCH_TABLE_RUNS ?? 5);
const PORT = Number(process.env.BENCH_TABLE_PORT ?? 3191);
const BASE = `http://localhost:${PORT}`;
const root = fileURLToPath(new URL('../..', import.meta.url));

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      PUBLIC_URL: BASE,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'lt-bench-table-')),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
      WORKER: 'off',
      ...(process.env.BENCH_TABLE_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_TABLE_DATABASE_URL } : {}),
    },
  });
  for (let i = 0; i < 600; i += 1) {
    if (
      await fetch(`${BASE}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

/** Signs up through the built-in pages and returns the bearer token the app sends. */
async function signUp(page: Page): Promise<string> {
  let token = '';
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (header?.startsWith('Bearer ')) token = header;
  });
  await page.goto(`${BASE}/`);
  await page.getByRole('button', { name: 'Get Started' }).first().click();
  await page.getByRole('link', { name: 'Create account' }).click();
  await page.getByLabel('Full name').fill('Bench Owner');
  await page.getByLabel('Email').fill(`bench-${Date.now()}@example.test`);
  await page.getByLabel('Password').fill('bench password 1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/app\/onboarding$/);
  while (!token) await page.waitForTimeout(50);
  return token;
}

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${BASE}/api${path}`, {
    method,
    headers: { authorization: token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage();
  const token = await signUp(page);
  const templates = await api<{ federal: { id: string }[] }>(
    token,
    'GET',
    '/onboarding/license-templates?business_type=Retail&province=ON&city=Toronto',
  );
  const { business } = await api<{ business: { id: string } }>(token, 'POST', '/onboarding/complete', {
    business: { business_name: 'Bench Books', business_type: 'Retail', city: 'Toronto', province: 'ON' },
    licenses: [{ template_id: templates.federal[0]!.id, issued_date: '2026-01-15' }],
    notification_channels: ['email'],
  });
  const levels = ['municipal', 'provincial', 'federal'];
  for (let i = 1; i < LICENCES; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, LICENCES - i) }, (_, j) =>
        api(token, 'POST', '/licenses/', {
          business_id: business.id,
          license_name: `Licence ${i + j}`,
          level: levels[(i + j) % 3],
          issued_date: '2026-01-15',
          expiry_date: `2027-${String(((i + j) % 12) + 1).padStart(2, '0')}-15`,
        }),
      ),
    );
  }

  const timings: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`${BASE}/app/dashboard`);
    await page.getByRole('heading', { name: 'License Dashboard' }).waitFor();
    const started = performance.now();
    await page.goto(`${BASE}/app/licenses`);
    await page.getByRole('heading', { name: 'License Manager' }).waitFor();
    await page
      .getByText(`Licence ${LICENCES - 1}`, { exact: true })
      .first()
      .waitFor({ timeout: 60_000 });
    timings.push(Math.round(performance.now() - started));
  }
  const sorted = [...timings].sort((a, b) => a - b);
  console.log(
    JSON.stringify(
      {
        benchmark: `navigation to a rendered licence table (${LICENCES} licences, full page load incl. silent sign-in)`,
        runs_ms: timings,
        median_ms: sorted[Math.floor(sorted.length / 2)],
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
