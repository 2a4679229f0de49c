// Property tests of the licence lifecycle rules of decision 013: estimated expiries, the next
// period of a renewal, the issue date assumed from a printed expiry, and reminder thresholds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_REMINDER_LEAD_DAYS, MAX_REMINDER_LEAD_TIMES, OVERDUE_REMINDER_WEEKS } from '../constants';
import { assumedIssueDate, calculateExpiry, estimateExpiry, nextPeriod } from './expiry';
import {
  addDays,
  addMonths,
  compare,
  daysBetween,
  daysInMonth,
  plainDate,
  plainDateParts,
} from './plain-date';
import {
  DEFAULT_REMINDER_DAYS,
  normalizeReminderDays,
  reminderDaysProblem,
  reminderThresholds,
  thresholdKind,
} from './reminder-schedule';
import type { RenewalRule } from './renewal-rule';

const arbDate = (minYear = 1900, maxYear = 2199) =>
  fc
    .record({
      year: fc.integer({ min: minYear, max: maxYear }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.nat(),
    })
    .map(({ year, month, day }) => plainDate(year, month, 1 + (day % daysInMonth(year, month))));

const arbTerm = fc.integer({ min: 1, max: 120 }).map((months): RenewalRule => ({ kind: 'term', months }));
const arbFixed = fc
  .integer({ min: 1, max: 12 })
  .chain((month) => fc.integer({ min: 1, max: daysInMonth(2000, month) }).map((day) => ({ month, day })))
  .map(({ month, day }): RenewalRule => ({ kind: 'fixed_date', month, day }));
const arbDatedRule = fc.oneof(arbTerm, arbFixed);
const arbRule = fc.oneof(arbTerm, arbFixed, fc.constant<RenewalRule>({ kind: 'none' }));

/** The rule's date in `year`, clamped (29 February in a common year is the 28th). */
const fixedIn = (year: number, month: number, day: number) =>
  plainDate(year, month, Math.min(day, daysInMonth(year, month)));

/** An issue date and a "today" up to 30 years after it (or a little before). */
const arbIssuedAndToday = fc
  .tuple(arbDate(1950, 2150), fc.integer({ min: -400, max: 30 * 366 }))
  .map(([issued, offset]) => ({ issued, today: addDays(issued, offset) }));

describe('estimateExpiry', () => {
  it('is the first expiry, not estimated, when that is after today', () => {
    fc.assert(
      fc.property(arbIssuedAndToday, arbRule, ({ issued, today }, rule) => {
        const first = calculateExpiry(issued, rule);
        const result = estimateExpiry(issued, rule, today);
        // Estimated exactly when the first expiry was not after today.
        expect(result.expiry_estimated).toBe(first !== null && compare(first, today) <= 0);
        if (!result.expiry_estimated) expect(result.expiry_date).toBe(first);
      }),
    );
  });

  it('is strictly after today whenever the rule has an expiry', () => {
    fc.assert(
      fc.property(arbIssuedAndToday, arbDatedRule, ({ issued, today }, rule) => {
        const { expiry_date } = estimateExpiry(issued, rule, today);
        expect(expiry_date).not.toBeNull();
        expect(compare(expiry_date!, today)).toBe(1);
        expect(compare(expiry_date!, issued)).toBe(1);
      }),
    );
  });

  it('stays on a term rule’s grid: whole terms from the issue date, the first after today', () => {
    fc.assert(
      fc.property(arbIssuedAndToday, arbTerm, ({ issued, today }, rule) => {
        if (rule.kind !== 'term') return;
        const { expiry_date } = estimateExpiry(issued, rule, today);
        const terms = Array.from({ length: 400 }, (_, i) => i + 1).find(
          (k) => addMonths(issued, k * rule.months) === expiry_date,
        );
        expect(terms, `${expiry_date} is not k × ${rule.months} months from ${issued}`).toBeDefined();
        // The first such date after today: one term earlier is today or before (or the issue itself).
        if (terms! > 1)
          expect(compare(addMonths(issued, (terms! - 1) * rule.months), today)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('falls on a fixed-date rule’s date, within a year after today', () => {
    fc.assert(
      fc.property(arbIssuedAndToday, arbFixed, ({ issued, today }, rule) => {
        if (rule.kind !== 'fixed_date') return;
        const { expiry_date, expiry_estimated } = estimateExpiry(issued, rule, today);
        const { year, month, day } = plainDateParts(expiry_date!);
        expect(month).toBe(rule.month);
        expect(day).toBe(Math.min(rule.day, daysInMonth(year, rule.month)));
        // The first one after today (after the issue date when nothing was estimated): the same
        // date a year earlier is not.
        const from = expiry_estimated ? today : issued;
        expect(daysBetween(from, expiry_date!)).toBeLessThanOrEqual(366);
        expect(compare(fixedIn(year - 1, rule.month, rule.day), from)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it('rolls 2020-06-15 on 12-month terms to the first anniversary after today', () => {
    const rule: RenewalRule = { kind: 'term', months: 12 };
    expect(estimateExpiry('2020-06-15', rule, '2026-11-22')).toEqual({
      expiry_date: '2027-06-15',
      expiry_estimated: true,
    });
    expect(estimateExpiry('2020-06-15', rule, '2027-06-15')).toEqual({
      expiry_date: '2028-06-15',
      expiry_estimated: true,
    });
    expect(estimateExpiry('2020-06-15', rule, '2021-06-14')).toEqual({
      expiry_date: '2021-06-15',
      expiry_estimated: false,
    });
    // Month ends do not drift: 31 January + k months, not repeated clamping.
    expect(estimateExpiry('2020-01-31', { kind: 'term', months: 1 }, '2020-03-05').expiry_date).toBe(
      '2020-03-31',
    );
    expect(estimateExpiry('2020-02-29', rule, '2023-03-01').expiry_date).toBe('2024-02-29');
  });

  it('has no expiry and no estimate for a rule with no expiry', () => {
    fc.assert(
      fc.property(arbIssuedAndToday, ({ issued, today }) => {
        expect(estimateExpiry(issued, { kind: 'none' }, today)).toEqual({
          expiry_date: null,
          expiry_estimated: false,
        });
      }),
    );
  });
});

describe('fixed-date rules around year ends and leap years', () => {
  const march31: RenewalRule = { kind: 'fixed_date', month: 3, day: 31 };
  const december31: RenewalRule = { kind: 'fixed_date', month: 12, day: 31 };
  const january15: RenewalRule = { kind: 'fixed_date', month: 1, day: 15 };

  it('31 December: issued on it, the next year’s; the day before, the same day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2198 }), (year) => {
        expect(calculateExpiry(`${year}-12-31`, december31)).toBe(`${year + 1}-12-31`);
        expect(calculateExpiry(`${year}-12-30`, december31)).toBe(`${year}-12-31`);
        expect(calculateExpiry(`${year + 1}-01-01`, december31)).toBe(`${year + 1}-12-31`);
        // Today is New Year's Eve: the licence of that date has not expired yet.
        expect(estimateExpiry(`${year - 3}-06-01`, december31, `${year}-12-30`).expiry_date).toBe(
          `${year}-12-31`,
        );
        expect(estimateExpiry(`${year - 3}-06-01`, december31, `${year}-12-31`).expiry_date).toBe(
          `${year + 1}-12-31`,
        );
      }),
    );
  });

  it('15 January: across the year end, within the same winter', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2198 }), (year) => {
        expect(calculateExpiry(`${year}-12-31`, january15)).toBe(`${year + 1}-01-15`);
        expect(calculateExpiry(`${year}-01-14`, january15)).toBe(`${year}-01-15`);
        expect(calculateExpiry(`${year}-01-15`, january15)).toBe(`${year + 1}-01-15`);
        expect(nextPeriod(`${year}-01-15`, january15, `${year}-01-10`)).toEqual({
          issued_date: `${year}-01-15`,
          expiry_date: `${year + 1}-01-15`,
        });
      }),
    );
  });

  it('31 March: leap years change nothing, 29 February only clamps', () => {
    for (const year of [1900, 2000, 2023, 2024, 2025, 2100]) {
      expect(calculateExpiry(`${year}-02-28`, march31)).toBe(`${year}-03-31`);
      expect(calculateExpiry(`${year}-03-31`, march31)).toBe(`${year + 1}-03-31`);
    }
    expect(calculateExpiry('2024-02-29', march31)).toBe('2024-03-31');
    const feb29: RenewalRule = { kind: 'fixed_date', month: 2, day: 29 };
    expect(estimateExpiry('2019-03-01', feb29, '2023-03-01').expiry_date).toBe('2024-02-29');
    expect(estimateExpiry('2019-03-01', feb29, '2024-02-29').expiry_date).toBe('2025-02-28');
    expect(estimateExpiry('2096-03-01', feb29, '2099-03-01').expiry_date).toBe('2100-02-28');
  });
});

describe('nextPeriod', () => {
  it('starts at the old expiry when it has not passed, else today, and ends by the rule', () => {
    fc.assert(
      fc.property(
        arbDate(1950, 2150),
        fc.integer({ min: -2000, max: 2000 }),
        arbRule,
        (today, offset, rule) => {
          const current = addDays(today, offset);
          const next = nextPeriod(current, rule, today);
          expect(next.issued_date).toBe(offset >= 0 ? current : today);
          expect(next.expiry_date).toBe(calculateExpiry(next.issued_date, rule));
          if (rule.kind !== 'none') {
            // The new expiry is after the old one and after today: the renewal really extends it.
            expect(compare(next.expiry_date!, current)).toBe(1);
            expect(compare(next.expiry_date!, today)).toBe(1);
          }
        },
      ),
    );
  });

  it('starts today for a licence with no expiry date', () => {
    fc.assert(
      fc.property(arbDate(), arbRule, (today, rule) => {
        expect(nextPeriod(null, rule, today).issued_date).toBe(today);
      }),
    );
  });
});

describe('assumedIssueDate (only the printed expiry is known)', () => {
  it('is one term before the expiry, never after today nor after the expiry', () => {
    fc.assert(
      fc.property(
        arbDate(1950, 2150),
        fc.integer({ min: -3000, max: 3000 }),
        arbDatedRule,
        (today, offset, rule) => {
          const expiry = addDays(today, offset);
          const issued = assumedIssueDate(expiry, rule, today);
          const back = addMonths(expiry, -(rule.kind === 'term' ? rule.months : 12));
          expect(compare(issued, today)).toBeLessThanOrEqual(0);
          expect(compare(issued, expiry)).toBeLessThanOrEqual(0);
          expect(issued).toBe(
            compare(back, today) > 0 ? (compare(today, expiry) > 0 ? expiry : today) : back,
          );
        },
      ),
    );
    expect(assumedIssueDate('2027-03-31', { kind: 'term', months: 12 }, '2026-11-22')).toBe('2026-03-31');
    expect(assumedIssueDate('2029-06-30', { kind: 'term', months: 24 }, '2026-11-22')).toBe('2026-11-22');
  });
});

describe('reminder thresholds', () => {
  const arbLeadTimes = fc.uniqueArray(fc.integer({ min: 1, max: MAX_REMINDER_LEAD_DAYS }), {
    minLength: 1,
    maxLength: MAX_REMINDER_LEAD_TIMES,
  });

  it('are the lead times longest first, the expiry day, then weekly for the overdue weeks', () => {
    fc.assert(
      fc.property(arbLeadTimes, (days) => {
        const thresholds = reminderThresholds(days);
        const overdue = Array.from({ length: OVERDUE_REMINDER_WEEKS }, (_, w) => -7 * (w + 1));
        expect(thresholds).toEqual([...[...days].sort((a, b) => b - a), 0, ...overdue]);
        for (let i = 1; i < thresholds.length; i += 1)
          expect(thresholds[i]!).toBeLessThan(thresholds[i - 1]!);
        expect(thresholds.filter((d) => thresholdKind(d) === 'on_the_day')).toEqual([0]);
        expect(thresholds.filter((d) => thresholdKind(d) === 'before')).toHaveLength(days.length);
      }),
    );
    expect(reminderThresholds(DEFAULT_REMINDER_DAYS)).toEqual([30, 14, 7, 0, -7, -14, -21, -28]);
    expect(reminderThresholds([90])).toEqual([90, 0, -7, -14, -21, -28]);
  });

  it('accept exactly 1 to 5 distinct whole days from 1 to 365', () => {
    fc.assert(
      fc.property(arbLeadTimes, (days) => {
        expect(reminderDaysProblem(days)).toBeUndefined();
        expect(normalizeReminderDays(normalizeReminderDays(days))).toEqual(normalizeReminderDays(days));
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: false }), { maxLength: 8 }), (days) => {
        const valid =
          days.length >= 1 &&
          days.length <= MAX_REMINDER_LEAD_TIMES &&
          days.every((d) => Number.isInteger(d) && d >= 1 && d <= MAX_REMINDER_LEAD_DAYS) &&
          new Set(days).size === days.length;
        expect(reminderDaysProblem(days) === undefined).toBe(valid);
      }),
    );
    expect(reminderDaysProblem([])).toMatch(/1 to 5/);
    expect(reminderDaysProblem([1, 2, 3, 4, 5, 6])).toMatch(/1 to 5/);
    expect(reminderDaysProblem([0])).toMatch(/1 to 365/);
    expect(reminderDaysProblem([366])).toMatch(/1 to 365/);
    expect(reminderDaysProblem([7.5])).toMatch(/whole number/);
    expect(reminderDaysProblem([30, 30])).toMatch(/twice/);
  });
});
