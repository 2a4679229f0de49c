// npm run bench: time from navigation start to the License Manager's table rows on screen for a user
// with 1,000 licences, in Debian's Chromium against the real product (`npm start`) on a fresh
// database. The table is server-paged (decision 024): what is timed is the default page, its rows.
//
// Two navigations, each RUNS times, median reported (decision 032):
// - page load: a reload of /app/licenses (HTML, scripts, silent sign-in, profile, the page's queries);
// - in-app: from the dashboard, a click on "Licenses" in the menu (the route chunk and the page query).
// The clock is the page's own (performance.now(), 0 = navigation start for the page load); the end is
// the first animation frame after the table's body holds the page's rows (a MutationObserver set
// before any script runs), so Playwright's polling adds nothing.
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_PATH, median, seedBusiness, signUp, startServer } from './support';

const LICENCES = Number(process.env.BENCH_TABLE_LICENSES ?? 1000);
const RUNS = Number(process.env.BENCH_TABLE_RUNS ?? 5);
const PORT = Number(process.env.BENCH_TABLE_PORT ?? 3191);
/** The License Manager's page size (apps/web/src/features/licenses/license-view.ts). */
const PAGE_ROWS = Math.min(LICENCES, 50);

declare global {
  interface Window {
    __tableRowsAt?: number;
    __watchTable?: () => void;
    __clickAt?: number;
  }
}

/** Before any page script: note when the table's body first holds `rows` rows (then one frame on). */
function watchTableRows(rows: number) {
  window.__watchTable = () => {
    window.__tableRowsAt = undefined;
    const observer = new MutationObserver(() => {
      if (document.querySelectorAll('table tbody tr').length < rows) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        window.__tableRowsAt = performance.now();
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  };
  window.__watchTable();
}

async function rowsAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => window.__tableRowsAt, undefined, { timeout: 60_000 });
  return Math.round((await handle.jsonValue()) as number);
}

const server = await startServer({
  port: PORT,
  name: 'table',
  databaseUrl: process.env.BENCH_TABLE_DATABASE_URL,
});
const BASE = server.base;
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const token = await signUp(page, BASE);
  await seedBusiness(BASE, token, LICENCES);
  await page.addInitScript(watchTableRows, PAGE_ROWS);

  const pageLoad: number[] = [];
  const inApp: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`${BASE}/app/licenses`);
    pageLoad.push(await rowsAt(page));
    // The first page of all the account's licences, not of fewer.
    await page.getByText(`1–${PAGE_ROWS} of ${LICENCES} licenses`).first().waitFor();

    await page.goto(`${BASE}/app/dashboard`);
    await page.getByRole('heading', { name: 'License Dashboard' }).waitFor();
    await page.evaluate(() => {
      window.__watchTable?.();
      // The click's own time, not Playwright's: its checks before clicking are not the app's.
      document.addEventListener('click', () => (window.__clickAt = performance.now()), {
        capture: true,
        once: true,
      });
    });
    await page
      .getByRole('navigation', { name: 'Application' })
      .getByRole('link', { name: 'Licenses' })
      .click();
    const shown = await rowsAt(page);
    inApp.push(shown - Math.round(await page.evaluate(() => window.__clickAt ?? 0)));
  }
  console.log(
    JSON.stringify(
      {
        benchmark: `navigation to the License Manager's first ${PAGE_ROWS} rows on screen (${LICENCES} licences in the account)`,
        page_load: {
          from: 'navigation start (reload, incl. silent sign-in)',
          runs_ms: pageLoad,
          median_ms: median(pageLoad),
        },
        in_app: {
          from: 'click on Licenses in the menu, from the dashboard',
          runs_ms: inApp,
          median_ms: median(inApp),
        },
        budget_ms: 500,
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await server.stop();
}
