// Issue 31: only an account with a confirmed e-mail address may invite. The journey specs that
// invite confirm the inviter's address first, as a person would, from the link the product mailed.
import { expect, type Page } from '@playwright/test';
import type { SmtpFake } from '../../apps/server/test/support/reminders/smtp-fake';
import { linkInMail } from './mail';

/** Posts the verification link's confirmation for `email`: what its "Confirm" button does. */
export async function confirmSignUpEmail(page: Page, mailbox: SmtpFake, email: string): Promise<void> {
  const link = new URL(await linkInMail(mailbox, email, 1, '/account/verify-email'));
  const confirmed = await page.request.post('/account/verify-email', {
    form: { token: link.searchParams.get('token')! },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/** The signed-in caller's e-mail address, for a spec that holds only its bearer token. */
export async function emailOf(page: Page, token: string): Promise<string> {
  const profile = await page.request.get('/api/users/profile', { headers: { authorization: token } });
  return (await profile.json()).email;
}
