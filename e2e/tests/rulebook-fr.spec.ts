// Issue 27, in French: a Montréal full-service restaurant says what it does by typing "restaurant",
// answers the questions that decide its licences (it serves alcohol, it has employees), completes
// onboarding, and then reads every licence by its French name on the dashboard, in the licence
// list and in its calendar feed.
import { expect, type Page, type Response, test } from '@playwright/test';
import { newAccount } from '../support/accounts';
import { addDays, todayIn } from '../support/dates';

test.use({ locale: 'fr-CA' });

interface OfferedTemplate {
  id: string;
  name: string;
  name_fr: string | null;
  renewal_rule: { kind: string };
  conditions: { key: string; when: boolean }[];
  applies: boolean | null;
}
type Offer = Record<'federal' | 'provincial' | 'municipal', OfferedTemplate[]>;

const QUESTIONS = {
  alcohol: 'Vendez-vous ou servez-vous de l’alcool?',
  employees: 'Avez-vous des employés (toute personne payée, y compris de la famille)?',
};

/** The built-in account creation page, in French (the browser asks for fr-CA). */
async function createAccount(page: Page) {
  const account = newAccount();
  const create = /^(Créer un compte|Créer le compte)$/;
  const createLink = page.getByRole('link', { name: create });
  const createButton = page.getByRole('button', { name: create });
  await expect(createLink.or(createButton)).toBeVisible();
  if (await createLink.isVisible()) await createLink.click();
  await page.getByLabel(/^Nom complet/).fill(account.fullName);
  await page.getByLabel(/^(Courriel|Adresse courriel)/).fill(account.email);
  await page.getByLabel(/^Mot de passe/).fill(account.password);
  await page.getByRole('button', { name: create }).click();
}

const offerFor = (answers: string[]) => (response: Response) => {
  if (!response.url().includes('/api/onboarding/license-templates') || !response.ok()) return false;
  const given = new URL(response.url()).searchParams.get('answers') ?? '';
  return answers.every((key) => given.includes(`"${key}":true`));
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An iCalendar text as read: folded lines joined, escaped commas and semicolons plain. */
const unfoldIcs = (text: string) => text.replace(/\r?\n[ \t]/g, '').replace(/\\([,;\\])/g, '$1');

test('a Montréal restaurant picks its activity in French, answers the questions and reads its licences in French', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await page.getByRole('button', { name: 'Commencer' }).first().click();
  await expect(page).toHaveURL(/\/interaction\//);
  await createAccount(page);

  // Steps 1 and 2: Montréal, Québec.
  await expect(page).toHaveURL(/\/app\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Bienvenue dans License Tracker' })).toBeVisible();
  await page.getByLabel('Province').selectOption('QC');
  await page.getByRole('combobox', { name: 'Ville' }).pressSequentially('Montr');
  await page.getByRole('option', { name: 'Montréal', exact: true }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByLabel('Adresse municipale').fill('4500, rue Saint-Denis');
  await page.getByRole('button', { name: 'Suivant' }).click();

  // Step 3: what it does, by typing a word; nothing chosen is said next to the field.
  await expect(page.getByRole('heading', { name: 'Votre entreprise' })).toBeVisible();
  await page.getByLabel('Nom de l’entreprise').fill('Bistro Saint-Denis');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Choisissez dans la liste ce que fait l’entreprise.')).toBeVisible();
  const activity = page.getByRole('combobox', { name: /^Ce que fait l’entreprise/ });
  await activity.fill('restaurant');
  const option = page.getByRole('option', { name: /^Restaurant à service complet/ });
  // The other language's name is the option's hint.
  await expect(option).toContainText('Full-service restaurant');
  await option.click();
  await expect(activity).toHaveValue('Restaurant à service complet');
  await expect(page.getByText('Type d’entreprise : Restauration')).toBeVisible();
  const firstOffer = page.waitForResponse(offerFor([]));
  await page.getByRole('button', { name: 'Suivant' }).click();
  const asked = new URL((await firstOffer).url()).searchParams;
  expect(asked.get('activity')).toBe('full_service_restaurant');

  // Step 4: the questions first — employees and incorporation are asked of everyone.
  await expect(page.getByRole('heading', { name: 'Choisissez les permis requis' })).toBeVisible();
  await expect(page.getByText(/^Pour « Restaurant à service complet » à Montréal, Québec/)).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'L’entreprise est-elle constituée en société (incorporée)?' }),
  ).toBeVisible();
  await page.getByRole('group', { name: QUESTIONS.alcohol }).getByRole('radio', { name: 'Oui' }).check();
  const answered = page.waitForResponse(offerFor(['sells_alcohol', 'has_employees']));
  await page.getByRole('group', { name: QUESTIONS.employees }).getByRole('radio', { name: 'Oui' }).check();
  const offer = (await (await answered).json()) as Offer;
  const applying = [...offer.federal, ...offer.provincial, ...offer.municipal].filter(
    (t) => t.applies === true,
  );

  // The answers decide: a licence that needs alcohol and one that needs employees both apply.
  const liquor = applying.find((t) => t.conditions.some((c) => c.key === 'sells_alcohol' && c.when));
  const employer = applying.find((t) => t.conditions.some((c) => c.key === 'has_employees' && c.when));
  expect(liquor, 'a licence under "sells alcohol: yes" applies').toBeDefined();
  expect(employer, 'a licence under "has employees: yes" applies').toBeDefined();
  // Every one has its French name, and is ticked under it.
  for (const template of applying) {
    expect(template.name_fr, `${template.name} has a French name`).toBeTruthy();
    await expect(page.getByRole('checkbox', { name: template.name_fr ?? '', exact: true })).toBeChecked();
  }
  await page.getByRole('button', { name: 'Suivant' }).click();

  // Step 5: the expiry printed on each licence that expires; the liquor licence's comes first.
  await expect(page.getByRole('heading', { name: 'Dates d’expiration et rappels' })).toBeVisible();
  const today = todayIn('America/Toronto');
  const dated = applying.filter((t) => t.renewal_rule.kind !== 'none');
  for (const template of dated) {
    const label = `Date d’expiration inscrite sur ${template.name_fr}`;
    const expiry = addDays(today, template.id === liquor?.id ? 10 : 200);
    await page.getByLabel(new RegExp(`^${escapeRegExp(label)}`)).fill(expiry);
  }
  await page.getByRole('button', { name: 'Terminer la configuration' }).click();
  await expect(page.getByText('Configuration terminée! Bienvenue dans License Tracker!')).toBeVisible();

  // The dashboard: the licence expiring soonest, by its French name.
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Tableau de bord des permis' })).toBeVisible();
  const liquorFr = liquor?.name_fr ?? '';
  await expect(page.getByText(liquorFr, { exact: true }).first()).toBeVisible();
  if (liquor && liquor.name !== liquorFr)
    await expect(page.getByText(liquor.name, { exact: true })).toHaveCount(0);

  // The licence list: every licence by its French name.
  const nav = page.getByRole('navigation', { name: 'Application' });
  await nav.getByRole('link', { name: 'Permis' }).click();
  await expect(page.getByRole('heading', { name: 'Gestionnaire de permis' })).toBeVisible();
  for (const template of applying) {
    await expect(page.getByText(template.name_fr ?? '', { exact: true }).first()).toBeVisible();
  }

  // The calendar feed: each dated licence's event carries its French name.
  await nav.getByRole('link', { name: 'Profil' }).click();
  const feedUrl = await page.getByLabel('Adresse du calendrier').inputValue();
  expect(feedUrl).toMatch(/\.ics/);
  const feed = await page.request.get(feedUrl);
  expect(feed.ok()).toBe(true);
  const ics = unfoldIcs(await feed.text());
  for (const template of dated) expect(ics).toContain(template.name_fr ?? '');
  if (liquor && !liquorFr.includes(liquor.name)) expect(ics).not.toContain(liquor.name);
});
