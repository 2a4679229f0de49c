import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assumedIssueDate, calculateExpiry, estimateExpiry, nextPeriod } from './expiry';
import { addMonths, compare, daysBetween, daysInMonth, plainDate } from './plain-date';

const arbPlainDate = fc
  .record({
    year: fc.integer({ min: 1900, max: 2199 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.nat(),
  })
  .map(({ year, month, day }) => plainDate(year, month, 1 + (day % daysInMonth(year, month))));

const arbFixedDate = fc
  .integer({ min: 1, max: 12 })
  .chain((month) =>
    fc.record({ month: fc.constant(month), day: fc.integer({ min: 1, max: daysInMonth(2000, month) }) }),
  );

describe('calculateExpiry: term', () => {
  it('adds months, clamped at month ends', () => {
    expect(calculateExpiry('2025-01-31', { kind: 'term', months: 1 })).toBe('2025-02-28');
    expect(calculateExpiry('2024-01-31', { kind: 'term', months: 1 })).toBe('2024-02-29');
    expect(calculateExpiry('2024-02-29', { kind: 'term', months: 12 })).toBe('2025-02-28');
    expect(calculateExpiry('2025-06-15', { kind: 'term', months: 24 })).toBe('2027-06-15');
    expect(calculateExpiry('2099-02-28', { kind: 'term', months: 12 })).toBe('2100-02-28');
  });

  it('is addMonths for every term', () => {
    fc.assert(
      fc.property(arbPlainDate, fc.integer({ min: 1, max: 120 }), (date, months) => {
        expect(calculateExpiry(date, { kind: 'term', months })).toBe(addMonths(date, months));
      }),
    );
  });
});

describe('calculateExpiry: none', () => {
  it('has no expiry date, whatever the issue date', () => {
    fc.assert(
      fc.property(arbPlainDate, (date) => {
        expect(calculateExpiry(date, { kind: 'none' })).toBeNull();
      }),
    );
  });
});

describe('calculateExpiry: fixed date', () => {
  const march31 = { kind: 'fixed_date', month: 3, day: 31 } as const;
  const december31 = { kind: 'fixed_date', month: 12, day: 31 } as const;
  const feb29 = { kind: 'fixed_date', month: 2, day: 29 } as const;

  it('takes the first such date after the issue date', () => {
    expect(calculateExpiry('2025-01-15', march31)).toBe('2025-03-31');
    expect(calculateExpiry('2025-03-30', march31)).toBe('2025-03-31');
    expect(calculateExpiry('2025-03-31', march31)).toBe('2026-03-31');
    expect(calculateExpiry('2025-04-01', march31)).toBe('2026-03-31');
    expect(calculateExpiry('2025-06-01', december31)).toBe('2025-12-31');
    expect(calculateExpiry('2025-12-31', december31)).toBe('2026-12-31');
  });

  it('clamps 29 February outside leap years', () => {
    expect(calculateExpiry('2025-01-01', feb29)).toBe('2025-02-28');
    expect(calculateExpiry('2025-02-28', feb29)).toBe('2026-02-28');
    expect(calculateExpiry('2027-03-01', feb29)).toBe('2028-02-29');
    expect(calculateExpiry('2024-02-28', feb29)).toBe('2024-02-29');
    expect(calculateExpiry('2099-12-31', feb29)).toBe('2100-02-28');
    expect(calculateExpiry('1999-12-31', feb29)).toBe('2000-02-29');
  });

  it('is always after the issue date, within a year, on the rule’s day', () => {
    fc.assert(
      fc.property(arbPlainDate, arbFixedDate, (issued, { month, day }) => {
        const expiry = calculateExpiry(issued, { kind: 'fixed_date', month, day })!;
        const [y, m, d] = expiry.split('-').map(Number) as [number, number, number];
        expect(compare(expiry, issued)).toBe(1);
        expect(daysBetween(issued, expiry)).toBeLessThanOrEqual(366);
        expect(m).toBe(month);
        expect(d).toBe(Math.min(day, daysInMonth(y, month)));
      }),
    );
  });

  it('is the first one: a year earlier is not after the issue date', () => {
    fc.assert(
      fc.property(arbPlainDate, arbFixedDate, (issued, { month, day }) => {
        const expiry = calculateExpiry(issued, { kind: 'fixed_date', month, day })!;
        const year = Number(expiry.slice(0, 4)) - 1;
        const previous = plainDate(year, month, Math.min(day, daysInMonth(year, month)));
        expect(compare(previous, issued)).toBeLessThanOrEqual(0);
      }),
    );
  });
});

describe('calculateExpiry: errors', () => {
  it('rejects invalid dates and rules', () => {
    expect(() => calculateExpiry('2025-02-30', { kind: 'term', months: 12 })).toThrow(RangeError);
    expect(() => calculateExpiry('2025-01-01', { kind: 'term', months: 0 })).toThrow(RangeError);
    expect(() => calculateExpiry('2025-01-01', { kind: 'fixed_date', month: 2, day: 30 })).toThrow(
      RangeError,
    );
  });
});

describe('a printed rule: no known term, the date printed on the licence (issue 27)', () => {
  const printed = { kind: 'printed' } as const;

  it('calculates, estimates and proposes no expiry date: the user gives it', () => {
    fc.assert(
      fc.property(arbPlainDate, arbPlainDate, (issued, today) => {
        expect(calculateExpiry(issued, printed)).toBeNull();
        expect(estimateExpiry(issued, printed, today)).toEqual({
          expiry_date: null,
          expiry_estimated: false,
        });
        const next = nextPeriod(issued, printed, today);
        expect(next.expiry_date).toBeNull();
        expect(next.issued_date).toBe(compare(issued, today) >= 0 ? issued : today);
      }),
    );
  });

  it('counts a licence known by its printed expiry as issued today, never after the expiry', () => {
    expect(assumedIssueDate('2027-03-31', printed, '2026-11-22')).toBe('2026-11-22');
    expect(assumedIssueDate('2026-01-31', printed, '2026-11-22')).toBe('2026-01-31');
  });
});
