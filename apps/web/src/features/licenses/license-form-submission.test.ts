import { translateDetail } from '@lt/core';
import { describe, expect, it } from 'vitest';
import { fieldProblems, type LicenseFormState, newLicenseForm, serverFieldError } from './license-form-state';

// What the licence form sends, and the problems it shows before and after sending
// (license-form-state.test.ts: how its state changes).

const TODAY = '2026-03-15';

function _withValues(state: LicenseFormState, values: Partial<LicenseFormState['values']>): LicenseFormState {
  return { ...state, values: { ...state.values, ...values } };
}

describe('fieldProblems', () => {
  const values = newLicenseForm(TODAY).values;
  it.each([
    [['0'], true],
    [['366'], true],
    [['1.5'], true],
    [[''], true],
    [['1', '2', '3', '4', '5'], false],
    [['365'], false],
  ])('lead times %j: problem %s (core reminderDaysProblem)', (days, problem) => {
    expect('reminder_days' in fieldProblems({ ...values, reminder_days: days })).toBe(problem);
  });

  it('checks the rule numbers', () => {
    expect(fieldProblems({ ...values, rule_months: '121' }).renewal_rule).toEqual({ key: 'ruleMonths' });
    expect(
      fieldProblems({ ...values, rule_kind: 'fixed_date', rule_month: '2', rule_day: '30' }).renewal_rule,
    ).toEqual({ key: 'ruleDay' });
    expect(
      fieldProblems({ ...values, rule_kind: 'fixed_date', rule_month: '2', rule_day: '29' }).renewal_rule,
    ).toBeUndefined();
  });
});

describe('serverFieldError', () => {
  it('words the refusal of issue 12 next to the expiry field', () => {
    expect(serverFieldError('expiry_date: must not be before the issue date')).toEqual({
      field: 'expiry_date',
      error: { key: 'expiryBeforeIssue' },
    });
  });

  it('recognises the same refusals in French, as the server words them for a French caller', () => {
    const french = (detail: string) => serverFieldError(translateDetail(detail, 'fr'));
    expect(french('expiry_date: must not be before the issue date')?.error).toEqual({
      key: 'expiryBeforeIssue',
    });
    expect(
      french('expiry_date: must be empty for a licence with no expiry (renewal rule "none")')?.error,
    ).toEqual({
      key: 'expiryNotForNone',
    });
  });

  it('keeps the reason of a refusal it cannot word better, by field', () => {
    expect(serverFieldError('renewal_rule: Months must be a whole number from 1 to 120.')).toEqual({
      field: 'renewal_rule',
      error: { key: 'refused', reason: 'Months must be a whole number from 1 to 120.' },
    });
    expect(serverFieldError('body.source_url: must be a web address')?.field).toBe('source_url');
  });

  it('leaves details that name no field of the form to the caller', () => {
    expect(serverFieldError('License not found')).toBeUndefined();
    expect(serverFieldError('business_id: Invalid UUID')).toBeUndefined();
    expect(serverFieldError(null)).toBeUndefined();
  });
});
