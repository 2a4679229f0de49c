import { describe, expect, it } from 'vitest';
import {
  calculationRequest,
  editLicenseForm,
  type LicenseFormState,
  licenseFormReducer,
  newLicenseForm,
  submission,
} from './license-form-state';
import { business, makeLicense, otherBusiness } from './test-licenses';

const TODAY = '2026-03-15';

function withValues(state: LicenseFormState, values: Partial<LicenseFormState['values']>): LicenseFormState {
  return { ...state, values: { ...state.values, ...values } };
}

describe('newLicenseForm', () => {
  it('starts at the defaults: municipal, issued today, reminders on, auto-apply on', () => {
    const state = newLicenseForm(TODAY, [business, otherBusiness]);
    expect(state.mode).toBe('add');
    expect(state.values).toMatchObject({
      business_id: '',
      level: 'municipal',
      issued_date: TODAY,
      expiry_date: '',
      reminder_enabled: true,
    });
    expect(state.autoApply).toBe(true);
    expect(state.suggested).toBeNull();
  });

  it('preselects the only business', () => {
    expect(newLicenseForm(TODAY, [business]).values.business_id).toBe(business.id);
  });
});

describe('licenseFormReducer', () => {
  it('fills the expiry date with a calculation while auto-apply is on', () => {
    const state = licenseFormReducer(newLicenseForm(TODAY), { type: 'calculated', expiryDate: '2027-03-15' });
    expect(state.values.expiry_date).toBe('2027-03-15');
    expect(state.suggested).toBe('2027-03-15');
  });

  it('only updates the suggestion when editing', () => {
    const license = makeLicense({ expiry_date: '2026-06-01' });
    const state = licenseFormReducer(editLicenseForm(license), {
      type: 'calculated',
      expiryDate: '2027-01-01',
    });
    expect(state.autoApply).toBe(false);
    expect(state.values.expiry_date).toBe('2026-06-01');
    expect(state.suggested).toBe('2027-01-01');
  });

  it('turns auto-apply off when the expiry date is typed by hand', () => {
    let state = licenseFormReducer(newLicenseForm(TODAY), { type: 'editExpiry', value: '2026-12-31' });
    expect(state.autoApply).toBe(false);
    state = licenseFormReducer(state, { type: 'calculated', expiryDate: '2027-03-15' });
    expect(state.values.expiry_date).toBe('2026-12-31');
    expect(state.suggested).toBe('2027-03-15');
  });

  it('clears the calculate message once a calculation succeeds', () => {
    let state = licenseFormReducer(newLicenseForm(TODAY), { type: 'error', error: 'calculateNeeds' });
    state = licenseFormReducer(state, { type: 'calculated', expiryDate: '2027-03-15' });
    expect(state.error).toBeNull();
  });

  it('changes other fields without touching auto-apply', () => {
    const state = licenseFormReducer(newLicenseForm(TODAY), {
      type: 'change',
      field: 'level',
      value: 'federal',
    });
    expect(state.values.level).toBe('federal');
    expect(state.autoApply).toBe(true);
  });
});

describe('editLicenseForm', () => {
  it('copies the licence, with empty text for missing optional fields', () => {
    const license = makeLicense({
      license_type: null,
      notes: null,
      level: 'provincial',
      reminder_enabled: false,
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
    });
  });
});

describe('calculationRequest', () => {
  it('needs a business and an issue date', () => {
    expect(calculationRequest(newLicenseForm(TODAY), [business])).toEqual({ error: 'calculateNeeds' });
    const noDate = withValues(newLicenseForm(TODAY), { business_id: business.id, issued_date: '' });
    expect(calculationRequest(noDate, [business])).toEqual({ error: 'calculateNeeds' });
  });

  it("sends the business's type and place with the level and the licence name", () => {
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
});

describe('submission', () => {
  it.each([
    ['business', { business_id: '' }],
    ['licence name', { license_name: '   ' }],
    ['issue date', { issued_date: '' }],
  ])('refuses a form without %s', (_what, values) => {
    const state = withValues(newLicenseForm(TODAY, [business]), { license_name: 'Patio permit', ...values });
    expect(submission(state)).toEqual({ error: 'required' });
  });

  it('uses the last suggestion when the expiry date is empty', () => {
    let state = withValues(newLicenseForm(TODAY, [business]), { license_name: 'Patio permit' });
    state = licenseFormReducer(state, { type: 'editExpiry', value: '' });
    state = licenseFormReducer(state, { type: 'calculated', expiryDate: '2027-03-15' });
    const result = submission(state);
    expect(result).toMatchObject({ body: { expiry_date: '2027-03-15' } });
  });

  it('sends null for an expiry nobody calculated, and for empty optional text', () => {
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
        reminder_enabled: true,
        notes: null,
      },
    });
  });

  it('keeps a typed expiry date over the suggestion', () => {
    let state = withValues(newLicenseForm(TODAY, [business]), { license_name: 'Patio permit' });
    state = licenseFormReducer(state, { type: 'calculated', expiryDate: '2027-03-15' });
    state = licenseFormReducer(state, { type: 'editExpiry', value: '2026-09-30' });
    expect(submission(state)).toMatchObject({ body: { expiry_date: '2026-09-30' } });
  });
});
