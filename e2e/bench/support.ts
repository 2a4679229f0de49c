// Shared by the browser benchmarks: the real product (`npm start`) on a fresh database, a user
// signed up through the built-in pages, and the API calls that give that user data.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface RunningServer {
  base: string;
  stop(): Promise<void>;
}

/**
 * `scripts/start.mjs` on `port` with its own PGlite folder (or `databaseUrl`), waiting for
 * /api/health. `stop()` ends it and removes the folder.
 */
export async function startServer(options: {
  port: number;
  name: string;
  databaseUrl?: string;
}): Promise<RunningServer> {
  const base = `http://localhost:${options.port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `lt-bench-${options.name}-`));
  const server: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(options.port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
      WORKER: 'off',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 600; i += 1) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error('server did not start');
}

/** Signs up through the built-in pages and returns the bearer token the app sends. */
export async function signUp(page: Page, base: string): Promise<string> {
  let token = '';
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (header?.startsWith('Bearer ')) token = header;
  });
  await page.goto(`${base}/`);
  await page.getByRole('button', { name: 'Get Started' }).first().click();
  // "Get Started" opens account creation itself (prompt=create); from a sign-in page, follow the link.
  await page
    .getByLabel('Full name')
    .or(page.getByRole('link', { name: 'Create account' }))
    .first()
    .waitFor();
  const link = page.getByRole('link', { name: 'Create account' });
  if (await link.isVisible()) await link.click();
  await page.getByLabel('Full name').fill('Bench Owner');
  await page.getByLabel('Email').fill(`bench-${Date.now()}@example.test`);
  await page.getByLabel('Password').fill('bench password 1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/app\/onboarding$/);
  while (!token) await page.waitForTimeout(50);
  return token;
}

export async function api<T>(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { authorization: token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Completes onboarding (a Toronto retail business with one federal licence from the catalogue)
 * and adds licences until the business has `licences` of them, 50 requests at a time.
 */
export async function seedBusiness(base: string, token: string, licences: number): Promise<void> {
  const templates = await api<{ federal: { id: string }[] }>(
    base,
    token,
    'GET',
    '/onboarding/license-templates?business_type=Retail&province=ON&city=Toronto',
  );
  const { business } = await api<{ business: { id: string } }>(base, token, 'POST', '/onboarding/complete', {
    business: { business_name: 'Bench Books', business_type: 'Retail', city: 'Toronto', province: 'ON' },
    licenses: [{ template_id: templates.federal[0]!.id, issued_date: '2026-01-15' }],
    notification_channels: ['email'],
  });
  const levels = ['municipal', 'provincial', 'federal'];
  for (let i = 1; i < licences; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, licences - i) }, (_, j) =>
        api(base, token, 'POST', '/licenses/', {
          business_id: business.id,
          license_name: `Licence ${i + j}`,
          level: levels[(i + j) % 3],
          issued_date: '2026-01-15',
          expiry_date: `2027-${String(((i + j) % 12) + 1).padStart(2, '0')}-15`,
        }),
      ),
    );
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
