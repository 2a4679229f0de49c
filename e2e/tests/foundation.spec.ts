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

  // "Get Started" opens account creation itself (prompt=create), "Log in" the sign-in page.
  await page.getByRole('button', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/interaction\//);
  await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
  await signUp(page, account);

  await expect(page).toHaveURL(/\/app\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Welcome to License Tracker' })).toBeVisible();

  // Access and refresh tokens live in memory only (decision 001). The one JWT in web storage is
  // this tab's ID token, the id_token_hint of a reload's silent sign-in: meant for the web client,
  // never accepted by the API.
  const stored = await page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
  const hint = stored.session['lt.auth.id_token_hint'];
  expect(hint).toMatch(/^eyJ/);
  const claims = JSON.parse(Buffer.from(hint!.split('.')[1]!, 'base64url').toString()) as { aud: unknown };
  expect(claims.aud).toBe('license-tracker-web');
  const { 'lt.auth.id_token_hint': _hint, ...otherSession } = stored.session;
  const rest = JSON.stringify({ ...stored.local, ...otherSession });
  expect(rest).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
  expect(rest).not.toMatch(/refresh_token|access_token|id_token/);

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

test('a signed-out deep link into /app goes through sign-in and back to that page', async ({ page }) => {
  const account = newAccount();
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).first().click();
  await signUp(page, account);
  await expect(page).toHaveURL(/\/app\/onboarding$/);
  await signOut(page);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  // (Not onboarded yet, so the page this account may open is onboarding.)
  await page.goto('/app/onboarding?from=reminder-email');
  await expect(page).toHaveURL(/\/interaction\//);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/app\/onboarding\?from=reminder-email$/);
  await expect(page.getByRole('heading', { name: 'Welcome to License Tracker' })).toBeVisible();
});

test('the home page renders at once for a signed-out visitor (no silent sign-in to wait for)', async ({
  page,
}) => {
  const frames: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('prompt=none')) frames.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Never Miss a License Renewal Deadline' })).toBeVisible({
    timeout: 3000,
  });
  expect(frames).toEqual([]);
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
