import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signUpOnboarded } from '../support/app';

/**
 * Issues 14 and 20: the License Manager with 300 licences reads one page at a time from the
 * server; the search, the page and the sort live in the URL (reload keeps them, Back undoes).
 */
test('searches and pages through 300 licences, the URL keeping the view', async ({ page }) => {
  test.setTimeout(180_000);
  const token = await signUpOnboarded(page, 'Harbour Books');
  const [first] = await (
    await page.request.get('/api/licenses/', { headers: { authorization: token } })
  ).json();
  const removed = await page.request.delete(`/api/licenses/${first.id}/`, {
    headers: { authorization: token },
  });
  expect(removed.status()).toBe(204);

  // 300 licences in one import: "Permit 001" … "Permit 300", expiring a day apart.
  const rows = Array.from({ length: 300 }, (_, i) => {
    const n = String(i + 1).padStart(3, '0');
    const expiry = new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10);
    return `Harbour Books,Permit ${n},Permit,municipal,2026-01-01,${expiry},PN-${n}`;
  });
  const csv = ['Business,Licence name,Type,Level,Issue date,Expiry date,Licence number', ...rows].join('\n');
  const imported = await page.request.post('/api/licenses/import/', {
    headers: { authorization: token },
    multipart: { file: { name: 'licences.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(imported.status(), await imported.text()).toBeLessThan(300);

  await page.goto('/app/licenses');
  const table = page.getByRole('table');
  const pager = page.getByRole('navigation', { name: 'License pages' }).first();
  await expect(pager).toContainText('1–50 of 300 licenses');
  await expect(table.getByRole('row')).toHaveCount(51);
  await expect(table.getByRole('row').nth(1)).toContainText('Permit 001');

  // Next page: the URL says page 2; a reload keeps it; Back returns to page 1.
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pager).toContainText('51–100 of 300 licenses');
  await expect(table.getByRole('row').nth(1)).toContainText('Permit 051');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'License pages' }).first()).toContainText(
    '51–100 of 300 licenses',
  );
  await page.goBack();
  await expect(page.getByRole('navigation', { name: 'License pages' }).first()).toContainText(
    '1–50 of 300 licenses',
  );

  // Sort by name, latest first: the server sorts all 300, not just the page shown.
  await page.getByRole('button', { name: /License Name/ }).click();
  await page.getByRole('button', { name: /License Name/ }).click();
  await expect(page).toHaveURL(/sort=license_name&order=desc/);
  await expect(table.getByRole('row').nth(1)).toContainText('Permit 300');

  // The search: by licence number, one match; something absent, the empty state.
  await page.getByLabel('Search').fill('pn-123');
  await expect(page).toHaveURL(/q=pn-123/);
  await expect(pager).toContainText('1–1 of 1 licenses');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Permit 123');
  await page.reload();
  await expect(page.getByLabel('Search')).toHaveValue('pn-123');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('Permit 123');
  // The export follows the search (decision 034): the button says so, the file holds the one match.
  await expect(
    page.getByText('The export holds the 1 licence that matches the search and filters.'),
  ).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export matches as CSV' }).click(),
  ]);
  const exported = readFileSync((await download.path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(exported).toHaveLength(2);
  expect(exported[1]).toContain('Permit 123');
  await page.getByLabel('Search').fill('nothing like this');
  await expect(page.getByText('No license matches “nothing like this” with these filters.')).toBeVisible();
});
