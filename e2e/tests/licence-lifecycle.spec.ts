// Issue 12: licences as they really live. A Montréal restaurant's registrations never expire, its
// liquor permit is entered by the expiry date printed on it, and an expired licence is renewed from
// its row with its history kept.
import { expect, type Page, test } from '@playwright/test';
import type { Account } from '../support/accounts';
import { clickNext, isPhone, navigate, signUpFromHome } from '../support/app';
import { expectAccessible } from '../support/axe';
import { addDays, addMonths, displayDate, todayIn } from '../support/dates';

// Templates the catalogue offers a restaurant in Montréal, Quebec.
const GST = 'GST/HST registration (RT program account)';
const QST = 'QST registration';
const LIQUOR = "Permis d'alcool - restaurant (pour vendre / pour servir) ou bar";
// Quebec's businesses count their days in Eastern time, as the server does.
const ZONE = 'America/Toronto';

/** At 375 px nothing may stick out sideways. */
async function checkScreen(page: Page) {
  await expectAccessible(page);
  if (!isPhone(page)) return;
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
}

function licenceEntry(page: Page, name: string) {
  return isPhone(page)
    ? page.getByRole('list', { name: 'Your licenses' }).getByRole('listitem').filter({ hasText: name })
    : page.getByRole('row').filter({ hasText: name });
}

/** Steps 1 to 5 for "Bistro Mont-Royal", giving the liquor permit's printed expiry date. */
async function onboardMontrealRestaurant(page: Page, account: Account, liquorExpiry: string) {
  await page.getByLabel('Province').selectOption({ label: 'Quebec' });
  const city = page.getByRole('combobox', { name: 'City' });
  await city.pressSequentially('Montr');
  await page.getByRole('option', { name: 'Montréal', exact: true }).click();
  await expect(city).toHaveValue('Montréal');
  await clickNext(page);

  await expect(page.getByLabel('Full Name')).toHaveValue(account.fullName);
  await page.getByLabel('Street Address').fill('4500 rue Saint-Denis');
  await clickNext(page);

  await page.getByLabel('Business Name').fill('Bistro Mont-Royal');
  // What the business does, picked by typing (issue 27); the type follows from it.
  await page.getByRole('combobox', { name: /^What the business does/ }).fill('restaurant');
  await page.getByRole('option', { name: /^Full-service restaurant/ }).click();
  await clickNext(page);

  // Step 4: each licence with its rule in words.
  const federal = page.getByRole('group', { name: 'Federal' });
  const provincial = page.getByRole('group', { name: 'Provincial' });
  // Registrations wait on the small supplier's threshold (issue 27): this one passes it.
  await page
    .getByRole('group', { name: /^Do your taxable sales pass \$30,000 a year/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page
    .getByRole('group', { name: 'Do you sell or serve alcohol?' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  // What applies to a Montréal restaurant comes pre-ticked, its liquor permit among them (decision
  // 015); this journey follows the three licences it names.
  const ticked = page.getByRole('checkbox', { checked: true });
  await expect(provincial.getByRole('checkbox', { name: LIQUOR })).toBeChecked();
  while ((await ticked.count()) > 0) await ticked.first().uncheck();
  await federal.getByRole('checkbox', { name: GST }).check();
  await provincial.getByRole('checkbox', { name: QST }).check();
  await provincial.getByRole('checkbox', { name: LIQUOR }).check();
  await expect(federal.getByRole('listitem').filter({ hasText: GST })).toContainText('No expiry');
  await expect(provincial.getByRole('listitem').filter({ hasText: LIQUOR })).toContainText(
    'Renews every 12 months',
  );
  await clickNext(page);

  // Step 5: the printed expiry date of the permit; nothing to enter for the registrations.
  await expect(page.getByRole('heading', { name: 'Expiry dates and reminders' })).toBeVisible();
  await expect(page.getByLabel(`Expiry date printed on ${GST}`)).toHaveCount(0);
  await expect(page.getByLabel(`Expiry date printed on ${QST}`)).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: QST })).toContainText('No expiry');
  await page.getByLabel(`Expiry date printed on ${LIQUOR}`).fill(liquorExpiry);
  await checkScreen(page);
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByText('Onboarding completed! Welcome to License Tracker!')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
}

const stat = (page: Page, label: string) =>
  page.getByLabel('Summary').locator('div').filter({ hasText: label }).locator('dd');

test('a Montréal restaurant sees its registrations as "No expiry", never as expired', async ({ page }) => {
  test.setTimeout(120_000);
  const account = await signUpFromHome(page);
  const liquorExpiry = addDays(todayIn(ZONE), 200);
  await onboardMontrealRestaurant(page, account, liquorExpiry);

  await expect(page.getByRole('heading', { name: 'License Dashboard' })).toBeVisible();
  await expect(stat(page, 'Total Licenses')).toHaveText('3');
  await expect(stat(page, 'Expired')).toHaveText('0');
  await expect(stat(page, 'Expiring Soon')).toHaveText('0');
  await expect(page.getByRole('region', { name: 'Expired Licenses' })).toHaveCount(0);
  const federal = page.getByRole('region', { name: 'Federal', exact: true });
  await expect(federal.getByRole('listitem').filter({ hasText: GST })).toContainText('No expiry');
  const provincial = page.getByRole('region', { name: 'Provincial', exact: true });
  await expect(provincial.getByRole('listitem').filter({ hasText: QST })).toContainText('No expiry');
  // The date printed on the permit, as given: not an estimate.
  const permit = provincial.getByRole('listitem').filter({ hasText: LIQUOR });
  await expect(permit).toContainText(displayDate(liquorExpiry));
  await expect(permit).not.toContainText('Estimated');
  await checkScreen(page);

  await navigate(page, 'Licenses');
  await expect(licenceEntry(page, GST)).toContainText('No expiry');
  await expect(licenceEntry(page, GST).getByRole('button', { name: `Renew ${GST}` })).toHaveCount(0);
  await expect(licenceEntry(page, LIQUOR)).toContainText('Active');
  await checkScreen(page);
});

async function renewExpiredPermit(page: Page) {
  const account = await signUpFromHome(page);
  const today = todayIn(ZONE);
  // The permit in hand lapsed ten days ago: a true Expired.
  await onboardMontrealRestaurant(page, account, addDays(today, -10));
  const expired = page.getByRole('region', { name: 'Expired Licenses' });
  await expect(expired.getByRole('listitem')).toHaveCount(1);
  await expect(expired).toContainText(LIQUOR);
  await expect(expired).toContainText('Expired 10 days ago');
  await expect(stat(page, 'Expired')).toHaveText('1');

  await navigate(page, 'Licenses');
  const row = licenceEntry(page, LIQUOR);
  await expect(row).toContainText('Expired');
  const renew = row.getByRole('button', { name: `Renew ${LIQUOR}` });
  await renew.click();
  const dialog = page.getByRole('dialog', { name: `Renew ${LIQUOR}` });
  // Lapsed: the new period starts today and ends by the rule (12 months).
  const newExpiry = addMonths(today, 12);
  await expect(dialog.getByLabel('New issue date')).toHaveValue(today);
  await expect(dialog.getByLabel('New expiry date')).toHaveValue(newExpiry);
  await expect(dialog).toContainText('Renews every 12 months');
  await dialog.getByLabel('License number').fill('PA-2026-001');
  await checkScreen(page);
  await dialog.getByRole('button', { name: 'Renew license' }).click();
  await expect(page.getByText(`License renewed: valid until ${displayDate(newExpiry)}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Active');
  await expect(row).toContainText(displayDate(newExpiry));

  // The history keeps both periods, newest first.
  await row.getByRole('button', { name: `History of ${LIQUOR}` }).click();
  const history = page.getByRole('dialog', { name: `History of ${LIQUOR}` });
  const periods = history.getByRole('listitem');
  await expect(periods).toHaveCount(2);
  await expect(periods.nth(0)).toContainText(`${displayDate(today)} to ${displayDate(newExpiry)}`);
  await expect(periods.nth(0)).toContainText('Current');
  await expect(periods.nth(0)).toContainText('License number: PA-2026-001');
  await expect(periods.nth(0)).toContainText(/Renewed on .+/);
  await expect(periods.nth(1)).toContainText(displayDate(addDays(today, -10)));
  await checkScreen(page);
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  await navigate(page, 'Dashboard');
  await expect(stat(page, 'Expired')).toHaveText('0');
  await expect(page.getByRole('region', { name: 'Expired Licenses' })).toHaveCount(0);
}

test('an expired licence renewed from its row turns Active, with its history', async ({ page }) => {
  test.setTimeout(120_000);
  await renewExpiredPermit(page);
});

test.describe('at phone size', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('renewing works at 375 px wide', async ({ page }) => {
    test.setTimeout(120_000);
    await renewExpiredPermit(page);
  });
});
