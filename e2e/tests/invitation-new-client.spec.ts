// Issue 30: a client her bookkeeper invites, who has no account yet, opens the link from the e-mail
// on her phone, lands on account creation with her address filled in, and joins the workspace as
// a viewer: no phone number asked, and no second e-mail to confirm her address (the link did).
import { devices, expect, test } from '@playwright/test';
import type { SmtpFake } from '../../apps/server/test/support/reminders/smtp-fake';
import { recipientOf } from '../../apps/server/test/support/reminders/smtp-fake';
import { newAccount } from '../support/accounts';
import { navigate, signUpOnboarded } from '../support/app';
import { confirmSignUpEmail, emailOf } from '../support/confirm-email';
import { startMailbox } from '../support/mail';

const WORKSPACE = 'Corner Bakery — books';
const BUSINESS = 'Corner Bakery';

let mailbox: SmtpFake;
test.beforeAll(async () => {
  mailbox = await startMailbox();
});
test.afterAll(async () => {
  await mailbox?.close();
});

/** The invitation link in the e-mail to `to` (/invite/<token>). */
async function invitationLink(to: string): Promise<string> {
  await expect
    .poll(() => mailbox.messages.some((m) => recipientOf(m) === to && /\/invite\//.test(m.text ?? '')))
    .toBe(true);
  const mail = mailbox.messages.find((m) => recipientOf(m) === to && /\/invite\//.test(m.text ?? ''));
  return /https?:\/\/\S+\/invite\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')![0];
}

test('a new client accepts an invitation from the e-mail on a phone without a second confirmation', async ({
  page,
  browser,
}) => {
  // Two sign-ups on a shared, loaded machine.
  test.setTimeout(180_000);
  const token = await signUpOnboarded(page, 'Ledger Books');
  await confirmSignUpEmail(page, mailbox, await emailOf(page, token));

  // The bookkeeper keeps the client's business in a workspace of its own and invites the client.
  const workspace = await page.request.post('/api/workspaces/', {
    headers: { authorization: token },
    data: { name: WORKSPACE },
  });
  expect(workspace.status(), await workspace.text()).toBe(201);
  const business = await page.request.post('/api/businesses/', {
    headers: { authorization: token },
    data: {
      business_name: BUSINESS,
      business_type: 'Retail',
      city: 'Toronto',
      province: 'ON',
      workspace_id: (await workspace.json()).id,
    },
  });
  expect(business.status(), await business.text()).toBe(201);
  const client = newAccount();
  await page.goto('/app/workspaces');
  await page.getByRole('button', { name: `Members and invitations of ${WORKSPACE}` }).click();
  await page.getByLabel('E-mail address').fill(client.email);
  await page.getByLabel('Role', { exact: true }).selectOption('viewer');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${client.email}`)).toBeVisible();
  const link = await invitationLink(client.email);

  // The client, on her phone, follows the link: account creation, her address filled in.
  const phone = await browser.newContext({ ...devices['Pixel 5'] });
  const other = await phone.newPage();
  await other.goto(link);
  await expect(other).toHaveURL(/\/interaction\//);
  await expect(other.getByRole('heading', { name: 'Create account' })).toBeVisible();
  await expect(other.getByText('Create your account to accept the invitation.')).toBeVisible();
  const email = other.getByLabel('Email');
  await expect(email).toHaveValue(client.email);
  await expect(email).not.toBeEditable();
  await other.getByLabel('Full name').fill(client.fullName);
  await other.getByLabel('Password').fill(client.password);
  await other.getByRole('button', { name: 'Create account' }).click();

  // Straight to the invitation: her name only, no phone required, and joining confirms the address.
  await expect(other).toHaveURL(/\/app\/invite\//);
  await expect(other.getByRole('heading', { name: 'Join a workspace' })).toBeVisible();
  await expect(other.getByText(`“${WORKSPACE}” as Viewer`)).toBeVisible();
  await expect(other.getByText(/Joining also confirms your address/)).toBeVisible();
  await expect(other.getByLabel('Full name')).toHaveValue(client.fullName);
  await expect(other.getByLabel('Phone number (optional)')).not.toHaveAttribute('required', /.*/);
  await other.getByRole('button', { name: 'Join the workspace' }).click();
  await expect(other).toHaveURL(/\/app\/dashboard$/);
  await expect(
    other
      .getByRole('region', { name: 'Your Businesses' })
      .getByRole('listitem')
      .filter({ hasText: BUSINESS }),
  ).toBeVisible();

  // The invitation is the only e-mail she got, and no link was followed, yet the address is confirmed.
  expect(mailbox.messages.filter((m) => recipientOf(m) === client.email)).toHaveLength(1);
  await navigate(other, 'Profile');
  await expect(other.getByRole('heading', { name: 'Account Information' })).toBeVisible();
  await expect(other.getByText(/Not verified yet/)).toHaveCount(0);
  await expect(other.getByRole('button', { name: 'Resend confirmation e-mail' })).toHaveCount(0);
  await phone.close();
});
