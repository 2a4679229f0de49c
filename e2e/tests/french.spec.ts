// Issue 15: a Québec visitor with a fr-CA browser gets the product in French, can switch to English
// and back, and the choice survives a reload (decision 016).
import { expect, type Page, test } from '@playwright/test';
import { newAccount } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { addDays, todayIn } from '../support/dates';

test.use({ locale: 'fr-CA' });

/** "23 nov. 2026": how the French app prints a date. */
function frenchDate(date: string): string {
  return new Intl.DateTimeFormat('fr-CA', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');

/** The built-in account creation page, in whichever language it speaks (the server's part of issue 15). */
async function createAccount(page: Page) {
  const account = newAccount();
  const create = /^(Create account|Créer un compte|Créer le compte)$/;
  const createLink = page.getByRole('link', { name: create });
  const createButton = page.getByRole('button', { name: create });
  await expect(createLink.or(createButton)).toBeVisible();
  if (await createLink.isVisible()) await createLink.click();
  await page.getByLabel(/^(Full name|Nom complet)/).fill(account.fullName);
  await page.getByLabel(/^(Email|Courriel|Adresse courriel)/).fill(account.email);
  await page.getByLabel(/^(Password|Mot de passe)/).fill(account.password);
  await page.getByRole('button', { name: create }).click();
  return account;
}

test('a fr-CA visitor signs up, onboards and manages licences in French, switches to English and back', async ({
  page,
}) => {
  // A whole journey with six accessibility checks: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  // Home: French from the browser's language, with the switch to English.
  await page.goto('/');
  expect(await htmlLang(page)).toBe('fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ne manquez plus jamais une date de renouvellement de permis',
  );
  await expect(page.getByRole('button', { name: /English/ })).toHaveAttribute('lang', 'en');
  await expectAccessible(page);

  // Sign-up: the authorization request asks for French pages.
  const authorization = page.waitForRequest(/\/oidc\/auth\?/);
  await page.getByRole('button', { name: 'Commencer' }).first().click();
  expect(new URL((await authorization).url()).searchParams.get('ui_locales')).toBe('fr-CA');
  await expect(page).toHaveURL(/\/interaction\//);
  // The built-in account creation page speaks French too (issue 15, item 3).
  expect(await htmlLang(page)).toBe('fr');
  await expect(page.getByRole('heading', { name: 'Créer un compte' })).toBeVisible();
  await expect(page.getByLabel(/^Nom complet/)).toBeVisible();
  await expect(page.getByText('En créant un compte, vous acceptez les')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View in English' })).toBeVisible();
  const account = await createAccount(page);

  // Onboarding in French.
  await expect(page).toHaveURL(/\/app\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Bienvenue dans License Tracker' })).toBeVisible();
  expect(await htmlLang(page)).toBe('fr-CA');
  await expect(
    page.getByText('Nous prenons en charge uniquement les entreprises canadiennes.'),
  ).toBeVisible();
  const province = page.getByLabel('Province');
  await expect(province.locator('option', { hasText: 'Colombie-Britannique' })).toHaveCount(1);
  await province.selectOption({ label: 'Ontario' });
  const city = page.getByRole('combobox', { name: 'Ville' });
  await city.pressSequentially('Tor');
  await page.getByRole('option', { name: 'Toronto', exact: true }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Suivant' }).click();

  await expect(page.getByRole('heading', { name: 'Vos coordonnées' })).toBeVisible();
  await expect(page.getByLabel('Nom complet')).toHaveValue(account.fullName);
  await page.getByLabel('Adresse municipale').fill('100, rue Queen Ouest');
  await page.getByRole('button', { name: 'Suivant' }).click();

  await expect(page.getByRole('heading', { name: 'Votre entreprise' })).toBeVisible();
  await page.getByLabel('Nom de l’entreprise').fill('Bistro Queen');
  // Ce que fait l'entreprise, choisi en tapant (issue 27) : le type en découle et s'affiche.
  await page.getByRole('combobox', { name: /^Ce que fait l’entreprise/ }).fill('restaurant');
  await page.getByRole('option', { name: /^Restaurant à service complet/ }).click();
  await expect(page.getByText('Type d’entreprise : Restauration')).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();

  const municipal = page.getByRole('group', { name: 'Municipal' });
  await expect(municipal.getByRole('checkbox').first()).toBeVisible();
  // What applies comes pre-ticked (decision 015): with nothing ticked, the step says so in French.
  const ticked = page.getByRole('checkbox', { checked: true });
  while ((await ticked.count()) > 0) await ticked.first().uncheck();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Veuillez choisir au moins un permis' }),
  ).toBeVisible();
  await municipal.getByRole('checkbox').first().check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Suivant' }).click();

  // Step 5: the expiry date printed on the licence, 14 days from today.
  await expect(page.getByRole('heading', { name: 'Dates d’expiration et rappels' })).toBeVisible();
  const expiry = addDays(todayIn('America/Toronto'), 14);
  await page
    .getByLabel(/^Date d’expiration inscrite sur/)
    .first()
    .fill(expiry);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Terminer la configuration' }).click();
  await expect(page.getByText('Configuration terminée! Bienvenue dans License Tracker!')).toBeVisible();

  // Dashboard in French, with French dates.
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Tableau de bord des permis' })).toBeVisible();
  await expect(page.getByText('Expire dans 14 jours')).toBeVisible();
  await expect(page.locator('time', { hasText: frenchDate(expiry) }).first()).toBeVisible();
  await expectAccessible(page);

  // Licence manager in French.
  await page.getByRole('navigation', { name: 'Application' }).getByRole('link', { name: 'Permis' }).click();
  await expect(page.getByRole('heading', { name: 'Gestionnaire de permis' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Nom du permis' })).toBeVisible();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: frenchDate(expiry) })
      .first(),
  ).toContainText('Expire bientôt');
  await expectAccessible(page);

  // To English; the choice is stored in the profile and survives a reload.
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/users/profile') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: /English/ }).click();
  await expect(page.getByRole('heading', { name: 'License Manager' })).toBeVisible();
  expect(await htmlLang(page)).toBe('en-CA');
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'License Manager' })).toBeVisible();
  expect(await htmlLang(page)).toBe('en-CA');

  // And back to French.
  await page.getByRole('button', { name: /Français/ }).click();
  await expect(page.getByRole('heading', { name: 'Gestionnaire de permis' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Gestionnaire de permis' })).toBeVisible();
  expect(await htmlLang(page)).toBe('fr-CA');
  await expect(page.getByRole('button', { name: /English/ })).toHaveAttribute('lang', 'en');
  await expectAccessible(page);
});

test('a fr-CA visitor meets the sign-in page, its mistakes and the loader in French', async ({ page }) => {
  // Before the app runs, the static page already speaks French (apps/web/public/boot-language.js).
  await page.route('**/assets/**', (route) => route.abort());
  await page.goto('/');
  expect(await htmlLang(page)).toBe('fr-CA');
  await expect(page.getByRole('status')).toHaveText('Chargement…');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^License Tracker réunit/,
  );
  await page.unroute('**/assets/**');

  await page.goto('/');
  await page.getByRole('button', { name: 'Se connecter' }).first().click();
  await expect(page).toHaveURL(/\/interaction\//);
  expect(await htmlLang(page)).toBe('fr');
  await expect(page.getByRole('heading', { name: 'Se connecter' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mot de passe oublié?' })).toBeVisible();
  await page.getByLabel(/^Courriel/).fill('personne@example.test');
  await page.getByLabel(/^Mot de passe/).fill('pas le bon mot de passe');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Courriel ou mot de passe non valide')).toBeVisible();
  await expectAccessible(page);
});
