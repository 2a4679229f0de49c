// Issue 27: the dashboard's short lists name a licence made from a template in the reader's
// language — the French name kept from its template for a French reader, the stored one otherwise.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { summaryFrom } from '../../../test/dashboard';
import { fakeApi } from '../../../test/fake-api';
import { business, makeLicense } from '../../../test/licenses';
import { renderApp, testProfile } from '../../../test/render-app';
import { setLanguage } from '../../lib/i18n';
import { DashboardPage } from './dashboard-page';

const template = {
  template_id: 'c0ffee00-0000-4000-8000-000000000002',
  license_name: 'Food Premises Licence',
  license_name_fr: 'Permis d’établissement alimentaire',
  authority: 'City of Ottawa',
  authority_fr: 'Ville d’Ottawa',
};
const soon = makeLicense({
  ...template,
  expiry_date: '2026-04-03',
  is_expiring_soon: true,
  days_until_expiry: 3,
});
const expired = makeLicense({
  ...template,
  license_name: 'Sign Permit',
  license_name_fr: 'Permis d’enseigne',
  expiry_date: '2026-03-01',
  is_expired: true,
  days_until_expiry: -3,
});

function show(language: 'en' | 'fr') {
  fakeApi({ 'GET /dashboard/summary/': summaryFrom([business], [soon, expired]), 'GET /workspaces/': [] });
  renderApp(<DashboardPage />, { profile: { ...testProfile, language } });
}

describe('licence names on the dashboard', { timeout: 20_000 }, () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLanguage('en');
  });

  it('in French: the expiring, expired and level lists and the Renew buttons', async () => {
    await setLanguage('fr');
    show('fr');
    const soonList = await screen.findByRole('region', { name: 'Expirent bientôt (30 prochains jours)' });
    expect(within(soonList).getByText('Permis d’établissement alimentaire')).toBeTruthy();
    expect(
      within(soonList).getByRole('button', { name: 'Renouveler Permis d’établissement alimentaire' }),
    ).toBeTruthy();
    const expiredList = screen.getByRole('region', { name: 'Permis expirés' });
    expect(within(expiredList).getByText('Permis d’enseigne')).toBeTruthy();
    const municipal = screen.getByRole('region', { name: 'Municipal' });
    expect(within(municipal).getByText('Permis d’établissement alimentaire')).toBeTruthy();
    expect(within(municipal).getByText('Permis d’enseigne')).toBeTruthy();
    expect(screen.queryByText('Food Premises Licence')).toBeNull();
    expect(screen.queryByText('Sign Permit')).toBeNull();
  });

  it('in English: the names as stored', async () => {
    show('en');
    const soonList = await screen.findByRole('region', { name: 'Expiring Soon (Next 30 Days)' });
    expect(within(soonList).getByText('Food Premises Licence')).toBeTruthy();
    expect(within(soonList).getByRole('button', { name: 'Renew Food Premises Licence' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Expired Licenses' })).getByText('Sign Permit'),
    ).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Municipal' })).getByText('Sign Permit')).toBeTruthy();
    expect(screen.queryByText('Permis d’établissement alimentaire')).toBeNull();
  });
});
