import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  compare,
  daysBetween,
  daysInMonth,
  fromEpochDay,
  isLeapYear,
  isValidPlainDate,
  plainDate,
  todayIn,
  toEpochDay,
} from './plain-date';

/** Any valid date from 1900 to 2199 (covers 2000 leap, 2100 not leap). */
const arbPlainDate = fc
  .record({
    year: fc.integer({ min: 1900, max: 2199 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.nat(),
  })
  .map(({ year, month, day }) => plainDate(year, month, 1 + (day % daysInMonth(year, month))));

/** Oracle: the same arithmetic through UTC milliseconds (never local time). */
const utcDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

describe('isValidPlainDate', () => {
  it('accepts real dates and leap days', () => {
    for (const d of ['2025-01-01', '2024-02-29', '2000-02-29', '9999-12-31', '0001-01-01']) {
      expect(isValidPlainDate(d)).toBe(true);
    }
  });

  it('rejects impossible dates and other formats', () => {
    for (const d of [
      '2025-02-30',
      '2025-02-29',
      '2100-02-29',
      '2025-13-01',
      '2025-00-10',
      '2025-04-31',
      '2025-1-01',
      '25-01-01',
      '2025/01/01',
      '2025-01-01T00:00:00Z',
      ' 2025-01-01',
      '0000-01-01',
      '',
      20250101,
      null,
    ]) {
      expect(isValidPlainDate(d)).toBe(false);
    }
  });

  it('agrees with the UTC calendar for every day', () => {
    fc.assert(
      fc.property(fc.integer({ min: -25_000, max: 80_000 }), (n) => {
        const iso = new Date(n * 86_400_000).toISOString().slice(0, 10);
        return isValidPlainDate(iso) && fromEpochDay(n) === iso && toEpochDay(iso) === n;
      }),
    );
  });
});

describe('leap years', () => {
  it('follows the Gregorian rule', () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2000)).toBe(true);
    expect(isLeapYear(2100)).toBe(false);
    expect(isLeapYear(2025)).toBe(false);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });
});

describe('addMonths', () => {
  it('clamps at month ends', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', 48)).toBe('2028-02-29');
    expect(addMonths('2099-02-28', 12)).toBe('2100-02-28');
    expect(addMonths('2000-01-31', 1)).toBe('2000-02-29');
    expect(addMonths('2100-01-31', 1)).toBe('2100-02-28');
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(addMonths('2025-08-31', 1)).toBe('2025-09-30');
    expect(addMonths('2025-12-15', 1)).toBe('2026-01-15');
    expect(addMonths('2025-05-10', 0)).toBe('2025-05-10');
  });

  it('lands in the right month, on the same day or the last day of that month', () => {
    fc.assert(
      fc.property(arbPlainDate, fc.integer({ min: -240, max: 240 }), (date, n) => {
        const result = addMonths(date, n);
        const [y, m, d] = date.split('-').map(Number) as [number, number, number];
        const [ry, rm, rd] = result.split('-').map(Number) as [number, number, number];
        const months = ry * 12 + rm - (y * 12 + m);
        return months === n && rd === Math.min(d, daysInMonth(ry, rm));
      }),
    );
  });

  it('never goes backwards for positive n and never overshoots a month end', () => {
    fc.assert(
      fc.property(arbPlainDate, fc.integer({ min: 1, max: 120 }), (date, n) => {
        const result = addMonths(date, n);
        return compare(result, date) > 0 && daysBetween(date, result) <= n * 31;
      }),
    );
  });

  it('rejects invalid input', () => {
    expect(() => addMonths('2025-02-30', 1)).toThrow(RangeError);
    expect(() => addMonths('2025-01-01', 1.5)).toThrow(RangeError);
  });
});

describe('addDays and daysBetween', () => {
  it('are exact across DST changes and year ends', () => {
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
    expect(daysBetween('2024-12-31', '2025-01-01')).toBe(1);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2100-01-01', '2101-01-01')).toBe(365);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });

  it('match the UTC oracle and invert each other', () => {
    fc.assert(
      fc.property(arbPlainDate, arbPlainDate, fc.integer({ min: -5000, max: 5000 }), (a, b, n) => {
        expect(daysBetween(a, b)).toBe(utcDay(b) - utcDay(a));
        // A sum, not a negation: for a = b, -0 is not +0 to toBe (Object.is); a rare draw failed CI.
        expect(daysBetween(a, b) + daysBetween(b, a)).toBe(0);
        expect(daysBetween(a, addDays(a, n))).toBe(n);
        expect(addDays(a, daysBetween(a, b))).toBe(b);
        expect(Math.sign(daysBetween(b, a))).toBe(compare(a, b));
      }),
    );
  });
});

describe('todayIn', () => {
  it('reads the calendar date in the given zone', () => {
    const instant = new Date('2026-01-01T04:00:00Z');
    expect(todayIn('America/Toronto', instant)).toBe('2025-12-31');
    expect(todayIn('America/Halifax', instant)).toBe('2026-01-01');
    expect(todayIn('UTC', instant)).toBe('2026-01-01');
  });

  it('is never more than one day from the UTC date', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2090-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom('America/St_Johns', 'America/Vancouver', 'America/Toronto', 'America/Regina', 'UTC'),
        (instant, zone) =>
          Math.abs(daysBetween(instant.toISOString().slice(0, 10), todayIn(zone, instant))) <= 1,
      ),
    );
  });

  it('throws on an unknown zone', () => {
    expect(() => todayIn('Mars/Olympus_Mons', new Date())).toThrow(RangeError);
  });
});
