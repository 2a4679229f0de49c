import { expect, test } from '@playwright/test';
import { signUpOnboarded } from '../support/app';
import { expectAccessible } from '../support/axe';

// A consultant who looks after 30 clients: the dashboard shows the 24 that need attention first,
// and finds any other by typing part of its name or city, on a desktop and on a phone.

const CLIENTS = 29;

for (const viewport of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 390, height: 844 } },
]) {
  test(`finds a client the dashboard's cards leave out (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport.size);
    const token = await signUpOnboarded(page, 'Ledger & Co.');
    for (let i = 1; i <= CLIENTS; i += 1) {
      const created = await page.request.post('/api/businesses/', {
        headers: { authorization: token },
        data: {
          business_name: `Client ${String(i).padStart(2, '0')}`,
          business_type: 'Retail',
          city: i === 17 ? 'Rimouski' : 'Toronto',
          province: i === 17 ? 'QC' : 'ON',
        },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    await page.reload();
    await expect(page.getByText('Showing 24 of 30 businesses, those needing attention first')).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Find a business' });
    await search.fill('rimou');
    const found = page.getByRole('search').getByRole('link', { name: /Client 17/ });
    await expect(found).toHaveText('Client 17 — Rimouski, QC');
    await expect(page.getByRole('search').getByRole('status')).toHaveText('1 business matches.');

    await search.fill('client');
    await expect(page.getByRole('search').getByRole('status')).toHaveText(
      'The first 10 of 29 matching businesses, A to Z: type more to narrow it down.',
    );
    await expect(page.getByRole('search').getByRole('link')).toHaveCount(10);
    await expectAccessible(page);

    await search.fill('client 17');
    await found.click();
    await expect(page).toHaveURL(/\/app\/businesses\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { name: /Client 17/, level: 1 })).toBeVisible();
  });
}
