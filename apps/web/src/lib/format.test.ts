import { describe, expect, it } from 'vitest';
import { formatNumber, formatPlainDate, monthName } from './format';

describe('format (formatters kept per locale and options)', () => {
  it('formats in the language asked for, whichever came first', () => {
    expect(formatPlainDate('2026-03-31', 'en')).toBe('Mar 31, 2026');
    expect(formatPlainDate('2026-03-31', 'fr')).toBe('31 mars 2026');
    expect(formatPlainDate('2026-12-01', 'en')).toBe('Dec 1, 2026');
    expect(monthName(3, 'fr')).toBe('mars');
    expect(monthName(3, 'en')).toBe('March');
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'fr')).toBe('12\u00a0345');
  });
});
