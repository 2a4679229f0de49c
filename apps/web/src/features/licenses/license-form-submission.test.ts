import { translateDetail } from '@lt/core';
import { describe, expect, it } from 'vitest';
import { business, makeLicense } from '../../../test/licenses';
import { licenseFormReducer } from './license-form-reducer';
import { editLicenseForm, type LicenseFormState, newLicenseForm } from './license-form-state';
import { submission } from './license-form-submission';
import { fieldProblems, serverFieldError } from './license-form-validation';

// What the licence form sends, and the problems it shows before and after sending
// (license-form-state.test.ts: how its state changes).

const TODAY = '2026-03-15';

function withValues(state: LicenseFormState, values: Partial<LicenseFormState['values']>): LicenseFormState {
  return { ...state, values: { ...state.values, ...values } };
}

describe('submission', () => {
  it.each([
    ['business', { business_id: '' }],
    ['licence name', { license_name: '   ' }],
    ['issue date', { issued_date: '' }],
  ])('refuses a form without %s', (_what, values) => {
    const state = withValues(newLicenseForm(TODAY, [business]), { license_name: 'Patio permit', ...values });
    expect(submission(state)).toEqual({ error: 'required' });
  });

  it('sends null for an empty expiry and empty optional text, leaving the rule to the template', () => {
    const state = withValues(newLicenseForm(TODAY, [business]), {
      license_name: 'Patio permit',
      notes: '  ',
    });
    expect(submission(state)).toEqual({
      body: {
        business_id: business.id,
        license_name: 'Patio permit',
        license_type: null,
        level: 'municipal',
        issued_date: TODAY,
        expiry_date: null,
        license_number: null,
        reminder_days: [30, 14, 7],
        reminder_enabled: true,
        notes: null,
      },
    });
  });

  it('sends the rule, authority, page, number and lead times of an edited licence', () => {
    let state = editLicenseForm(makeLicense({ issued_date: '2025-01-01', expiry_date: '2026-01-01' }));
    state = licenseFormReducer(state, { type: 'ruleKind', kind: 'fixed_date' });
    state = withValues(state, {
      rule_month: '3',
      rule_day: '31',
      license_number: ' LL-9 ',
      authority: 'AGCO',
      source_url: 'https://www.agco.ca',
      reminder_days: ['7', '90'],
    });
    expect(submission(state)).toMatchObject({
      body: {
        renewal_rule: { kind: 'fixed_date', month: 3, day: 31 },
        license_number: 'LL-9',
        authority: 'AGCO',
        source_url: 'https://www.agco.ca',
        reminder_days: [7, 90],
        expiry_date: '2026-01-01',
      },
    });
  });

  it('sends no expiry date for a licence with no expiry', () => {
    let state = withValues(newLicenseForm(TODAY, [business]), { license_name: 'GST/HST' });
    state = licenseFormReducer(state, { type: 'ruleKind', kind: 'none' });
    expect(submission(state)).toMatchObject({ body: { renewal_rule: { kind: 'none' }, expiry_date: null } });
  });

  it('shows problems next to their fields instead of sending', () => {
    const state = withValues(newLicenseForm(TODAY, [business]), {
      license_name: 'Patio permit',
      expiry_date: '2026-01-01',
      reminder_days: ['30', '30'],
      source_url: 'toronto.ca',
    });
    expect(submission(state)).toEqual({
      fieldErrors: {
        expiry_date: { key: 'expiryBeforeIssue' },
        reminder_days: { key: 'reminderDays' },
        source_url: { key: 'sourceUrl' },
      },
    });
  });
});

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
