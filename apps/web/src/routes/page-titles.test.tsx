// Issue 30: each screen titles the browser tab "<screen> — License Tracker" in the current
// language, and the title follows the FR/EN switch.
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithAuth } from '../../test/render';
import { setLanguage } from '../lib/i18n';
import { NotFoundContent } from './not-found/not-found-page';
import { TermsPage } from './terms/terms-page';

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('usePageTitle', () => {
  it('titles the terms page in English, then in French after the switch', async () => {
    document.title = 'License Tracker';
    renderWithAuth(<TermsPage />, { path: '/terms' });
    await waitFor(() => expect(document.title).toBe('Terms & Conditions — License Tracker'));
    await act(() => setLanguage('fr'));
    await waitFor(() => expect(document.title).toBe('Conditions d’utilisation — License Tracker'));
  });

  it('titles a missing page in French when the app speaks French', async () => {
    await act(() => setLanguage('fr'));
    renderWithAuth(<NotFoundContent />, { path: '/nowhere' });
    await waitFor(() => expect(document.title).toBe('Page introuvable — License Tracker'));
  });
});
