// The admin's way into the product for the browser specs (a copy of admin.spec.ts's steps, shared
// by catalogue.spec.ts): sign up or sign in as ADMIN_EMAILS's address, confirm it from the mail,
// onboard through the API.
import { expect, type Page } from '@playwright/test';
import type { SmtpFake } from '../../apps/server/test/support/reminders/smtp-fake';
import { type Account, signIn, signUp } from './accounts';
import { linkInMail } from './mail';

// ADMIN_EMAILS counts only once the address is verified (decision 009): the admin follows the
// link the product e-mails to a loopback SMTP server.

/** Follows the verification link e-mailed to `email` (none on a retry, when it was confirmed before). */
let confirmed = false;
export async function confirmEmail(mailbox: SmtpFake, page: Page, email: string): Promise<void> {
  if (confirmed) return;
  const link = await linkInMail(mailbox, email, 1, '/account/verify-email', 10_000).catch(() => null);
  if (!link) return;
  confirmed = true;
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
  await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { name: 'License Dashboard' })).toBeVisible();
}

// playwright.config.ts starts the server with ADMIN_EMAILS=admin@e2e.example.test.
export const ADMIN: Account = {
  fullName: 'Erin Admin',
  email: 'admin@e2e.example.test',
  password: 'erin e2e passphrase',
};

/** The bearer token the web app sends with its next API call (tokens live in memory only). */
export async function nextAccessToken(page: Page): Promise<string> {
  const request = await page.waitForRequest((r) => r.url().includes('/api/') && !!r.headers().authorization, {
    timeout: 30_000,
  });
  return request.headers().authorization!;
}

/** Onboards the signed-in user through the API, so that the test can reach the other /app screens. */
async function onboardThroughApi(page: Page, authorization: string, city = 'Regina', province = 'SK') {
  const headers = { authorization };
  const profile = await page.request.put('/api/onboarding/profile', {
    headers,
    data: { full_name: 'Set Up Quickly', address: '1 Main St', city, province },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  const query = `business_type=Retail&province=${province}&city=${encodeURIComponent(city)}`;
  const templates = await (
    await page.request.get(`/api/onboarding/license-templates?${query}`, { headers })
  ).json();
  const first = [...templates.federal, ...templates.provincial, ...templates.municipal][0];
  const done = await page.request.post('/api/onboarding/complete', {
    headers,
    data: {
      business: {
        business_name: 'Corner Shop',
        business_type: 'Retail',
        address: '1 Main St',
        city,
        province,
      },
      licenses: [{ template_id: first.id, issued_date: '2026-01-15' }],
      notification_channels: ['email'],
    },
  });
  expect(done.ok(), await done.text()).toBe(true);
}

/** Signs up (or, when an earlier test created the account, signs in) and ends onboarded on the dashboard. */
export async function enterApp(page: Page, account: Account): Promise<void> {
  await page.goto('/');
  const token = nextAccessToken(page).catch(() => '');
  await page.getByRole('button', { name: 'Log in' }).click();
  await signUp(page, account);
  // An address that has an account is answered like any sign-up, without saying so (issue 31).
  const taken = page.getByRole('heading', { name: 'Check your e-mail to continue' });
  await expect(async () => {
    expect(page.url().includes('/app/') || (await taken.isVisible())).toBe(true);
  }).toPass();
  if (!page.url().includes('/app/')) {
    await page.goto('/');
    await page.getByRole('button', { name: 'Log in' }).click();
    await signIn(page, account);
  }
  // The sign-in callback lands on the dashboard and the guard may move on to onboarding: wait for either screen.
  const onboarding = page.getByRole('heading', { name: 'Welcome to License Tracker' });
  const dashboard = page.getByRole('heading', { name: 'License Dashboard' });
  await expect(onboarding.or(dashboard)).toBeVisible();
  if (await onboarding.isVisible()) {
    await onboardThroughApi(page, await token);
    await page.goto('/app/dashboard');
  }
  await expect(dashboard).toBeVisible();
}
