import type { LicenseFacts } from '@lt/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, stubApi } from '../../../test/admin';
import { makeLicense } from '../../../test/licenses';
import { i18n } from '../../lib/i18n';
import { RenewDialog } from './renew-dialog';
import { RenewalFactsDisclosure } from './renewal-facts';

const TEMPLATE_ID = '33333333-3333-4333-8333-333333333333';
const licence = makeLicense({ template_id: TEMPLATE_ID, license_name: 'Liquor licence' });
const FACTS: LicenseFacts = {
  license_id: licence.id,
  template_id: TEMPLATE_ID,
  fee: '$150 a year',
  fee_fr: '150 $ par année',
  late_penalty: 'A 10% penalty; an expired liquor licence cannot be renewed',
  late_penalty_fr: 'Une pénalité de 10 %; un permis d’alcool expiré ne peut être renouvelé',
  how_to_renew: null,
  how_to_renew_fr: null,
  renewal_url: 'https://agco.example.ca/renew',
  source_url: 'https://agco.example.ca/liquor',
  source_checked_on: '2026-11-27',
  confidence: 'high',
  source_official: true,
};
const factsPath = `/licenses/${licence.id}/facts/`;

function answering(facts: LicenseFacts | null) {
  return stubApi((method, path) =>
    method === 'GET' && path === factsPath
      ? facts
        ? { body: facts }
        : { status: 500, body: { detail: 'boom' } }
      : undefined,
  );
}

describe('the renewal facts of a licence (decision 044)', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18n.changeLanguage('en'));
  });

  it('loads nothing until opened, then shows the fee, the late penalty, what the source leaves out, the page and the trust', async () => {
    const api = answering(FACTS);
    renderWithQueries(<RenewalFactsDisclosure license={licence} />);
    const toggle = screen.getByRole('button', { name: 'Renewal facts for Liquor licence' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(api.paths()).toEqual([]);

    fireEvent.click(toggle);
    expect(screen.getByRole('status').textContent).toBe('Loading the renewal facts...');
    expect(await screen.findByText('$150 a year')).toBeTruthy();
    expect(api.paths()).toEqual([`GET ${factsPath}`]);
    expect(screen.getByText(FACTS.late_penalty!)).toBeTruthy();
    expect(screen.getByText('How to renew').nextElementSibling?.textContent).toBe('Not stated by the source');
    const page = screen.getByRole('link', { name: 'Renewal page for Liquor licence' });
    expect(page.getAttribute('href')).toBe('https://agco.example.ca/renew');
    expect(screen.getByText(/^Source checked .*2026 · high confidence$/)).toBeTruthy();
    expect(screen.queryByText(/not an official source/)).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('$150 a year')).toBeNull();
  });

  it('reads French to a French reader, and marks a third-party source', async () => {
    await act(() => i18n.changeLanguage('fr'));
    answering({ ...FACTS, renewal_url: null, confidence: 'low', source_official: false });
    renderWithQueries(<RenewalFactsDisclosure license={licence} />);
    fireEvent.click(
      screen.getByRole('button', { name: 'Renseignements pour le renouvellement de Liquor licence' }),
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Chargement des renseignements pour le renouvellement…',
    );
    expect(await screen.findByText('150 $ par année')).toBeTruthy();
    expect(screen.getByText(FACTS.late_penalty_fr!)).toBeTruthy();
    expect(screen.queryByText('$150 a year')).toBeNull();
    expect(screen.getByText('Non précisé par la source')).toBeTruthy();
    // No renewal page of its own: the source is where it starts.
    const page = screen.getByRole('link', { name: 'Page de renouvellement de Liquor licence' });
    expect(page.getAttribute('href')).toBe('https://agco.example.ca/liquor');
    expect(
      screen.getByText(/^Source vérifiée le 27 nov\. 2026 · fiabilité faible · source non officielle$/),
    ).toBeTruthy();
  });

  it('says when they could not be loaded, and tries again', async () => {
    let fail = true;
    const api = stubApi((method, path) =>
      path === factsPath && method === 'GET'
        ? fail
          ? { status: 500, body: { detail: 'boom' } }
          : { body: FACTS }
        : undefined,
    );
    renderWithQueries(<RenewalFactsDisclosure license={licence} />);
    fireEvent.click(screen.getByRole('button', { name: /Renewal facts/ }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The renewal facts could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('$150 a year')).toBeTruthy();
    expect(api.paths().length).toBe(2);
  });

  it('is not offered on a licence typed by hand (its facts are its own)', () => {
    const api = answering(FACTS);
    renderWithQueries(<RenewalFactsDisclosure license={makeLicense({ template_id: null })} />);
    expect(screen.queryByRole('button', { name: /Renewal facts/ })).toBeNull();
    expect(api.paths()).toEqual([]);
  });

  it('shows them in the Renew dialog, in English and in French', async () => {
    answering(FACTS);
    const first = renderWithQueries(<RenewDialog license={licence} today="2026-11-27" onClose={() => {}} />);
    const section = await screen.findByRole('region', { name: 'Renewal facts' });
    expect(await within(section).findByText('$150 a year')).toBeTruthy();
    expect(within(section).getByText(FACTS.late_penalty!)).toBeTruthy();
    first.unmount();

    await act(() => i18n.changeLanguage('fr'));
    answering(FACTS);
    renderWithQueries(<RenewDialog license={licence} today="2026-11-27" onClose={() => {}} />);
    const french = await screen.findByRole('region', { name: 'Renseignements pour le renouvellement' });
    expect(await within(french).findByText('150 $ par année')).toBeTruthy();
    expect(within(french).getByText('Non précisé par la source')).toBeTruthy();
  });

  it('leaves them out of the Renew dialog of a licence typed by hand', () => {
    const api = answering(FACTS);
    renderWithQueries(<RenewDialog license={makeLicense()} today="2026-11-27" onClose={() => {}} />);
    expect(screen.queryByRole('region', { name: 'Renewal facts' })).toBeNull();
    expect(api.paths()).toEqual([]);
  });
});
