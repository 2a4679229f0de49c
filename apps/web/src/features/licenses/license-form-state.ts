// The add/edit licence form as a pure state machine (PRODUCT §4 "License modal", §5 "License form").
import {
  type Business,
  type CalculateExpiryRequest,
  DEFAULT_LICENSE_LEVEL,
  DEFAULT_REMINDER_ENABLED,
  type License,
  type LicenseInput,
  type LicenseLevel,
  type ProvinceCode,
} from '@lt/core';

export interface LicenseFormValues {
  business_id: string;
  license_name: string;
  license_type: string;
  level: LicenseLevel;
  issued_date: string;
  expiry_date: string;
  reminder_enabled: boolean;
  notes: string;
}

/** Which of the spec's form messages shows: "required" or "calculateNeeds". */
export type LicenseFormError = 'required' | 'calculateNeeds';

export interface LicenseFormState {
  mode: 'add' | 'edit';
  values: LicenseFormValues;
  /** When on, Calculate writes the expiry date; on for new licences, off when editing or after a manual edit. */
  autoApply: boolean;
  /** The last date Calculate returned; always shown, and used when the expiry date is left empty. */
  suggested: string | null;
  error: LicenseFormError | null;
}

export type LicenseFormAction =
  | { type: 'change'; field: Exclude<keyof LicenseFormValues, 'expiry_date'>; value: string | boolean }
  | { type: 'editExpiry'; value: string }
  | { type: 'calculated'; expiryDate: string }
  | { type: 'error'; error: LicenseFormError | null };

/** The defaults of a new licence: level municipal, issued today, reminders on (PRODUCT §4, §9). */
export function newLicenseForm(
  today: string,
  businesses: readonly Pick<Business, 'id'>[] = [],
): LicenseFormState {
  return {
    mode: 'add',
    values: {
      // One business: nothing to choose.
      business_id: businesses.length === 1 ? (businesses[0]?.id ?? '') : '',
      license_name: '',
      license_type: '',
      level: DEFAULT_LICENSE_LEVEL,
      issued_date: today,
      expiry_date: '',
      reminder_enabled: DEFAULT_REMINDER_ENABLED,
      notes: '',
    },
    autoApply: true,
    suggested: null,
    error: null,
  };
}

export function editLicenseForm(license: License): LicenseFormState {
  return {
    mode: 'edit',
    values: {
      business_id: license.business_id,
      license_name: license.license_name,
      license_type: license.license_type ?? '',
      level: license.level,
      issued_date: license.issued_date,
      expiry_date: license.expiry_date,
      reminder_enabled: license.reminder_enabled,
      notes: license.notes ?? '',
    },
    autoApply: false,
    suggested: null,
    error: null,
  };
}

export function licenseFormReducer(state: LicenseFormState, action: LicenseFormAction): LicenseFormState {
  switch (action.type) {
    case 'change':
      return { ...state, values: { ...state.values, [action.field]: action.value } };
    case 'editExpiry':
      // A date typed by hand wins over later calculations.
      return { ...state, values: { ...state.values, expiry_date: action.value }, autoApply: false };
    case 'calculated':
      return {
        ...state,
        suggested: action.expiryDate,
        values: state.autoApply ? { ...state.values, expiry_date: action.expiryDate } : state.values,
        error: state.error === 'calculateNeeds' ? null : state.error,
      };
    case 'error':
      return { ...state, error: action.error };
  }
}

/** The calculate-expiry request, or the error to show when business or issue date is missing. */
export function calculationRequest(
  state: LicenseFormState,
  businesses: readonly Business[],
): { request: CalculateExpiryRequest } | { error: 'calculateNeeds' } {
  const { values } = state;
  const business = businesses.find((b) => b.id === values.business_id);
  if (!business || !values.issued_date) return { error: 'calculateNeeds' };
  return {
    request: {
      issued_date: values.issued_date,
      level: values.level,
      business_type: business.business_type,
      province: business.province as ProvinceCode,
      city: business.city,
      ...(values.license_name.trim() ? { license_name: values.license_name.trim() } : {}),
    },
  };
}

/** The body to send, or "required" when business, licence name or issue date is missing. */
export function submission(state: LicenseFormState): { body: LicenseInput } | { error: 'required' } {
  const { values } = state;
  const name = values.license_name.trim();
  if (!values.business_id || !name || !values.issued_date || !values.level) return { error: 'required' };
  return {
    body: {
      business_id: values.business_id,
      license_name: name,
      license_type: values.license_type.trim() || null,
      level: values.level,
      issued_date: values.issued_date,
      // Empty: the last suggestion; with none either, the server calculates it.
      expiry_date: values.expiry_date || state.suggested || null,
      reminder_enabled: values.reminder_enabled,
      notes: values.notes.trim() || null,
    },
  };
}
