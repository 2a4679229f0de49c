import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import type { SmtpFake } from '../../apps/server/test/support/reminders/smtp-fake';
import { newAccount, signUp } from '../support/accounts';
import { ADMIN, confirmEmail, enterApp, nextAccessToken } from '../support/admin-session';
import { expectAccessible } from '../support/axe';
import { startMailbox } from '../support/mail';

// ADMIN_EMAILS counts only once the address is verified (decision 009): the admin follows the
// link the product e-mails to a loopback SMTP server.
let mailbox: SmtpFake;
test.beforeAll(async () => {
  mailbox = await startMailbox();
});
test.afterAll(async () => {
  await mailbox?.close();
});

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('an admin adds a municipal template that a new Technology business in Halifax is offered', async ({
  page,
  browser,
}) => {
  // Two sign-ups and most of the onboarding wizard: more than the default minute on a busy machine.
  test.slow();
  const templateName = `Halifax tech permit ${randomUUID().slice(0, 8)}`;
  await enterApp(page, ADMIN);
  await confirmEmail(mailbox, page, ADMIN.email);
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByText('Total Users')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Statistics' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'All users' }).getByText(ADMIN.email)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Businesses' }).click();
  await expect(page.getByRole('table', { name: 'All businesses' })).toBeVisible();
  await expectAccessible(page);

  // Reminder deliveries, filtered by status on the server.
  await page.getByRole('tab', { name: 'Reminders' }).click();
  await expect(page.getByRole('table', { name: 'Reminder deliveries' })).toBeVisible();
  const failedOnly = page.waitForResponse((r) => r.url().includes('/api/admin/reminders?status=failed'));
  await page.getByLabel('Status').selectOption('failed');
  expect((await failedOnly).status()).toBe(200);
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'License Templates' }).click();
  await expect(page.getByRole('table', { name: 'License templates' })).toBeVisible();
  await page.getByRole('button', { name: '+ Add Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Template' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);

  // The form's own checks come first (PRODUCT §5).
  await dialog.getByRole('button', { name: 'Add Template' }).click();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();

  // By role: once the field shows its error, its label no longer matches getByLabel's exact text.
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(templateName);
  await dialog.getByLabel('Description', { exact: true }).fill('Issued by Halifax Regional Municipality.');
  await dialog.getByLabel('Level').selectOption('municipal');
  // It applies to one activity, found by typing a word of it (issue 27).
  await dialog.getByRole('combobox', { name: /^Add an activity/ }).fill('software');
  await dialog.getByRole('option', { name: /^Software \/ IT services/ }).click();
  await expect(dialog.getByRole('button', { name: 'Remove Software / IT services' })).toBeVisible();
  await dialog.getByLabel('Province').selectOption('NS');
  await dialog.getByLabel('City').fill('Halifax');
  await dialog.getByLabel('Validity (Months)').fill('24');
  await dialog.getByRole('button', { name: 'Add Template' }).click();
  await expect(page.getByText('Template created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The list is paged on the server (decision 015): the admin finds the new template by searching.
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(templateName);
  const row = page.getByRole('row').filter({ hasText: templateName });
  await expect(row).toContainText('Halifax, NS');
  await expect(row).toContainText('24');

  // A new user onboarding as a Technology business in Halifax sees it at step 4.
  const owner = await newPage(browser);
  const account = newAccount();
  await owner.goto('/');
  await owner.getByRole('button', { name: 'Get Started' }).first().click();
  await signUp(owner, account);
  await expect(owner).toHaveURL(/\/app\/onboarding$/);
  await owner.getByLabel('Province').selectOption('NS');
  await owner.getByRole('combobox', { name: 'City' }).fill('Halifax');
  const suggestion = owner.getByRole('option', { name: 'Halifax', exact: true });
  await suggestion.click({ timeout: 5000 }).catch(() => owner.keyboard.press('Escape'));
  await owner.getByRole('button', { name: 'Next' }).click();
  await owner.getByLabel('Street Address').fill('1 Lower Water St');
  await owner.getByRole('button', { name: 'Next' }).click();
  await owner.getByLabel('Business Name').fill('Harbour Bytes');
  // What the business does, picked by typing (issue 27); the type follows from it.
  await owner.getByRole('combobox', { name: /^What the business does/ }).fill('software');
  await owner.getByRole('option', { name: /^Software \/ IT services/ }).click();
  await owner.getByRole('button', { name: 'Next' }).click();
  await expect(owner.getByRole('heading', { name: 'Select required licenses' })).toBeVisible();
  const municipal = owner.getByRole('group', { name: 'Municipal' });
  // It asks no question, so it applies and comes pre-ticked, with its renewal rule in words.
  await expect(municipal.getByRole('checkbox', { name: templateName })).toBeChecked();
  await expect(municipal.getByRole('listitem').filter({ hasText: templateName })).toContainText(
    'Renews every 24 months',
  );
  await owner.context().close();

  // Deleting it asks first and then removes the row.
  page.once('dialog', (confirm) => {
    expect(confirm.message()).toBe('Are you sure you want to delete this template?');
    void confirm.accept();
  });
  await row.getByRole('button', { name: `Delete ${templateName}` }).click();
  await expect(page.getByText('Template deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the admin panel fits a 375 px wide screen', async ({ page }) => {
  // Five tabs, a modal and an axe run at phone size: it took 58 s of the default 60 on main already.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await enterApp(page, ADMIN);
  await confirmEmail(mailbox, page, ADMIN.email);
  await page.goto('/app/admin');
  const panels = {
    Statistics: page.getByText('Total Users'),
    Users: page.getByRole('table', { name: 'All users' }),
    Businesses: page.getByRole('table', { name: 'All businesses' }),
    Reminders: page.getByRole('table', { name: 'Reminder deliveries' }),
    'License Templates': page.getByRole('table', { name: 'License templates' }),
  };
  for (const [tab, content] of Object.entries(panels)) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(content).toBeVisible();
    // A string: the e2e project compiles without the DOM library.
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow, `${tab} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.getByRole('button', { name: '+ Add Template' }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Template' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectAccessible(page);
});

test('a non-admin sees no Admin entry, gets Access Denied at /app/admin and 403 from the API', async ({
  page,
}) => {
  await enterApp(page, newAccount());
  const navigation = page.getByRole('navigation', { name: 'Application' });
  await expect(navigation.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);

  const token = nextAccessToken(page);
  await page.goto('/app/admin');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('You do not have permission to access the admin panel.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toHaveCount(0);
  await expectAccessible(page);

  const authorization = await token;
  const stats = await page.request.get('/api/admin/stats', { headers: { authorization } });
  expect(stats.status()).toBe(403);
  const create = await page.request.post('/api/admin/license-templates', {
    headers: { authorization },
    data: { name: 'x', level: 'federal', business_type: 'All', default_validity_months: 12 },
  });
  expect(create.status()).toBe(403);
  const reminders = await page.request.get('/api/admin/reminders', { headers: { authorization } });
  expect(reminders.status()).toBe(403);
  expect((await page.request.get('/api/admin/users')).status()).toBe(401);
  expect((await page.request.get('/api/admin/reminders')).status()).toBe(401);
});
