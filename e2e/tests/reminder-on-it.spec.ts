// Issue 12: a reminder's "I'm on it" link works signed out. A super admin sends the due reminders
// from the admin panel ("Send due reminders now"), the owner's e-mail is read from the loopback SMTP
// server, and its link is followed in a fresh browser that nobody signed in to.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { recipientOf, type SmtpFake } from '../../apps/server/test/support/reminders/smtp-fake';
import { type Account, newAccount, signIn, signUp } from '../support/accounts';
import { addDays, todayIn } from '../support/dates';
import { linkInMail, startMailbox } from '../support/mail';

let mailbox: SmtpFake;
test.beforeAll(async () => {
  mailbox = await startMailbox();
});
test.afterAll(async () => {
  await mailbox?.close();
});

// playwright.config.ts starts the server with SUPER_ADMIN_EMAILS=super@e2e.example.test.
const SUPER: Account = {
  fullName: 'Sam Super',
  email: 'super@e2e.example.test',
  password: 'sam e2e passphrase',
};
// The business is in Regina; the server counts its days in its time zone.
const ZONE = 'America/Regina';

/** The bearer token the web app sends with its next API call (tokens live in memory only). */
async function nextAccessToken(page: Page): Promise<string> {
  const request = await page.waitForRequest((r) => r.url().includes('/api/') && !!r.headers().authorization, {
    timeout: 30_000,
  });
  return request.headers().authorization!;
}

/**
 * Signs up (or, on a retry, signs in), confirms the e-mail address by the e-mailed link (reminders
 * go to confirmed addresses only) and onboards through the API with one licence of a term template,
 * expiring on `expiry`. Returns the licence's name.
 */
async function enterWithLicence(page: Page, account: Account, expiry: string): Promise<string | undefined> {
  await page.goto('/');
  const token = nextAccessToken(page);
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
    await expect(page).toHaveURL(/\/app\//);
    return undefined;
  }
  const headers = { authorization: await token };
  const verify = await linkInMail(mailbox, account.email, 1, '/account/verify-email');
  const profile = await page.request.put('/api/onboarding/profile', {
    headers,
    data: { full_name: account.fullName, address: '1 Main St', city: 'Regina', province: 'SK' },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  const templates = await (
    await page.request.get('/api/onboarding/license-templates?business_type=Retail&province=SK&city=Regina', {
      headers,
    })
  ).json();
  const term = [...templates.municipal, ...templates.provincial, ...templates.federal].find(
    (t: { renewal_rule: { kind: string } }) => t.renewal_rule.kind === 'term',
  );
  const done = await page.request.post('/api/onboarding/complete', {
    headers,
    data: {
      business: {
        business_name: 'Prairie Hardware',
        business_type: 'Retail',
        address: '1 Main St',
        city: 'Regina',
        province: 'SK',
      },
      licenses: [{ template_id: term.id, expiry_date: expiry }],
      notification_channels: ['email'],
    },
  });
  expect(done.ok(), await done.text()).toBe(true);
  await page.goto(verify);
  await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
  await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
  return term.name as string;
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** Waits for a reminder e-mail to `to` and returns its "I'm on it" link. */
async function onItLinkInMail(to: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const mail = mailbox.messages.find((m) => recipientOf(m) === to && m.text?.includes("I'm on it: "));
    link = mail?.text?.match(/I'm on it: (\S+)/)?.[1];
    expect(link, `a reminder to ${to}`).toBeTruthy();
  }).toPass({ timeout: 30_000 });
  return link!;
}

test('the "I\'m on it" link of a reminder sent from the admin panel works signed out', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The owner's licence expires in 14 days: a reminder is due today.
  const owner = newAccount();
  const licence = await enterWithLicence(page, owner, addDays(todayIn(ZONE), 14));
  expect(licence).toBeTruthy();

  // The super admin sends what is due now, without waiting for the worker's hourly sweep.
  const admin = await newPage(browser);
  await enterWithLicence(admin, SUPER, addDays(todayIn(ZONE), 300));
  await admin.goto('/app/admin');
  await expect(admin.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await admin.getByRole('tab', { name: 'Reminders' }).click();
  const run = admin.waitForResponse((r) => r.url().includes('/api/admin/reminders/run'));
  await admin.getByRole('button', { name: 'Send due reminders now' }).click();
  expect((await run).status()).toBe(200);
  await expect(admin.getByText(/^Reminders due now: \d+ new, \d+ sent, \d+ failed\.$/)).toBeVisible();
  await admin.context().close();

  // The link, in a browser nobody signed in to: it asks first, then records the answer.
  const link = await onItLinkInMail(owner.email);
  const stranger = await newPage(browser);
  await stranger.goto(link);
  await expect(stranger.getByRole('heading', { name: 'Stop the reminders for this licence?' })).toBeVisible();
  await expect(stranger.getByText(licence!)).toBeVisible();
  await stranger.getByRole('button', { name: "I'm on it" }).click();
  await expect(stranger.getByRole('heading', { name: "Thanks — you're on it" })).toBeVisible();
  await stranger.context().close();

  // Everyone sees who is on it (issue 30): the licence's row, its history and the dashboard name
  // the owner, whose e-mail link it was, and the day ("On it — Pat Owner …, Nov 27").
  const onIt = new RegExp(`^On it — ${owner.fullName}, [A-Z][a-z]{2,3}\\.? \\d{1,2}$`);
  await page.goto('/app/licenses');
  const row = page.getByRole('row').filter({ hasText: licence! });
  await expect(row.getByText(onIt)).toBeVisible();
  await row.getByRole('button', { name: `History of ${licence}` }).click();
  const history = page.getByRole('dialog', { name: `History of ${licence}` });
  await expect(history.getByText(onIt)).toBeVisible();
  await expect(history.getByRole('listitem').first()).toContainText('“I’m on it” noted on');
  await page.goto('/app/dashboard');
  const item = page.getByRole('listitem').filter({ hasText: licence! });
  await expect(item.getByText(onIt).first()).toBeVisible();
});
