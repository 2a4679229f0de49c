import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { formatNumber, formatPlainDate, monthName, provinceName } from '../format';
import { currentLanguage, i18n, setLanguage } from './index';
import { browserLanguage, detectLanguage, LANGUAGE_COOKIE } from './language';

afterEach(async () => {
  await setLanguage('en');
  vi.unstubAllGlobals();
});

describe('choosing the language (issue 15)', () => {
  it('first visit: the browser’s first English or French language decides, else English', () => {
    expect(browserLanguage(['fr-CA', 'en'])).toBe('fr');
    expect(browserLanguage(['FR'])).toBe('fr');
    expect(browserLanguage(['de-DE', 'fr-CA'])).toBe('fr');
    expect(browserLanguage(['en-CA', 'fr-CA'])).toBe('en');
    expect(browserLanguage(['de-DE'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('a choice sets <html lang>, the text, and is remembered in storage and the lt_lang cookie', async () => {
    await setLanguage('fr');
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(currentLanguage()).toBe('fr');
    expect(i18n.t('nav.logIn')).toBe('Se connecter');
    expect(window.localStorage.getItem('lt_lang')).toBe('fr');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=fr`);
    expect(detectLanguage()).toBe('fr');

    await setLanguage('en');
    expect(document.documentElement.lang).toBe('en-CA');
    expect(detectLanguage()).toBe('en');
  });

  it('the cookie still remembers the choice when storage holds none', async () => {
    await setLanguage('fr');
    window.localStorage.removeItem('lt_lang');
    expect(detectLanguage()).toBe('fr');
  });

  it('every API request carries the chosen language as Accept-Language', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await setLanguage('fr');
    await api.get('/users/profile');
    await setLanguage('en');
    await api.put('/users/profile', {});
    const sent = fetchMock.mock.calls.map(
      (call) => ((call as unknown[])[1] as RequestInit).headers as Record<string, string>,
    );
    expect(sent.map((headers) => headers['Accept-Language'])).toEqual(['fr-CA', 'en-CA']);
  });
});

describe('formatting by language (lib/format.ts)', () => {
  it('dates: 23 nov. 2026 in French, Nov 23, 2026 in English, and the current language by default', async () => {
    expect(formatPlainDate('2026-11-23', 'fr')).toBe('23 nov. 2026');
    expect(formatPlainDate('2026-11-23', 'en')).toBe('Nov 23, 2026');
    await setLanguage('fr');
    expect(formatPlainDate('2026-03-01')).toBe('1 mars 2026');
    expect(monthName(3)).toBe('mars');
  });

  it('numbers and province names', () => {
    expect(formatNumber(12345.5, 'fr').replace(/\s/g, ' ')).toBe('12 345,5');
    expect(formatNumber(12345.5, 'en')).toBe('12,345.5');
    expect(provinceName('QC', 'fr')).toBe('Québec');
    expect(provinceName('BC', 'fr')).toBe('Colombie-Britannique');
    expect(provinceName('QC', 'en')).toBe('Quebec');
    expect(provinceName('XX', 'fr')).toBe('XX');
  });
});
