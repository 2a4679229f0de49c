// Issue 28, item 5: a super admin points a template's source at a page (served on loopback here:
// the server runs with WEBHOOK_ALLOW_LOOPBACK, the webhooks' guard's test switch), checks the
// sources, the page changes, checks again, reads the change with its before and after in the
// Sources tab, and marks it reviewed.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import type { SmtpFake } from '../../apps/server/test/support/reminders/smtp-fake';
import type { Account } from '../support/accounts';
import { confirmEmail, enterApp, nextAccessToken } from '../support/admin-session';
import { expectAccessible } from '../support/axe';
import { startMailbox } from '../support/mail';

// playwright.config.ts starts the server with SUPER_ADMIN_EMAILS=super@e2e.example.test
// (the same account as reminder-on-it.spec.ts).
const SUPER: Account = {
  fullName: 'Sam Super',
  email: 'super@e2e.example.test',
  password: 'sam e2e passphrase',
};

let mailbox: SmtpFake;
let site: Server;
let pageHtml = '';
test.beforeAll(async () => {
  mailbox = await startMailbox();
  site = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(pageHtml);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await mailbox?.close();
  site?.closeAllConnections();
  await new Promise((resolve) => site?.close(resolve));
});

const authority = (fee: string) =>
  `<html><body><nav>Home</nav><main><h1>Food truck licence</h1><p>The fee is ${fee} a year.</p><p>Renew before 31 March.</p></main></body></html>`;

/** "Check sources now", then the status line once the pass is over. */
async function checkNow(page: Page) {
  const started = page.waitForResponse((r) => r.url().includes('/api/admin/sources/check'));
  await page.getByRole('button', { name: 'Check sources now' }).click();
  expect((await started).status()).toBe(202);
  // The button comes back once the status, read after the click, says the pass is over. The
  // catalogue's own sources are checked too: here their names do not resolve, which is quick.
  await expect(page.getByRole('button', { name: 'Check sources now' })).toBeEnabled({ timeout: 90_000 });
  await expect(page.getByRole('status').filter({ hasText: /^Last check / })).toBeVisible();
}

test('a super admin sees a changed source with its before and after, and marks it reviewed', async ({
  page,
}) => {
  test.slow();
  const name = `Food truck licence ${randomUUID().slice(0, 8)}`;
  const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/food-truck-${randomUUID().slice(0, 8)}`;
  pageHtml = authority('$100');

  await enterApp(page, SUPER);
  await confirmEmail(mailbox, page, SUPER.email);
  const token = nextAccessToken(page);
  await page.goto('/app/admin');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  const created = await page.request.post('/api/admin/license-templates', {
    headers: { authorization: await token },
    data: {
      name,
      level: 'provincial',
      business_type: 'Restaurant',
      province: 'NS',
      default_validity_months: 12,
      source_url: url,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.getByRole('tab', { name: 'Sources' }).click();
  await expect(page.getByRole('heading', { name: 'Sources changed since last review' })).toBeVisible();
  // The first check records the page as it is: nothing to review.
  await checkNow(page);
  await expect(page.getByRole('article', { name: url })).toHaveCount(0);

  pageHtml = authority('$120');
  await checkNow(page);
  const change = page.getByRole('article', { name: url });
  await expect(change).toBeVisible();
  await expect(change.getByText(name)).toBeVisible();
  const diff = change.getByRole('list', { name: 'What changed' });
  await expect(diff.locator('del')).toHaveText('Removed: The fee is $100 a year.');
  await expect(diff.locator('ins')).toHaveText('Added: The fee is $120 a year.');
  await expectAccessible(page);

  // On a phone the card and its diff still read without scrolling sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const review = page.waitForResponse((r) => r.url().includes('/review'));
  await change.getByRole('button', { name: 'Mark reviewed' }).click();
  expect((await review).status()).toBe(200);
  await expect(page.getByText('No source changed since its last review.')).toBeVisible();
});
