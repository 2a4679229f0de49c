import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signUpOnboarded } from '../support/app';

/**
 * Issue #7, part 5: what a phone downloads. Every script a page loads (the entry, its imports, the
 * lazy chunks of the route, and the silent sign-in frame) counted as gzip sends it, in kB of 1,000
 * bytes. The breakdown by chunk is `npm run size -w apps/web`.
 */
const JS_BUDGET_BYTES = { '/': 100_000, '/app/dashboard': 170_000 } as const;

/** Gzipped bytes of every script the page loads until the network is idle. */
async function scriptBytes(page: Page, url: string, ready: (page: Page) => Promise<void>) {
  const scripts = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => {
          scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
        },
        // A page left for the sign-in round trip (a new tab of /app goes through the provider and
        // back): its scripts are loaded again, and counted, by the page it comes back to.
        () => undefined,
      ),
    );
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const total = [...scripts.values()].reduce((sum, n) => sum + n, 0);
  // In the CI log, so that the figures are at hand.
  console.log(`gzipped JS loaded by ${url}: ${(total / 1000).toFixed(1)} kB in ${scripts.size} files`);
  return { total, files: [...scripts.keys()] };
}

/** A fresh context: nothing in the HTTP cache, so every script is downloaded and counted. */
async function freshPage(browser: Browser, from?: BrowserContext): Promise<Page> {
  const context = await browser.newContext(from ? { storageState: await from.storageState() } : {});
  return context.newPage();
}

test('the landing page loads at most 100 kB of gzipped JavaScript', async ({ browser }) => {
  const page = await freshPage(browser);
  const { total, files } = await scriptBytes(page, '/', async (p) => {
    await expect(p.getByRole('heading', { name: 'Never Miss a License Renewal Deadline' })).toBeVisible();
  });
  // The signed-in product is not loaded for a visitor.
  expect(files.some((f) => /protected-layout|dashboard-page/.test(f))).toBe(false);
  expect(total).toBeGreaterThan(10_000);
  expect(total).toBeLessThanOrEqual(JS_BUDGET_BYTES['/']);
  await page.context().close();
});

test('the dashboard loads at most 170 kB of gzipped JavaScript', async ({ page, browser }) => {
  await signUpOnboarded(page, 'Budget Books');

  const dashboard = await freshPage(browser, page.context());
  const { total, files } = await scriptBytes(dashboard, '/app/dashboard', async (p) => {
    await expect(p.getByRole('heading', { name: 'License Dashboard' })).toBeVisible();
  });
  await expect(dashboard).toHaveURL(/\/app\/dashboard$/);
  expect(files.some((f) => /dashboard-page/.test(f))).toBe(true);
  expect(total).toBeLessThanOrEqual(JS_BUDGET_BYTES['/app/dashboard']);
  await dashboard.context().close();
});
