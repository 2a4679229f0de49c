// Nothing happens twice (issue 30, item 1; decision 045): a double-click on each create button makes
// one record. Most buttons are clicked twice in one task, before the app can re-render and disable
// them (the worst case); the business's is Playwright's own double-click. Every create request
// carries an Idempotency-Key, and the records are counted through the API afterwards.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { recipientOf, type SmtpFake } from '../../apps/server/test/support/reminders/smtp-fake';
import { signUpOnboarded } from '../support/app';
import { confirmSignUpEmail, emailOf } from '../support/confirm-email';
import { startMailbox } from '../support/mail';

const BUSINESS = 'Twice Bakery';
const LICENCE = 'Patio permit';
const CONTACT = 'twice.contact@e2e.example.test';
const INVITEE = 'twice.invitee@e2e.example.test';

// The contact's confirmation and the invitation are e-mailed while the request runs.
let mailbox: SmtpFake;
test.beforeAll(async () => {
  mailbox = await startMailbox();
});
test.afterAll(() => mailbox?.close());

/** Two clicks with no chance for the page to re-render between them. */
async function doubleClickAtOnce(button: Locator): Promise<void> {
  await button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });
}

async function list<T>(page: Page, token: string, path: string): Promise<T[]> {
  const response = await page.request.get(path, { headers: { authorization: token } });
  expect(response.status(), path).toBe(200);
  return response.json();
}

test('a double-click on each create button makes one record', async ({ page }) => {
  const token = await signUpOnboarded(page, 'First Shop');
  await confirmSignUpEmail(page, mailbox, await emailOf(page, token));
  const creates: { path: string; key: string | undefined }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/(businesses|licenses|workspaces)\//.test(request.url())) {
      creates.push({ path: new URL(request.url()).pathname, key: request.headers()['idempotency-key'] });
    }
  });

  // A business, from the dashboard.
  await page.goto('/app/dashboard');
  await page
    .getByRole('region', { name: 'Your Businesses' })
    .getByRole('button', { name: '+ Add Business' })
    .click();
  const businessDialog = page.getByRole('dialog', { name: 'Add New Business' });
  await businessDialog.getByLabel('Business Name').fill(BUSINESS);
  await businessDialog.getByRole('combobox', { name: /^What the business does/ }).fill('bakery');
  await businessDialog
    .getByRole('option', { name: /bakery/i })
    .first()
    .click();
  await businessDialog.getByLabel('Province').selectOption({ label: 'Ontario' });
  await businessDialog.getByRole('combobox', { name: 'City' }).pressSequentially('Toron');
  await businessDialog.getByRole('option', { name: 'Toronto', exact: true }).click();
  await businessDialog.getByRole('button', { name: 'Add Business' }).dblclick();
  await expect(page).toHaveURL(/\/app\/businesses\/[0-9a-f-]+/);
  const businesses = await list<{ id: string; business_name: string }>(page, token, '/api/businesses/');
  expect(businesses.filter((b) => b.business_name === BUSINESS)).toHaveLength(1);
  const businessId = businesses.find((b) => b.business_name === BUSINESS)!.id;

  // A licence, from the licences page.
  await page.goto('/app/licenses');
  await page.getByRole('button', { name: '+ Add License' }).first().click();
  const licenceDialog = page.getByRole('dialog', { name: 'Add New License' });
  await licenceDialog.getByLabel('Business').selectOption({ label: BUSINESS });
  await licenceDialog.getByLabel('License Name').fill(LICENCE);
  await licenceDialog.getByLabel('Level').selectOption('municipal');
  await licenceDialog.getByLabel('Issue Date').fill('2026-01-15');
  await licenceDialog.getByRole('button', { name: 'Calculate' }).click();
  await expect(licenceDialog.getByLabel('Expiry Date')).toHaveValue('2027-01-15');
  await doubleClickAtOnce(licenceDialog.getByRole('button', { name: 'Add License' }));
  await expect(licenceDialog).toBeHidden();
  const licences = await list<{ id: string; license_name: string }>(page, token, '/api/licenses/');
  expect(licences.filter((l) => l.license_name === LICENCE)).toHaveLength(1);
  const licenceId = licences.find((l) => l.license_name === LICENCE)!.id;

  // Its renewal: one new period, twelve months on, not two.
  await page
    .getByRole('button', { name: `Renew ${LICENCE}` })
    .first()
    .click();
  const renewDialog = page.getByRole('dialog', { name: `Renew ${LICENCE}` });
  await doubleClickAtOnce(renewDialog.getByRole('button', { name: 'Renew license' }));
  await expect(renewDialog).toBeHidden();
  expect(await list(page, token, `/api/licenses/${licenceId}/history/`)).toHaveLength(2);

  // An outside contact of the business.
  await page.goto(`/app/businesses/${businessId}`);
  const reminders = page.getByRole('region', { name: 'Who gets reminders' });
  await reminders.getByRole('textbox', { name: 'Name', exact: true }).fill('Twice Contact');
  await reminders.getByRole('textbox', { name: 'E-mail', exact: true }).fill(CONTACT);
  await doubleClickAtOnce(reminders.getByRole('button', { name: 'Add contact' }));
  await expect(
    page.getByText(`Contact added. We e-mailed ${CONTACT} a link to confirm.`).first(),
  ).toBeVisible();
  const recipients = await list<{ email: string | null }>(
    page,
    token,
    `/api/businesses/${businessId}/recipients/`,
  );
  expect(recipients.filter((r) => r.email === CONTACT)).toHaveLength(1);

  // An invitation and a channel of the workspace.
  await page.goto('/app/workspaces');
  await page
    .getByRole('button', { name: /^Members and invitations of / })
    .first()
    .click();
  await page.getByLabel('E-mail address').fill(INVITEE);
  await doubleClickAtOnce(page.getByRole('button', { name: 'Send invitation' }));
  await expect(page.getByText(`Invitation sent to ${INVITEE}`).first()).toBeVisible();
  await page.getByLabel('Kind').selectOption('webhook');
  await page.getByRole('textbox', { name: /^URL/ }).fill('http://127.0.0.1:9/twice');
  await doubleClickAtOnce(page.getByRole('button', { name: 'Add channel' }));
  await expect(page.getByTestId('channel-secret')).toBeVisible();
  const [workspace] = await list<{ id: string }>(page, token, '/api/workspaces/');
  const invitations = await list<{ email: string }>(
    page,
    token,
    `/api/workspaces/${workspace!.id}/invitations/`,
  );
  expect(invitations.filter((i) => i.email === INVITEE)).toHaveLength(1);
  expect(await list(page, token, `/api/workspaces/${workspace!.id}/channels/`)).toHaveLength(1);

  // One e-mail each, not two.
  const mailsTo = (to: string) => mailbox.messages.filter((m) => recipientOf(m) === to).length;
  await expect.poll(() => mailsTo(CONTACT)).toBe(1);
  await expect.poll(() => mailsTo(INVITEE)).toBe(1);

  // Each create went out with a key; a double-click in one task sends one request.
  const posts = creates.filter(({ path }) => !path.endsWith('/calculate-expiry/'));
  expect(posts.map(({ path }) => path.replace(/[0-9a-f-]{36}/g, ':id'))).toEqual([
    '/api/businesses/',
    '/api/licenses/',
    '/api/licenses/:id/renew/',
    '/api/businesses/:id/recipients/',
    '/api/workspaces/:id/invitations/',
    '/api/workspaces/:id/channels/',
  ]);
  for (const { path, key } of posts) expect(key, path).toMatch(/^"[0-9a-f-]{36}"$/);
});
