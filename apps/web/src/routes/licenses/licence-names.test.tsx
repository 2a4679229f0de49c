// Issue 27: a licence made from a template keeps its French names, and the licence manager shows
// them to a French reader — name, authority and the buttons' accessible names — in the table and
// the cards; an English reader, and a licence typed by hand, show the name as stored.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { licenseServer } from '../../../test/license-server';
import { business, makeLicense } from '../../../test/licenses';
import { renderApp, setWideWindow, testProfile } from '../../../test/render-app';
import { setLanguage } from '../../lib/i18n';
import { LicensesPage } from './licenses-page';

const fromTemplate = makeLicense({
  template_id: 'c0ffee00-0000-4000-8000-000000000001',
  license_name: 'Food Premises Licence',
  license_name_fr: 'Permis d’établissement alimentaire',
  authority: 'City of Ottawa',
  authority_fr: 'Ville d’Ottawa',
  source_url: 'https://ottawa.ca/food',
  expiry_date: '2026-06-01',
});
const typedByHand = makeLicense({
  license_name: 'Patio permit',
  authority: 'Town hall',
  expiry_date: '2026-07-01',
});

function show(language: 'en' | 'fr') {
  fakeApi({
    'GET /businesses/': [business],
    'GET /workspaces/': [],
    'GET /licenses/': licenseServer([fromTemplate, typedByHand]),
  });
  return renderApp(<LicensesPage />, { profile: { ...testProfile, language } });
}

describe.each([
  ['wide screen: the table', true],
  ['phone: the cards', false],
])('licence names in the licence manager (%s)', (_, wide) => {
  let restoreWindow = () => {};
  beforeEach(() => {
    restoreWindow = setWideWindow(wide);
  });
  afterEach(async () => {
    restoreWindow();
    vi.unstubAllGlobals();
    await setLanguage('en');
  });

  it('a French reader reads the template’s French name and authority', async () => {
    await setLanguage('fr');
    show('fr');
    expect(await screen.findByText('Permis d’établissement alimentaire')).toBeTruthy();
    expect(screen.queryByText('Food Premises Licence')).toBeNull();
    expect(screen.getByText('Délivré par Ville d’Ottawa')).toBeTruthy();
    expect(
      screen.getByRole('link', {
        name: 'Page officielle de Permis d’établissement alimentaire (s’ouvre dans un nouvel onglet)',
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Historique de Permis d’établissement alimentaire' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Modifier Permis d’établissement alimentaire' })).toBeTruthy();
    // Typed by hand: what the user typed, in both languages.
    expect(screen.getByText('Patio permit')).toBeTruthy();
    expect(screen.getByText('Délivré par Town hall')).toBeTruthy();
  });

  it('an English reader reads the names as stored', async () => {
    show('en');
    expect(await screen.findByText('Food Premises Licence')).toBeTruthy();
    expect(screen.queryByText('Permis d’établissement alimentaire')).toBeNull();
    expect(screen.getByText('Issued by City of Ottawa')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'History of Food Premises Licence' })).toBeTruthy();
    const patio = screen.getByText('Patio permit');
    expect(within(patio.closest(wide ? 'tr' : 'li')!).getByText('Issued by Town hall')).toBeTruthy();
  });
});
