import { expect, type Page, test } from '@playwright/test';
import { newAccount, signIn, signUp } from '../support/accounts';
import { expectAccessible } from '../support/axe';

async function signOut(page: Page) {
  const viewport = page.viewportSize();
  if (viewport && viewport.width < 768) {
    await page.getByRole('button', { name: /menu/i }).click();
  } else {
    await page.getByRole('button', { name: /user menu/i }).click();
  }
  await page
    .getByRole('menuitem', { name: 'Sign out' })
    .or(page.getByRole('button', { name: 'Sign out' }))
    .click();
}

test('a new visitor creates an account, lands on onboarding, signs out and back in', async ({ page }) => {
  const account = newAccount();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Never Miss a License Renewal Deadline' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/interaction\//);
  await signUp(page, account);

  await expect(page).toHaveURL(/\/app\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Welcome to License Tracker' })).toBeVisible();

  // Tokens live in memory only: nothing token-like in either web storage.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
  expect(stored).not.toMatch(/refresh_token|access_token|id_token/);

  await signOut(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  // The account survives sign-out: sign in again with it.
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/interaction\//);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/app\/onboarding$/);
});

test('a wrong password says "Invalid email or password"', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in' }).click();
  await signIn(page, { fullName: 'x', email: 'nobody@example.test', password: 'wrong password' });
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expectAccessible(page);
});

test('a signed-out visit to /app/dashboard ends at /', async ({ page }) => {
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Never Miss a License Renewal Deadline' })).toBeVisible();
});

test('the public pages render and are accessible', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('link', { name: 'Back to Home', exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/terms');
  await expect(page.getByText('Last updated: January 2025')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/landing');
  await expect(page.getByRole('button', { name: 'Get started' })).toBeVisible();
  await expectAccessible(page);
});

test('a reload keeps a signed-in user signed in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).first().click();
  await signUp(page, newAccount());
  await expect(page).toHaveURL(/\/app\/onboarding$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome to License Tracker' })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/onboarding$/);
});
