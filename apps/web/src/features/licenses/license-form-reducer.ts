// How the add/edit licence form changes, as a pure reducer: each edit clears the messages it
// answers, and a calculation fills the expiry date (and, on a new licence, the rule it used).
import { type CalculateExpiryResponse, MAX_REMINDER_LEAD_TIMES, type RenewalRuleKind } from '@lt/core';
import {
  type LicenseFieldError,
  type LicenseFieldName,
  type LicenseFormError,
  type LicenseFormState,
  type LicenseFormValues,
  ruleValues,
} from './license-form-state';

type PlainField = Exclude<keyof LicenseFormValues, 'expiry_date' | 'reminder_days' | 'rule_kind'>;

export type LicenseFormAction =
  | { type: 'change'; field: PlainField; value: string | boolean }
  | { type: 'editExpiry'; value: string }
  | { type: 'ruleKind'; kind: RenewalRuleKind }
  | { type: 'reminderDay'; index: number; value: string }
  | { type: 'addReminderDay' }
  | { type: 'removeReminderDay'; index: number }
  | { type: 'calculated'; result: CalculateExpiryResponse }
  | { type: 'error'; error: LicenseFormError | null }
  | { type: 'fieldErrors'; errors: Partial<Record<LicenseFieldName, LicenseFieldError>> };

const RULE_FIELDS = new Set<PlainField>(['rule_months', 'rule_month', 'rule_day', 'authority', 'source_url']);

function withoutFieldError(
  errors: LicenseFormState['fieldErrors'],
  ...fields: LicenseFieldName[]
): LicenseFormState['fieldErrors'] {
  const next = { ...errors };
  for (const field of fields) delete next[field];
  return next;
}

export function licenseFormReducer(state: LicenseFormState, action: LicenseFormAction): LicenseFormState {
  switch (action.type) {
    case 'change': {
      const fieldErrors =
        action.field === 'issued_date'
          ? withoutFieldError(state.fieldErrors, 'issued_date', 'expiry_date')
          : action.field === 'source_url'
            ? withoutFieldError(state.fieldErrors, 'source_url')
            : action.field.startsWith('rule_')
              ? withoutFieldError(state.fieldErrors, 'renewal_rule')
              : state.fieldErrors;
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        ruleChosen: state.ruleChosen || RULE_FIELDS.has(action.field),
        fieldErrors,
      };
    }
    case 'editExpiry':
      // A date typed by hand is a date read off the licence: no longer an estimate.
      return {
        ...state,
        values: { ...state.values, expiry_date: action.value },
        estimated: false,
        fieldErrors: withoutFieldError(state.fieldErrors, 'expiry_date'),
      };
    case 'ruleKind': {
      // Neither a licence with no expiry nor one whose date is printed on it has a calculated date.
      const calculable = action.kind === 'term' || action.kind === 'fixed_date';
      return {
        ...state,
        values: {
          ...state.values,
          rule_kind: action.kind,
          // A licence with no expiry has no expiry date.
          expiry_date: action.kind === 'none' ? '' : state.values.expiry_date,
        },
        ruleChosen: true,
        suggested: calculable ? state.suggested : null,
        estimated: calculable ? state.estimated : false,
        fieldErrors: withoutFieldError(state.fieldErrors, 'renewal_rule', 'expiry_date'),
      };
    }
    case 'reminderDay': {
      const reminder_days = state.values.reminder_days.map((d, i) => (i === action.index ? action.value : d));
      return {
        ...state,
        values: { ...state.values, reminder_days },
        fieldErrors: withoutFieldError(state.fieldErrors, 'reminder_days'),
      };
    }
    case 'addReminderDay':
      if (state.values.reminder_days.length >= MAX_REMINDER_LEAD_TIMES) return state;
      return { ...state, values: { ...state.values, reminder_days: [...state.values.reminder_days, ''] } };
    case 'removeReminderDay':
      if (state.values.reminder_days.length <= 1) return state;
      return {
        ...state,
        values: {
          ...state.values,
          reminder_days: state.values.reminder_days.filter((_, i) => i !== action.index),
        },
        fieldErrors: withoutFieldError(state.fieldErrors, 'reminder_days'),
      };
    case 'calculated': {
      // Calculate always writes the expiry field (the bug of issue 12: it used to leave the old one).
      const { result } = action;
      const values = { ...state.values, expiry_date: result.expiry_date ?? '' };
      // A new licence takes the rule the calculation used (12 months: the server borrows no
      // template's rule, authority or page for a licence typed by hand, decision 042).
      if (!state.ruleChosen) Object.assign(values, ruleValues(result.renewal_rule));
      return {
        ...state,
        values,
        ruleChosen: true,
        suggested: result.expiry_date,
        estimated: result.expiry_estimated,
        error: state.error === 'calculateNeeds' ? null : state.error,
        fieldErrors: withoutFieldError(state.fieldErrors, 'expiry_date'),
      };
    }
    case 'error':
      return { ...state, error: action.error };
    case 'fieldErrors':
      return { ...state, fieldErrors: action.errors };
  }
}
