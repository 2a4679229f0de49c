// Steps of the signed-in product shared by the journey specs.
import { expect, type Page } from '@playwright/test';
import { type Account, newAccount, signUp } from './accounts';

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** Home → "Get Started" → the built-in sign-in page → "Create account" → /app/onboarding. */
export async function signUpFromHome(page: Page): Promise<Account> {
  const account = newAccount();
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/interaction\//);
  await signUp(page, account);
  await expect(page).toHaveURL(/\/app\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Welcome to License Tracker' })).toBeVisible();
  return account;
}

/** Follows a link of the shell's navigation (through the menu on phones). */
export async function navigate(page: Page, name: 'Dashboard' | 'Licenses' | 'Profile'): Promise<void> {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name }).click();
  } else {
    await page.getByRole('navigation', { name: 'Application' }).getByRole('link', { name }).click();
  }
}

/** The wizard's inline message (role="alert") says exactly `text`. */
export async function expectAlert(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: text })).toHaveText(text);
}

export async function clickNext(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
}
