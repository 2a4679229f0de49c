// The add/edit licence form's state: its values as typed, its messages, and how a new or an existing
// licence fills it (PRODUCT §4 "License modal", §5 "License form", decision 013: renewal rule,
// licence number, authority, official page, reminder lead times). How it changes is in
// license-form-reducer.ts, its checks in license-form-validation.ts, what it sends in
// license-form-submission.ts.
import {
  type Business,
  DEFAULT_LICENSE_LEVEL,
  DEFAULT_REMINDER_DAYS,
  DEFAULT_REMINDER_ENABLED,
  type License,
  type LicenseLevel,
  type RenewalRule,
  type RenewalRuleKind,
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
      key:
        | 'expiryBeforeIssue'
        | 'expiryNotForNone'
        | 'expiryPrinted'
        | 'ruleMonths'
        | 'ruleDay'
        | 'reminderDays'
        | 'sourceUrl';
    }
  | { key: 'refused'; reason: string };

export interface LicenseFormState {
  mode: 'add' | 'edit';
  values: LicenseFormValues;
  /**
   * False while a new licence's rule, authority and source are the defaults nobody chose: they are
   * then left out of the request, and the server gives the licence a 12-month term and no authority
   * or link — nothing borrowed from a template (decision 042). A calculation, an edit or an existing
   * licence set it.
   */
  ruleChosen: boolean;
  /** The last date Calculate returned (null: none yet, or a rule with no expiry). */
  suggested: string | null;
  /** Whether the last calculation rolled the date forward from an old issue date. */
  estimated: boolean;
  error: LicenseFormError | null;
  fieldErrors: Partial<Record<LicenseFieldName, LicenseFieldError>>;
}

/** The form fields of a rule; the reducer also fills them from the template a calculation matched. */
export function ruleValues(
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
    case 'printed':
      return { kind: 'printed' };
  }
}

/**
 * Whether the form should say that the expiry is 12 months after the issue date: a licence typed
 * by hand whose renewal rule nobody chose and whose expiry is left empty.
 */
export function usesDefaultTerm(state: LicenseFormState): boolean {
  return state.mode === 'add' && !state.ruleChosen && !state.values.expiry_date && !!state.values.issued_date;
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
