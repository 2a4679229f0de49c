// Issue 28, item 4 (decision 044): what an owner needs on the day — the fee, the late penalty and how
// to renew — shown on the licence (its row, and its card on a phone) and in the reminder e-mail. The
// super admin sets a template's facts through the admin API (so the spec does not depend on the
// catalogue's data), holds a licence made from it that expires in 14 days, reads the facts on the
// licences page, sends the due reminders from the admin panel and reads them in the e-mail.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { recipientOf, type SmtpFake } from '../../apps/server/test/support/reminders/smtp-fake';
import type { Account } from '../support/accounts';
import { confirmEmail, enterApp, nextAccessToken } from '../support/admin-session';
import { addDays, todayIn } from '../support/dates';
import { startMailbox } from '../support/mail';

// playwright.config.ts starts the server with SUPER_ADMIN_EMAILS=super@e2e.example.test (the same
// account as reminder-on-it.spec.ts).
const SUPER: Account = {
  fullName: 'Sam Super',
  email: 'super@e2e.example.test',
  password: 'sam e2e passphrase',
};
// enterApp onboards a Regina business; the server counts its days in its time zone.
const ZONE = 'America/Regina';
const FACTS = {
  fee: '$150 a year',
  fee_fr: '150 $ par année',
  late_penalty: 'A 10% penalty; an expired licence cannot be renewed',
  late_penalty_fr: 'Une pénalité de 10 %; un permis expiré ne peut pas être renouvelé',
  how_to_renew: 'Online, with your licence number and proof of insurance',
  how_to_renew_fr: 'En ligne, avec votre numéro de permis et une preuve d’assurance',
  renewal_url: 'https://www.regina.ca/business/renew',
};

let mailbox: SmtpFake;
test.beforeAll(async () => {
  mailbox = await startMailbox();
});
test.afterAll(async () => {
  await mailbox?.close();
});

test('a licence shows its fee, late penalty and how to renew, and its reminder e-mail carries them', async ({
  page,
}) => {
  test.slow();
  const name = `Regina vending licence ${randomUUID().slice(0, 8)}`;
  await enterApp(page, SUPER);
  await confirmEmail(mailbox, page, SUPER.email);
  const token = nextAccessToken(page);
  await page.goto('/app/licenses');
  const headers = { authorization: await token };

  // The template's facts, as an administrator sets them.
  const template = await page.request.post('/api/admin/license-templates', {
    headers,
    data: {
      name,
      level: 'municipal',
      business_type: 'Retail',
      province: 'SK',
      city: 'Regina',
      default_validity_months: 12,
      source_url: 'https://www.regina.ca/business',
      source_checked_on: '2026-11-27',
      confidence: 'high',
      source_kind: 'official',
      ...FACTS,
    },
  });
  expect(template.status(), await template.text()).toBe(201);
  // A licence made from it, expiring in 14 days: a reminder is due today.
  const [business] = await (await page.request.get('/api/businesses/', { headers })).json();
  const expiry = addDays(todayIn(ZONE), 14);
  const licence = await page.request.post('/api/licenses/', {
    headers,
    data: {
      business_id: business.id,
      template_id: (await template.json()).id,
      license_name: name,
      level: 'municipal',
      issued_date: addDays(expiry, -365),
      expiry_date: expiry,
      reminder_enabled: true,
    },
  });
  expect(licence.status(), await licence.text()).toBe(201);

  // On its row: closed until asked for, then the facts, the renewal page and how far to trust them.
  await page.goto('/app/licenses');
  const row = page.getByRole('row').filter({ hasText: name });
  const toggle = row.getByRole('button', { name: `Renewal facts for ${name}` });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(row.getByText(FACTS.fee)).toBeVisible();
  await expect(row.getByText(FACTS.late_penalty)).toBeVisible();
  await expect(row.getByText(FACTS.how_to_renew)).toBeVisible();
  await expect(row.getByRole('link', { name: `Renewal page for ${name}` })).toHaveAttribute(
    'href',
    FACTS.renewal_url,
  );
  await expect(row.getByText(/Source checked .* · high confidence/)).toBeVisible();

  // On a phone, its card has them too.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await card.getByRole('button', { name: `Renewal facts for ${name}` }).click();
  await expect(card.getByText(FACTS.late_penalty)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });

  // The super admin sends what is due now; the reminder e-mail carries the facts.
  await page.goto('/app/admin');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await page.getByRole('tab', { name: 'Reminders' }).click();
  const run = page.waitForResponse((r) => r.url().includes('/api/admin/reminders/run'));
  await page.getByRole('button', { name: 'Send due reminders now' }).click();
  expect((await run).status()).toBe(200);
  let mail: (typeof mailbox.messages)[number] | undefined;
  await expect(async () => {
    mail = mailbox.messages.find((m) => recipientOf(m) === SUPER.email && m.subject?.includes(name));
    expect(mail, `a reminder for ${name}`).toBeTruthy();
  }).toPass({ timeout: 30_000 });
  expect(mail!.text).toContain(`Fee: ${FACTS.fee}`);
  expect(mail!.text).toContain(`Late: ${FACTS.late_penalty}`);
  expect(mail!.text).toContain(`How to renew: ${FACTS.how_to_renew}`);
  expect(mail!.text).toContain(`Renewal page: ${FACTS.renewal_url}`);
});
