import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePlaceName, placeKey, samePlace } from './place-names';

describe('normalizePlaceName', () => {
  it('drops accents, case and punctuation', () => {
    expect(normalizePlaceName('Montréal')).toBe('montreal');
    expect(normalizePlaceName("  ST. JOHN'S ")).toBe('st john s');
    expect(normalizePlaceName('Saint-Jean-sur-Richelieu')).toBe('saint jean sur richelieu');
    expect(normalizePlaceName('Behchokǫ̀')).toBe('behchoko');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => normalizePlaceName(normalizePlaceName(s)) === normalizePlaceName(s)),
    );
  });
});

describe('samePlace', () => {
  it('matches spellings of one place', () => {
    expect(samePlace('Montreal', 'Montréal')).toBe(true);
    expect(samePlace('Quebec City', 'Québec')).toBe(true);
    expect(samePlace('Dawson', 'Dawson City')).toBe(true);
    expect(samePlace("St John's", "St. John's")).toBe(true);
  });

  it('keeps different places apart', () => {
    expect(samePlace("St. John's", 'Saint John')).toBe(false);
    expect(samePlace('Montréal', 'Montréal-Nord')).toBe(false);
    expect(samePlace('', '')).toBe(false);
    expect(samePlace(null, 'Toronto')).toBe(false);
  });

  it('agrees with placeKey', () => {
    expect(placeKey('Ville de Québec')).toBe('quebec');
  });
});
