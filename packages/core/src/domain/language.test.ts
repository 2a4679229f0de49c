import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, languageOfTag } from './language';

describe('languageOfTag', () => {
  it('takes any French tag as French and everything else as English', () => {
    expect(languageOfTag('fr')).toBe('fr');
    expect(languageOfTag('fr-CA')).toBe('fr');
    expect(languageOfTag('FR_ca')).toBe('fr');
    expect(languageOfTag('en-CA')).toBe('en');
    expect(languageOfTag('de')).toBe('en');
    expect(languageOfTag(undefined)).toBe('en');
  });
});

describe('languageFromAcceptLanguage', () => {
  it('picks the highest-weighted supported language', () => {
    expect(languageFromAcceptLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(languageFromAcceptLanguage('en-US,en;q=0.9,fr;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('de-DE,fr;q=0.5,en;q=0.3')).toBe('fr');
    expect(languageFromAcceptLanguage('en;q=0.2, fr-CA;q=0.7')).toBe('fr');
  });

  it('ignores ranges refused with q=0 and unsupported languages', () => {
    expect(languageFromAcceptLanguage('fr;q=0, en;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage('de, es')).toBe('en');
    expect(languageFromAcceptLanguage('')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
    expect(languageFromAcceptLanguage('fr;q=abc')).toBe('en');
  });
});
