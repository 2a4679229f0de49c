import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export interface Account {
  fullName: string;
  email: string;
  password: string;
}

export function newAccount(): Account {
  const id = randomUUID().slice(0, 8);
  return { fullName: `Pat Owner ${id}`, email: `pat-${id}@example.test`, password: `correct horse ${id}` };
}

/**
 * Registers on the built-in provider: "Get Started" opens its account creation page directly
 * (prompt=create); from its sign-in page, follow "Create account" first.
 */
export async function signUp(page: Page, account: Account): Promise<void> {
  const createLink = page.getByRole('link', { name: 'Create account' });
  const createButton = page.getByRole('button', { name: 'Create account' });
  await expect(createLink.or(createButton)).toBeVisible();
  if (await createLink.isVisible()) await createLink.click();
  await page.getByLabel('Full name').fill(account.fullName);
  // An invitation link fills in (read-only) the address it was sent to (issue 30).
  const email = page.getByLabel('Email');
  if (await email.isEditable()) await email.fill(account.email);
  else await expect(email).toHaveValue(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** On the built-in sign-in page: sign in with an existing account. */
export async function signIn(page: Page, account: Account): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
