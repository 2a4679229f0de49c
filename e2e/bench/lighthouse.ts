// npm run bench: Lighthouse performance (default config: mobile form factor, simulated throttling)
// of the landing page, signed out, and of the dashboard, signed in with a seeded business, in
// Debian's Chromium against the real product (`npm start`) on a fresh database.
//
// Chromium is started here with a DevTools port so that Playwright (sign-up) and Lighthouse use
// the same profile. The dashboard is audited as a signed-in user reloading it (decision 032): in a
// tab (puppeteer's page, handed to Lighthouse) that holds the ID token hint of the sign-in in its
// sessionStorage, so that the app's silent sign-in (decision 001) finds the provider's session
// cookie. Lighthouse's own new tab has no hint: it measured the redirect through the provider's
// sign-in instead (decision 032). Lighthouse empties the cache but keeps cookies and sessionStorage.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import puppeteer, { type Page as PuppeteerPage } from 'puppeteer-core';
import { CHROMIUM_PATH, median, seedBusiness, signUp, startServer } from './support';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3192);
const CDP_PORT = Number(process.env.BENCH_LIGHTHOUSE_CDP_PORT ?? 9232);
const LICENCES = Number(process.env.BENCH_LIGHTHOUSE_LICENSES ?? 25);
/** A folder to write each run's final screenshot into (JPEG), to see what was measured. */
const SCREENSHOTS = process.env.BENCH_LIGHTHOUSE_SCREENSHOTS;
/** A folder to write each run's whole report into (JSON, for the Lighthouse viewer), to see why. */
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;

interface Run {
  score: number;
  fcp_ms: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  final_url: string;
  /** What Lighthouse took for the largest contentful paint: the loader would mean the wrong page. */
  lcp_element: string;
}

/** sessionStorage key of the ID token hint (apps/web/src/lib/auth/silent-sign-in.ts). */
const ID_TOKEN_HINT_KEY = 'lt.auth.id_token_hint';

/** Chromium in its own process group with a DevTools port and a fresh profile. */
async function startChromium(): Promise<{ stop(): Promise<void> }> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`no Chromium at ${CHROMIUM_PATH} (apt-get install chromium)`);
  const profile = mkdtempSync(join(tmpdir(), 'lt-bench-lighthouse-profile-'));
  const browser: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--remote-debugging-address=127.0.0.1',
      `--remote-debugging-port=${CDP_PORT}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise<void>((resolve) => browser.once('exit', () => resolve()));
  const stop = async () => {
    if (browser.exitCode === null && browser.signalCode === null) process.kill(-browser.pid!, 'SIGTERM');
    await exited;
    rmSync(profile, { recursive: true, force: true });
  };
  for (let i = 0; i < 200; i += 1) {
    if (
      await fetch(`http://127.0.0.1:${CDP_PORT}/json/version`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error('Chromium did not open its DevTools port');
}

async function audit(url: string, expectedPath: string, page?: PuppeteerPage): Promise<Run> {
  const result = await lighthouse(
    url,
    {
      port: CDP_PORT,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (lhr.configSettings.formFactor !== 'mobile' || lhr.configSettings.throttlingMethod !== 'simulate')
    throw new Error('Lighthouse did not use its default mobile settings');
  const finalUrl = lhr.finalDisplayedUrl;
  // The dashboard sends a signed-out visitor back to `/`: a run that ends elsewhere measured the wrong page.
  if (new URL(finalUrl).pathname !== expectedPath) throw new Error(`${url} ended at ${finalUrl}`);
  const runName = `lighthouse-${expectedPath.replace(/\W+/g, '_')}-${Date.now()}`;
  if (REPORTS) writeFileSync(join(REPORTS, `${runName}.json`), JSON.stringify(lhr));
  if (SCREENSHOTS) {
    const data = (lhr.audits['final-screenshot']?.details as { data?: string } | undefined)?.data;
    if (data)
      writeFileSync(
        join(SCREENSHOTS, `${runName}.jpg`),
        Buffer.from(data.replace(/^data:image\/jpeg;base64,/, ''), 'base64'),
      );
  }
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error(`no performance score for ${url}`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`no ${id} for ${url}`);
    return value;
  };
  const lcpItems = (
    lhr.audits['largest-contentful-paint-element']?.details as
      | { items?: { items?: { node?: { snippet?: string } }[] }[] }
      | undefined
  )?.items;
  return {
    score: Math.round(score * 100),
    fcp_ms: Math.round(numeric('first-contentful-paint')),
    lcp_ms: Math.round(numeric('largest-contentful-paint')),
    tbt_ms: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    final_url: finalUrl,
    lcp_element: lcpItems?.[0]?.items?.[0]?.node?.snippet ?? '',
  };
}

/**
 * Lighthouse sometimes loses the trace's navigation start in a fresh Chromium (NO_NAVSTART, "Please
 * run Lighthouse again"): such a run measured nothing, so it is run again, at most twice.
 */
async function auditOnce(url: string, expectedPath: string, page?: PuppeteerPage): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, expectedPath, page);
    } catch (error) {
      if (attempt > 2 || !String(error).includes('NO_NAVSTART')) throw error;
      console.error(`Lighthouse lost the trace of ${url} (NO_NAVSTART); running it again`);
    }
  }
}

async function audits(url: string, expectedPath: string, page?: PuppeteerPage) {
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await auditOnce(url, expectedPath, page));
  return {
    median_score: median(runs.map((r) => r.score)),
    median_fcp_ms: median(runs.map((r) => r.fcp_ms)),
    median_lcp_ms: median(runs.map((r) => r.lcp_ms)),
    median_tbt_ms: median(runs.map((r) => r.tbt_ms)),
    median_cls: median(runs.map((r) => r.cls)),
    runs,
  };
}

const server = await startServer({
  port: PORT,
  name: 'lighthouse',
  databaseUrl: process.env.BENCH_LIGHTHOUSE_DATABASE_URL,
});
const BASE = server.base;
try {
  const browser = await startChromium();
  try {
    // The landing page first, while the profile has no session: signed in, `/` goes to the dashboard.
    const landing = await audits(`${BASE}/`, '/');

    const playwright = await chromium.connectOverCDP(`http://127.0.0.1:${CDP_PORT}`);
    const page = await playwright.contexts()[0]!.newPage();
    const token = await signUp(page, BASE);
    await seedBusiness(BASE, token, LICENCES);
    await page.goto(`${BASE}/app/dashboard`);
    await page.getByRole('heading', { name: 'License Dashboard' }).waitFor();
    const hint = await page.evaluate((key) => sessionStorage.getItem(key), ID_TOKEN_HINT_KEY);
    if (!hint) throw new Error('no ID token hint after sign-in');
    await page.close();
    await playwright.close();

    // The signed-in tab: the hint in its sessionStorage, as after a sign-in, then Lighthouse reloads it.
    const connection = await puppeteer.connect({ browserURL: `http://127.0.0.1:${CDP_PORT}` });
    const tab = await connection.newPage();
    await tab.goto(`${BASE}/`);
    await tab.evaluate((key, value) => sessionStorage.setItem(key, value), ID_TOKEN_HINT_KEY, hint);
    const dashboard = await audits(`${BASE}/app/dashboard`, '/app/dashboard', tab);
    // Still signed in afterwards: the silent sign-in did not fall back to the provider's page.
    if (!(await tab.evaluate((key) => sessionStorage.getItem(key), ID_TOKEN_HINT_KEY)))
      throw new Error('the audited tab lost its sign-in');
    await connection.disconnect();
    console.log(
      JSON.stringify(
        {
          benchmark: `Lighthouse performance, default mobile settings (simulated throttling), median of ${RUNS} runs`,
          landing_signed_out: { url: '/', ...landing },
          dashboard_signed_in: { url: '/app/dashboard', licences: LICENCES, ...dashboard },
        },
        null,
        2,
      ),
    );
  } finally {
    await browser.stop();
  }
} finally {
  await server.stop();
}
