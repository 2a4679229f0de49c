// Issue 30, item 2: never a white page, and the wizard's steps in the browser history.
import { expect, type Page, test } from '@playwright/test';
import { clickNext, navigate, signUpFromHome, signUpOnboarded } from '../support/app';

test('offline, a screen not loaded yet shows "You\'re offline" in the shell, then itself once back online', async ({
  page,
  context,
}) => {
  await signUpOnboarded(page, 'Offline Outfitters');
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await context.setOffline(true);
  await expect(
    page.getByText("You're offline. Changes can't be saved until the connection returns."),
  ).toBeVisible();
  await navigate(page, 'Profile');
  await expect(page).toHaveURL(/\/app\/profile$/);
  const panel = page.getByTestId('load-error');
  await expect(panel.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
  // Inside the app's shell: its navigation is still there and works.
  const nav = page.getByRole('navigation', { name: 'Application' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(panel.getByRole('heading', { name: "You're offline" })).toBeVisible();

  // Back online: the screen loads by itself, no click, and the offline toast goes.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(
    page.getByText("You're offline. Changes can't be saved until the connection returns."),
  ).toHaveCount(0);
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

test('Back and Forward move through the wizard; its answers survive a reload and a new tab', async ({
  page,
  context,
}) => {
  await signUpFromHome(page);
  await page.getByLabel('Province').selectOption({ label: 'Ontario' });
  const city = page.getByRole('combobox', { name: 'City' });
  await city.pressSequentially('Tor');
  await page.getByRole('option', { name: 'Toronto', exact: true }).click();
  await clickNext(page);
  await expect(heading(page, 'Your details')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/onboarding\?step=2$/);
  await page.getByLabel('Street Address').fill('100 Queen St W');
  await clickNext(page);
  await expect(heading(page, 'Your business')).toBeVisible();
  await page.getByLabel('Business Name').fill('Bistro Back');

  // The browser's Back twice: step 1, still in the app, the answers kept.
  await page.goBack();
  await expect(heading(page, 'Your details')).toBeVisible();
  await page.goBack();
  await expect(heading(page, 'Where is your business?')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/onboarding$/);
  await expect(city).toHaveValue('Toronto');
  await page.goForward();
  await expect(heading(page, 'Your details')).toBeVisible();
  await expect(page.getByLabel('Street Address')).toHaveValue('100 Queen St W');
  await page.goForward();
  await expect(heading(page, 'Your business')).toBeVisible();
  await expect(page.getByLabel('Business Name')).toHaveValue('Bistro Back');

  // A reload on step 3 keeps the step and the answers.
  await page.reload();
  await expect(heading(page, 'Your business')).toBeVisible();
  await expect(page.getByLabel('Business Name')).toHaveValue('Bistro Back');

  // The wizard's own Back is the browser's Back: Forward leads to step 3 again.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(heading(page, 'Your details')).toBeVisible();
  await page.goForward();
  await expect(heading(page, 'Your business')).toBeVisible();

  // A typed address past the answers given goes to the first incomplete step.
  await page.goto('/app/onboarding?step=5');
  await expect(heading(page, 'Your business')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/onboarding\?step=3$/);

  // A new tab (a new sign-in, this tab's storage gone) resumes the draft where it was.
  const other = await context.newPage();
  await other.goto('/app/onboarding');
  await expect(heading(other, 'Your business')).toBeVisible();
  await expect(other.getByLabel('Business Name')).toHaveValue('Bistro Back');
  await other.close();

  // Back past step 1 leaves for the sign-in pages that came before: coming back keeps the draft.
  for (let i = 0; i < 10 && /\/app\/onboarding/.test(page.url()); i += 1) await page.goBack();
  await expect(page).not.toHaveURL(/\/app\//);
  // (The step it resumes at is the last one shown before leaving.) Step 3 opens only when the answers
  // of steps 1 and 2 are there.
  await page.goto('/app/onboarding?step=3');
  await expect(heading(page, 'Your business')).toBeVisible();
  await expect(page.getByLabel('Business Name')).toHaveValue('Bistro Back');
});
