// npm run bench: time from navigation to a rendered licence table for a user with 1,000
// licences, in Debian's Chromium against the real product (`npm start`) on a fresh database.
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, median, seedBusiness, signUp, startServer } from './support';

const LICENCES = Number(process.env.BENCH_TABLE_LICENSES ?? 1000);
const RUNS = Number(process.env.BENCH_TABLE_RUNS ?? 5);
const PORT = Number(process.env.BENCH_TABLE_PORT ?? 3191);

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
  const page = await browser.newPage();
  const token = await signUp(page, BASE);
  await seedBusiness(BASE, token, LICENCES);

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
  console.log(
    JSON.stringify(
      {
        benchmark: `navigation to a rendered licence table (${LICENCES} licences, full page load incl. silent sign-in)`,
        runs_ms: timings,
        median_ms: median(timings),
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  await server.stop();
}
