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

/**
 * Signs up from the home page and completes onboarding through the API (a Toronto shop with one
 * federal licence), for specs about what comes after. Answers the bearer token the app uses.
 */
export async function signUpOnboarded(page: Page, businessName: string): Promise<string> {
  let token = '';
  page.on('request', (request) => {
    const header = request.headers().authorization;
    if (header?.startsWith('Bearer ')) token = header;
  });
  await signUpFromHome(page);
  await expect.poll(() => token).not.toBe('');
  const offered = await page.request.get(
    '/api/onboarding/license-templates?business_type=Retail&province=ON&city=Toronto',
    { headers: { authorization: token } },
  );
  const templateId: string = (await offered.json()).federal[0].id;
  const completed = await page.request.post('/api/onboarding/complete', {
    headers: { authorization: token },
    data: {
      business: { business_name: businessName, business_type: 'Retail', city: 'Toronto', province: 'ON' },
      licenses: [{ template_id: templateId, issued_date: '2026-01-15' }],
      notification_channels: ['email'],
    },
  });
  expect(completed.status(), await completed.text()).toBe(200);
  return token;
}
