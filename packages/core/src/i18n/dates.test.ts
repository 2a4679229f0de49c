import { describe, expect, it } from 'vitest';
import { longDate } from '../domain/plain-date';
import { localDate } from './dates';

describe('localDate', () => {
  it('writes English as longDate and French as the OQLF abbreviates', () => {
    expect(localDate('2026-11-23', 'en')).toBe(longDate('2026-11-23'));
    expect(localDate('2026-11-23', 'en')).toBe('November 23, 2026');
    expect(localDate('2026-11-23', 'fr')).toBe('23 nov. 2026');
    expect(localDate('2026-08-01', 'fr')).toBe('1er août 2026');
    expect(localDate('2026-05-09', 'fr')).toBe('9 mai 2026');
  });
});
