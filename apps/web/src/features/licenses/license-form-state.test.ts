import type { CalculateExpiryResponse } from '@lt/core';
import { describe, expect, it } from 'vitest';
import { business, makeLicense, makeNoExpiryLicense, otherBusiness } from '../../../test/licenses';
import { licenseFormReducer } from './license-form-reducer';
import {
  editLicenseForm,
  formRule,
  type LicenseFormState,
  newLicenseForm,
  usesDefaultTerm,
} from './license-form-state';
import { calculationRequest, submission } from './license-form-submission';
import { serverFieldError } from './license-form-validation';

const TODAY = '2026-03-15';

function withValues(state: LicenseFormState, values: Partial<LicenseFormState['values']>): LicenseFormState {
  return { ...state, values: { ...state.values, ...values } };
}

const calculated = (patch: Partial<CalculateExpiryResponse> = {}): CalculateExpiryResponse => ({
  expiry_date: '2027-03-15',
  expiry_estimated: false,
  template_id: 't1',
  template_name: 'Patio permit',
  renewal_rule: { kind: 'fixed_date', month: 3, day: 31 },
  authority: 'City of Toronto',
  source_url: 'https://www.toronto.ca/patio',
  ...patch,
});

describe('newLicenseForm', () => {
  it('starts at the defaults: municipal, issued today, reminders on at 30/14/7, rule not chosen', () => {
    const state = newLicenseForm(TODAY, [business, otherBusiness]);
    expect(state.mode).toBe('add');
    expect(state.values).toMatchObject({
      business_id: '',
      level: 'municipal',
      issued_date: TODAY,
      expiry_date: '',
      reminder_enabled: true,
      reminder_days: ['30', '14', '7'],
      rule_kind: 'term',
      rule_months: '12',
    });
    expect(state.ruleChosen).toBe(false);
    expect(state.suggested).toBeNull();
  });

  it('preselects the only business', () => {
    expect(newLicenseForm(TODAY, [business]).values.business_id).toBe(business.id);
  });
});

describe('licenseFormReducer', () => {
  it("fills the expiry date and a new licence's rule from a calculation, and never an authority or page", () => {
    const state = licenseFormReducer(newLicenseForm(TODAY), { type: 'calculated', result: calculated() });
    expect(state.values).toMatchObject({
      expiry_date: '2027-03-15',
      rule_kind: 'fixed_date',
      rule_month: '3',
      rule_day: '31',
      // Decision 042: a licence typed by hand borrows no authority or page.
      authority: '',
      source_url: '',
    });
    expect(state.suggested).toBe('2027-03-15');
    expect(state.ruleChosen).toBe(true);
  });

  it('says an untouched new licence takes 12 months from its issue date, until a rule or date is given', () => {
    const fresh = newLicenseForm(TODAY, [business]);
    expect(usesDefaultTerm(fresh)).toBe(true);
    expect(usesDefaultTerm(licenseFormReducer(fresh, { type: 'editExpiry', value: '2026-12-31' }))).toBe(
      false,
    );
    expect(usesDefaultTerm(licenseFormReducer(fresh, { type: 'ruleKind', kind: 'term' }))).toBe(false);
    expect(usesDefaultTerm(withValues(fresh, { issued_date: '' }))).toBe(false);
    expect(usesDefaultTerm(editLicenseForm(makeLicense({ expiry_date: '' })))).toBe(false);
  });

  it('needs the printed expiry of a licence with no known term, and calculates nothing for it', () => {
    let state = withValues(newLicenseForm(TODAY, [business]), { license_name: 'Terrasse' });
    state = licenseFormReducer(state, { type: 'ruleKind', kind: 'printed' });
    expect(formRule(state.values)).toEqual({ kind: 'printed' });
    expect(state.suggested).toBeNull();
    expect(submission(state)).toEqual({ fieldErrors: { expiry_date: { key: 'expiryPrinted' } } });
    state = licenseFormReducer(state, { type: 'editExpiry', value: '2027-05-15' });
    expect(submission(state)).toMatchObject({
      body: { renewal_rule: { kind: 'printed' }, expiry_date: '2027-05-15' },
    });
    expect(
      serverFieldError('expiry_date: enter the expiry date printed on the licence; its term is not known'),
    ).toEqual({ field: 'expiry_date', error: { key: 'expiryPrinted' } });
    expect(
      serverFieldError(
        "expiry_date: entrez la date d'expiration inscrite sur le permis; sa durée n'est pas connue",
      ),
    ).toEqual({ field: 'expiry_date', error: { key: 'expiryPrinted' } });
  });

  it("fills the expiry date when editing too (the bug of issue 12), keeping the licence's rule", () => {
    const license = makeLicense({ expiry_date: '2026-06-01', authority: 'AGCO' });
    const state = licenseFormReducer(editLicenseForm(license), {
      type: 'calculated',
      result: calculated({ expiry_date: '2027-01-01' }),
    });
    expect(state.values.expiry_date).toBe('2027-01-01');
    expect(state.values.rule_kind).toBe('term');
    expect(state.values.authority).toBe('AGCO');
  });

  it('fills the expiry date even after it was typed by hand, and marks an estimate', () => {
    let state = licenseFormReducer(newLicenseForm(TODAY), { type: 'editExpiry', value: '2026-12-31' });
    state = licenseFormReducer(state, {
      type: 'calculated',
      result: calculated({ expiry_date: '2027-06-15', expiry_estimated: true }),
    });
    expect(state.values.expiry_date).toBe('2027-06-15');
    expect(state.estimated).toBe(true);
    state = licenseFormReducer(state, { type: 'editExpiry', value: '2027-06-30' });
    expect(state.estimated).toBe(false);
  });

  it('clears the calculate message once a calculation succeeds', () => {
    let state = licenseFormReducer(newLicenseForm(TODAY), { type: 'error', error: 'calculateNeeds' });
    state = licenseFormReducer(state, { type: 'calculated', result: calculated() });
    expect(state.error).toBeNull();
  });

  it('empties the expiry date when the rule becomes "No expiry"', () => {
    let state = withValues(newLicenseForm(TODAY), { expiry_date: '2027-01-01' });
    state = licenseFormReducer(state, { type: 'ruleKind', kind: 'none' });
    expect(state.values.expiry_date).toBe('');
    expect(state.ruleChosen).toBe(true);
    expect(formRule(state.values)).toEqual({ kind: 'none' });
  });

  it('adds up to 5 lead times and keeps at least one', () => {
    let state = newLicenseForm(TODAY);
    for (let i = 0; i < 4; i++) state = licenseFormReducer(state, { type: 'addReminderDay' });
    expect(state.values.reminder_days).toHaveLength(5);
    state = licenseFormReducer(state, { type: 'removeReminderDay', index: 0 });
    expect(state.values.reminder_days).toEqual(['14', '7', '', '']);
    for (let i = 0; i < 5; i++) state = licenseFormReducer(state, { type: 'removeReminderDay', index: 0 });
    expect(state.values.reminder_days).toEqual(['']);
  });
});

describe('editLicenseForm', () => {
  it('copies the licence, with empty text for missing optional fields', () => {
    const license = makeLicense({
      license_type: null,
      notes: null,
      level: 'provincial',
      reminder_enabled: false,
      renewal_rule: { kind: 'fixed_date', month: 12, day: 31 },
      license_number: 'LL-123',
      reminder_days: [90, 30],
    });
    const state = editLicenseForm(license);
    expect(state.mode).toBe('edit');
    expect(state.values).toMatchObject({
      business_id: license.business_id,
      license_type: '',
      notes: '',
      level: 'provincial',
      reminder_enabled: false,
      expiry_date: license.expiry_date,
      rule_kind: 'fixed_date',
      rule_month: '12',
      rule_day: '31',
      license_number: 'LL-123',
      reminder_days: ['90', '30'],
    });
  });

  it('reads a licence with no expiry as an empty expiry date', () => {
    expect(editLicenseForm(makeNoExpiryLicense()).values).toMatchObject({
      expiry_date: '',
      rule_kind: 'none',
    });
  });
});

describe('calculationRequest', () => {
  it('needs a business and an issue date', () => {
    expect(calculationRequest(newLicenseForm(TODAY), [business])).toEqual({ error: 'calculateNeeds' });
    const noDate = withValues(newLicenseForm(TODAY), { business_id: business.id, issued_date: '' });
    expect(calculationRequest(noDate, [business])).toEqual({ error: 'calculateNeeds' });
  });

  it("sends the business's type and place with the level and the licence name, and no rule yet", () => {
    const state = withValues(newLicenseForm(TODAY), {
      business_id: business.id,
      level: 'provincial',
      license_name: ' Liquor sales licence ',
    });
    expect(calculationRequest(state, [business])).toEqual({
      request: {
        issued_date: TODAY,
        level: 'provincial',
        business_type: 'Restaurant',
        province: 'ON',
        city: 'Toronto',
        license_name: 'Liquor sales licence',
      },
    });
  });

  it("sends the licence's own rule once it has one", () => {
    const state = editLicenseForm(makeLicense({ renewal_rule: { kind: 'term', months: 24 } }));
    expect(calculationRequest(state, [business])).toMatchObject({
      request: { renewal_rule: { kind: 'term', months: 24 } },
    });
    const bad = withValues(state, { rule_months: '0' });
    expect(calculationRequest(bad, [business])).toEqual({
      fieldErrors: { renewal_rule: { key: 'ruleMonths' } },
    });
  });
});
