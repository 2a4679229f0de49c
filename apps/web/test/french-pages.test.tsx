// Renders the public pages, the dashboard and the licence manager in French and fails when a text,
// label or alternative text is still the English one (other than what is the same in both).
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PublicLayout } from '../src/components/layout/public-layout';
import { setLanguage } from '../src/lib/i18n';
import { AboutPage } from '../src/routes/about/about-page';
import { DashboardPage } from '../src/routes/dashboard/dashboard-page';
import { HomePage } from '../src/routes/home/home-page';
import { LandingPage } from '../src/routes/landing/landing-page';
import { LicensesPage } from '../src/routes/licenses/licenses-page';
import { TermsPage } from '../src/routes/terms/terms-page';
import { summaryFrom } from './dashboard';
import { fakeApi } from './fake-api';
import { business, makeLicense } from './licenses';
import { renderWithAuth } from './render';
import { renderApp, testProfile } from './render-app';
import { english, leaves, SAME_IN_BOTH } from './resources';

const ENGLISH_TEXTS = new Set(
  Object.values(english)
    .flatMap((ns) => [...leaves(ns).values()])
    .filter((text) => !text.includes('{{') && !SAME_IN_BOTH.has(text)),
);

/** Every text node, and every aria-label, title, placeholder and alt, of the rendered page. */
function shownTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
  for (const element of root.querySelectorAll('*'))
    for (const name of ['aria-label', 'title', 'placeholder', 'alt'])
      texts.push(element.getAttribute(name) ?? '');
  return texts.map((text) => text.trim()).filter(Boolean);
}

const englishLeft = (root: HTMLElement) => shownTexts(root).filter((text) => ENGLISH_TEXTS.has(text));

const licence = makeLicense({
  license_name: 'Permis de restaurant',
  level: 'municipal',
  expiry_date: '2026-11-23',
  is_expiring_soon: true,
  days_until_expiry: 14,
});

beforeAll(async () => {
  await setLanguage('fr');
});
afterAll(async () => {
  await setLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('French pages (issue 15: no English left on a French page)', () => {
  const publicPages: [string, ReactElement][] = [
    ['home', <HomePage key="home" />],
    ['about', <AboutPage key="about" />],
    ['terms', <TermsPage key="terms" />],
    // The simple landing page has no header of its own: shown here inside the public frame.
    [
      'landing',
      <PublicLayout key="landing">
        <LandingPage />
      </PublicLayout>,
    ],
  ];
  for (const [name, page] of publicPages) {
    it(`the ${name} page, its header (with the switch to English) and footer`, () => {
      const { container } = renderWithAuth(page);
      expect(screen.getByRole('button', { name: /English/ }).getAttribute('lang')).toBe('en');
      expect(englishLeft(container)).toEqual([]);
    });
  }

  it('the dashboard, with French dates and relative days', async () => {
    fakeApi({ 'GET /dashboard/summary/': summaryFrom([business], [licence]) });
    const { container } = renderApp(<DashboardPage />, { profile: { ...testProfile, language: 'fr' } });
    expect(await screen.findByText('Expire dans 14 jours')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tableau de bord des permis' })).toBeTruthy();
    expect(container.textContent).toContain('23 nov. 2026');
    expect(englishLeft(container)).toEqual([]);
  });

  it('the licence manager, with French dates', async () => {
    fakeApi({ 'GET /businesses/': [business], 'GET /licenses/': [licence] });
    const { container } = renderApp(<LicensesPage />, { profile: { ...testProfile, language: 'fr' } });
    await waitFor(() => expect(screen.getAllByText('Permis de restaurant').length).toBeGreaterThan(0));
    expect(screen.getByRole('heading', { name: 'Gestionnaire de permis' })).toBeTruthy();
    expect(container.textContent).toContain('23 nov. 2026');
    expect(englishLeft(container)).toEqual([]);
  });
});
