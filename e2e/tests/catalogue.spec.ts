// Issue 19: a catalogue a business can trust. A Saskatoon shop answers the activity questions and
// is offered what applies, pre-ticked; its licence keeps who issues it and its official page; the
// admin finds a template among all of them by searching, and changes its renewal rule.
import { expect, type Page, test } from '@playwright/test';
import type { SmtpFake } from '../../apps/server/test/support/reminders/smtp-fake';
import { ADMIN, confirmEmail, enterApp } from '../support/admin-session';
import { clickNext, navigate, signUpFromHome } from '../support/app';
import { addDays, todayIn } from '../support/dates';
import { startMailbox } from '../support/mail';

const BUSINESS_LICENCE = 'Business licence';
const HOME_LICENCE = 'Home based business licence';
const FIREARMS = 'Firearms business licence';
const LIQUOR = 'Retail store permit (liquor)';
const EMPLOYER = 'WCB Saskatchewan employer registration';
const SASKATOON = 'City of Saskatoon - Business Licensing (Bylaw 9746)';

let mailbox: SmtpFake;
test.beforeAll(async () => {
  mailbox = await startMailbox();
});
test.afterAll(async () => {
  await mailbox?.close();
});

const answer = (page: Page, question: string, value: 'Yes' | 'No') =>
  page.getByRole('group', { name: question }).getByRole('radio', { name: value }).check();

test('onboarding asks what the shop does, and offers what applies pre-ticked with its source', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUpFromHome(page);
  await page.getByLabel('Province').selectOption({ label: 'Saskatchewan' });
  const city = page.getByRole('combobox', { name: 'City' });
  await city.pressSequentially('Saskat');
  await page.getByRole('option', { name: 'Saskatoon', exact: true }).click();
  await clickNext(page);
  await page.getByLabel('Street Address').fill('201 21st St E');
  await clickNext(page);
  await page.getByLabel('Business Name').fill('Prairie Goods');
  // What the business does, picked by typing (issue 27); the type follows from it.
  await page.getByRole('combobox', { name: /^What the business does/ }).fill('clothing');
  await page.getByRole('option', { name: /^General retail store/ }).click();
  await clickNext(page);
  await expect(page.getByRole('heading', { name: 'Select required licenses' })).toBeVisible();

  // Unanswered: storefront, home-based and firearms licences only "might apply", none ticked.
  const maybe = page.getByRole('group', { name: 'Might also apply' });
  for (const name of [BUSINESS_LICENCE, HOME_LICENCE, FIREARMS]) {
    await expect(maybe.getByRole('checkbox', { name, exact: true })).not.toBeChecked();
  }
  const municipal = page.getByRole('group', { name: 'Municipal' });
  const provincial = page.getByRole('group', { name: 'Provincial' });

  // "Not from home": the storefront licence applies and is ticked; the home-based one is gone.
  await answer(page, 'Is the business run from home?', 'No');
  await expect(municipal.getByRole('checkbox', { name: BUSINESS_LICENCE, exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: HOME_LICENCE, exact: true })).toHaveCount(0);
  // No firearms: not offered at all. Employees: the employer's registration joins, ticked.
  await answer(page, 'Do you sell, repair or store firearms?', 'No');
  await expect(page.getByRole('checkbox', { name: FIREARMS, exact: true })).toHaveCount(0);
  await expect(maybe.getByRole('checkbox', { name: EMPLOYER, exact: true })).not.toBeChecked();
  await answer(page, 'Do you have employees (anyone on a payroll, family included)?', 'Yes');
  await expect(provincial.getByRole('checkbox', { name: EMPLOYER, exact: true })).toBeChecked();
  // A clothing shop is not asked about alcohol, and the liquor store's permit is not offered to it:
  // a licence applies to its activities (issue 27), not to every shop.
  await expect(page.getByRole('group', { name: 'Do you sell or serve alcohol?' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: LIQUOR, exact: true })).toHaveCount(0);

  // Each licence says who issues it, with its official page one click away.
  const offered = municipal.getByRole('listitem').filter({ hasText: BUSINESS_LICENCE });
  await expect(offered).toContainText(`Issued by ${SASKATOON}`);
  await expect(
    offered.getByRole('link', { name: `Official page of ${BUSINESS_LICENCE} (opens in a new tab)` }),
  ).toHaveAttribute('href', /^https:\/\//);

  // This journey keeps only the business licence.
  const ticked = page.getByRole('checkbox', { checked: true });
  while ((await ticked.count()) > 0) await ticked.first().uncheck();
  await municipal.getByRole('checkbox', { name: BUSINESS_LICENCE, exact: true }).check();
  await clickNext(page);
  await page
    .getByLabel(`Expiry date printed on ${BUSINESS_LICENCE}`)
    .fill(addDays(todayIn('America/Regina'), 200));
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // The licence made from the template keeps its authority and official page.
  await navigate(page, 'Licenses');
  const row = page.getByRole('row').filter({ hasText: BUSINESS_LICENCE });
  await expect(row).toContainText(`Issued by ${SASKATOON}`);
  await expect(
    row.getByRole('link', { name: `Official page of ${BUSINESS_LICENCE} (opens in a new tab)` }),
  ).toHaveAttribute('href', /^https:\/\//);
});

test('the admin finds a template by searching among all of them and changes its renewal rule', async ({
  page,
}) => {
  test.slow();
  await enterApp(page, ADMIN);
  await confirmEmail(mailbox, page, ADMIN.email);
  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await page.getByRole('tab', { name: 'License Templates' }).click();
  const table = page.getByRole('table', { name: 'License templates' });
  await expect(table).toBeVisible();
  // Paged on the server: the first page does not hold it, the search finds it.
  await expect(page.getByText(/Showing 1–\d+ of \d{3}/)).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search by name' });
  await search.fill('firearms');
  const row = table.getByRole('row').filter({ hasText: FIREARMS });
  await expect(row).toHaveCount(1);
  await expect(page).toHaveURL(/firearms/);

  await row.getByRole('button', { name: `Edit ${FIREARMS}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Template' });
  await expect(dialog.getByLabel('Renewal', { exact: true })).toHaveValue('term');
  await dialog.getByLabel('Renewal', { exact: true }).selectOption('fixed_date');
  await dialog.getByLabel('Renewal month').selectOption('3');
  await dialog.getByLabel('Renewal day').fill('31');
  await dialog.getByRole('button', { name: 'Update Template' }).click();
  await expect(page.getByText('Template updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Opened again, the template renews every year on 31 March.
  await row.getByRole('button', { name: `Edit ${FIREARMS}` }).click();
  await expect(dialog.getByLabel('Renewal', { exact: true })).toHaveValue('fixed_date');
  await expect(dialog.getByLabel('Renewal month')).toHaveValue('3');
  await expect(dialog.getByLabel('Renewal day')).toHaveValue('31');
});
