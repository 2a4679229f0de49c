import { expect, type Page, test } from '@playwright/test';
import type { SmtpFake } from '../../apps/server/test/support/reminders/smtp-fake';
import { newAccount, signIn, signUp } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { linkInMail, startMailbox } from '../support/mail';

// Issue 16 item 2: e-mail verification and "Forgot password?" for built-in accounts, with every
// link read from the mail the product sent to a real SMTP server on loopback.

let mailbox: SmtpFake;
test.beforeAll(async () => {
  mailbox = await startMailbox();
});
test.afterAll(async () => {
  await mailbox?.close();
});

async function openSignIn(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/interaction\//);
}

test('a new account confirms its e-mail; a forgotten password is reset by a single-use e-mailed link', async ({
  page,
  browser,
}) => {
  const account = newAccount();
  await openSignIn(page);
  await signUp(page, account);
  await expect(page).toHaveURL(/\/app\/onboarding$/);

  // The verification link: opening it asks, the button confirms.
  const verify = await linkInMail(mailbox, account.email, 1, '/account/verify-email');
  await page.goto(verify);
  await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
  await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();

  // Another browser, signed out, where the password is forgotten.
  const context = await browser.newContext();
  const other = await context.newPage();
  await openSignIn(other);
  await other.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(other.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectAccessible(other);
  await other.getByLabel('Email').fill(account.email.toUpperCase());
  await other.getByRole('button', { name: 'Send me a link' }).click();
  await expect(other.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  const reset = await linkInMail(mailbox, account.email, 2, '/account/reset-password');
  await other.goto(reset);
  await expect(other.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(other);
  // A common password in disguise is refused too (issue 31).
  await other.getByLabel('New password').fill('P@ssw0rd2024!');
  await other.getByRole('button', { name: 'Set new password' }).click();
  await expect(other.getByRole('alert')).toHaveText(
    'This password is too easy to guess: it is one of the most common passwords, or close to one. Please choose another.',
  );
  const fresh = `${account.password} renewed`;
  await other.getByLabel('New password').fill(fresh);
  await other.getByRole('button', { name: 'Set new password' }).click();
  await expect(other.getByRole('heading', { name: 'Your password is changed' })).toBeVisible();

  // Single use.
  await other.goto(reset);
  await expect(other.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();

  // The old password opens nothing; the new one does.
  await openSignIn(other);
  await signIn(other, account);
  await expect(other.getByText('Invalid email or password')).toBeVisible();
  await signIn(other, { ...account, password: fresh });
  await expect(other).toHaveURL(/\/app\/onboarding$/);
  await context.close();
});
