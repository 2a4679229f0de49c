// The add/edit licence form as a pure state machine (PRODUCT §4 "License modal", §5 "License form",
// decision 013: renewal rule, licence number, authority, official page, reminder lead times).
import {
  type Business,
  type CalculateExpiryRequest,
  type CalculateExpiryResponse,
  compare,
  DEFAULT_LICENSE_LEVEL,
  DEFAULT_REMINDER_DAYS,
  DEFAULT_REMINDER_ENABLED,
  isValidPlainDate,
  type License,
  type LicenseInput,
  type LicenseLevel,
  MAX_REMINDER_LEAD_TIMES,
  type ProvinceCode,
  type RenewalRule,
  type RenewalRuleKind,
  reminderDaysProblem,
  renewalRuleProblem,
} from '@lt/core';

export interface LicenseFormValues {
  business_id: string;
  license_name: string;
  license_type: string;
  level: LicenseLevel;
  issued_date: string;
  expiry_date: string;
  /** The renewal rule as its kind and the numbers each kind needs (kept as typed). */
  rule_kind: RenewalRuleKind;
  rule_months: string;
  rule_month: string;
  rule_day: string;
  license_number: string;
  authority: string;
  source_url: string;
  /** Lead times in days, as typed (1 to MAX_REMINDER_LEAD_TIMES of them). */
  reminder_days: string[];
  reminder_enabled: boolean;
  notes: string;
}

/** Which of the spec's form messages shows: "required" or "calculateNeeds". */
export type LicenseFormError = 'required' | 'calculateNeeds';

/** Fields that carry their own message under them. */
export type LicenseFieldName =
  | 'expiry_date'
  | 'renewal_rule'
  | 'reminder_days'
  | 'source_url'
  | 'issued_date';

/**
 * A message next to a field: a known problem by key, or a server refusal the form cannot word
 * better, with the server's reason (never its raw "field: reason" text).
 */
export type LicenseFieldError =
  | {
      key: 'expiryBeforeIssue' | 'expiryNotForNone' | 'ruleMonths' | 'ruleDay' | 'reminderDays' | 'sourceUrl';
    }
  | { key: 'refused'; reason: string };

export interface LicenseFormState {
  mode: 'add' | 'edit';
  values: LicenseFormValues;
  /**
   * False while a new licence's rule, authority and source are the defaults nobody chose: they are
   * then left out of the request, so the server takes them from the matching template. A
   * calculation (which answers the template's), an edit or an existing licence set it.
   */
  ruleChosen: boolean;
  /** The last date Calculate returned (null: none yet, or a rule with no expiry). */
  suggested: string | null;
  /** Whether the last calculation rolled the date forward from an old issue date. */
  estimated: boolean;
  error: LicenseFormError | null;
  fieldErrors: Partial<Record<LicenseFieldName, LicenseFieldError>>;
}

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

function ruleValues(
  rule: RenewalRule,
): Pick<LicenseFormValues, 'rule_kind' | 'rule_months' | 'rule_month' | 'rule_day'> {
  return {
    rule_kind: rule.kind,
    rule_months: rule.kind === 'term' ? String(rule.months) : '12',
    rule_month: rule.kind === 'fixed_date' ? String(rule.month) : '3',
    rule_day: rule.kind === 'fixed_date' ? String(rule.day) : '31',
  };
}

/** The rule the form describes (its numbers may still be invalid: see `renewalRuleProblem`). */
export function formRule(values: LicenseFormValues): RenewalRule {
  switch (values.rule_kind) {
    case 'term':
      return { kind: 'term', months: Number(values.rule_months.trim() || Number.NaN) };
    case 'fixed_date':
      return {
        kind: 'fixed_date',
        month: Number(values.rule_month),
        day: Number(values.rule_day.trim() || Number.NaN),
      };
    case 'none':
      return { kind: 'none' };
  }
}

/** The defaults of a new licence: level municipal, issued today, reminders on at 30/14/7 (PRODUCT §4, §9). */
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
      ...ruleValues({ kind: 'term', months: 12 }),
      license_number: '',
      authority: '',
      source_url: '',
      reminder_days: DEFAULT_REMINDER_DAYS.map(String),
      reminder_enabled: DEFAULT_REMINDER_ENABLED,
      notes: '',
    },
    ruleChosen: false,
    suggested: null,
    estimated: false,
    error: null,
    fieldErrors: {},
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
      expiry_date: license.expiry_date ?? '',
      ...ruleValues(license.renewal_rule),
      license_number: license.license_number ?? '',
      authority: license.authority ?? '',
      source_url: license.source_url ?? '',
      reminder_days: (license.reminder_days.length ? license.reminder_days : DEFAULT_REMINDER_DAYS).map(
        String,
      ),
      reminder_enabled: license.reminder_enabled,
      notes: license.notes ?? '',
    },
    ruleChosen: true,
    suggested: null,
    estimated: license.expiry_estimated,
    error: null,
    fieldErrors: {},
  };
}

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
    case 'ruleKind':
      return {
        ...state,
        values: {
          ...state.values,
          rule_kind: action.kind,
          // A licence with no expiry has no expiry date.
          expiry_date: action.kind === 'none' ? '' : state.values.expiry_date,
        },
        ruleChosen: true,
        suggested: action.kind === 'none' ? null : state.suggested,
        estimated: action.kind === 'none' ? false : state.estimated,
        fieldErrors: withoutFieldError(state.fieldErrors, 'renewal_rule', 'expiry_date'),
      };
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
      // A new licence takes the rule, authority and page of the template the server matched.
      if (!state.ruleChosen) {
        Object.assign(values, ruleValues(result.renewal_rule));
        if (!values.authority && result.authority) values.authority = result.authority;
        if (!values.source_url && result.source_url) values.source_url = result.source_url;
      }
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

/** The calculate-expiry request, or the error to show when business or issue date is missing. */
export function calculationRequest(
  state: LicenseFormState,
  businesses: readonly Business[],
):
  | { request: CalculateExpiryRequest }
  | { error: 'calculateNeeds' }
  | { fieldErrors: LicenseFormState['fieldErrors'] } {
  const { values } = state;
  const business = businesses.find((b) => b.id === values.business_id);
  if (!business || !values.issued_date) return { error: 'calculateNeeds' };
  const rule = formRule(values);
  const ruleError = ruleFieldError(rule);
  if (state.ruleChosen && ruleError) return { fieldErrors: { renewal_rule: ruleError } };
  return {
    request: {
      issued_date: values.issued_date,
      level: values.level,
      business_type: business.business_type,
      province: business.province as ProvinceCode,
      city: business.city,
      ...(values.license_name.trim() ? { license_name: values.license_name.trim() } : {}),
      // The licence's own rule once there is one; before, the template's.
      ...(state.ruleChosen ? { renewal_rule: rule } : {}),
    },
  };
}

function ruleFieldError(rule: RenewalRule): LicenseFieldError | undefined {
  if (!renewalRuleProblem(rule)) return undefined;
  return { key: rule.kind === 'term' ? 'ruleMonths' : 'ruleDay' };
}

const URL_PATTERN = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** The problems of the fields checked before sending, each next to its field. */
export function fieldProblems(values: LicenseFormValues): LicenseFormState['fieldErrors'] {
  const errors: LicenseFormState['fieldErrors'] = {};
  const rule = formRule(values);
  const ruleError = ruleFieldError(rule);
  if (ruleError) errors.renewal_rule = ruleError;
  if (
    rule.kind !== 'none' &&
    isValidPlainDate(values.expiry_date) &&
    isValidPlainDate(values.issued_date) &&
    compare(values.expiry_date, values.issued_date) < 0
  ) {
    errors.expiry_date = { key: 'expiryBeforeIssue' };
  }
  const days = values.reminder_days.map((d) => (d.trim() ? Number(d) : Number.NaN));
  if (reminderDaysProblem(days)) errors.reminder_days = { key: 'reminderDays' };
  if (values.source_url.trim() && !URL_PATTERN.test(values.source_url.trim())) {
    errors.source_url = { key: 'sourceUrl' };
  }
  return errors;
}

/**
 * The body to send, "required" when business, licence name or issue date is missing, or the
 * problems to show next to their fields.
 */
export function submission(
  state: LicenseFormState,
): { body: LicenseInput } | { error: 'required' } | { fieldErrors: LicenseFormState['fieldErrors'] } {
  const { values } = state;
  const name = values.license_name.trim();
  if (!values.business_id || !name || !values.issued_date || !values.level) return { error: 'required' };
  const fieldErrors = fieldProblems(values);
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors };
  const rule = formRule(values);
  const text = (value: string) => value.trim() || null;
  return {
    body: {
      business_id: values.business_id,
      license_name: name,
      license_type: text(values.license_type),
      level: values.level,
      issued_date: values.issued_date,
      // Empty: the server calculates it from the rule; a licence with no expiry takes none.
      expiry_date: rule.kind === 'none' ? null : values.expiry_date || null,
      // Untouched on a new licence: the server takes them from the matching template.
      ...(state.ruleChosen
        ? { renewal_rule: rule, authority: text(values.authority), source_url: text(values.source_url) }
        : {
            ...(text(values.authority) ? { authority: text(values.authority) } : {}),
            ...(text(values.source_url) ? { source_url: text(values.source_url) } : {}),
          }),
      license_number: text(values.license_number),
      reminder_days: values.reminder_days.map(Number),
      reminder_enabled: values.reminder_enabled,
      notes: text(values.notes),
    },
  };
}

const SERVER_FIELDS: Record<string, LicenseFieldName> = {
  expiry_date: 'expiry_date',
  issued_date: 'issued_date',
  renewal_rule: 'renewal_rule',
  reminder_days: 'reminder_days',
  source_url: 'source_url',
};

/**
 * A server refusal ("expiry_date: must not be before the issue date") as a message next to the
 * field it names, in the form's own words when the form knows the problem; undefined when the
 * detail names no field of the form (the caller then shows it as a whole-form message).
 */
export function serverFieldError(
  detail: string | null,
): { field: LicenseFieldName; error: LicenseFieldError } | undefined {
  const match = detail ? /^(?:body\.)?([a-z_]+)(?:\.[\w.]+)?: (.+)$/s.exec(detail) : null;
  const field = match ? SERVER_FIELDS[match[1] ?? ''] : undefined;
  if (!match || !field) return undefined;
  const reason = match[2] ?? '';
  // The detail arrives in the caller's language (decision 021): English or the catalogue's French.
  if (field === 'expiry_date' && /before the issue date|précéder la date de délivrance/i.test(reason)) {
    return { field, error: { key: 'expiryBeforeIssue' } };
  }
  if (field === 'expiry_date' && /no expiry|sans expiration/i.test(reason))
    return { field, error: { key: 'expiryNotForNone' } };
  if (field === 'reminder_days') return { field, error: { key: 'reminderDays' } };
  if (field === 'source_url') return { field, error: { key: 'sourceUrl' } };
  return { field, error: { key: 'refused', reason } };
}
