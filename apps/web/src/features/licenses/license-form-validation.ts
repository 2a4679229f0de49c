// The add/edit licence form's field checks: those made before sending, and a server refusal worded
// as a message next to the field it names.
import {
  compare,
  isValidPlainDate,
  type RenewalRule,
  reminderDaysProblem,
  renewalRuleProblem,
} from '@lt/core';
import {
  formRule,
  type LicenseFieldError,
  type LicenseFieldName,
  type LicenseFormState,
  type LicenseFormValues,
} from './license-form-state';

export function ruleFieldError(rule: RenewalRule): LicenseFieldError | undefined {
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
  // No term is known: the only expiry is the one printed on the licence.
  if (rule.kind === 'printed' && !values.expiry_date) errors.expiry_date = { key: 'expiryPrinted' };
  const days = values.reminder_days.map((d) => (d.trim() ? Number(d) : Number.NaN));
  if (reminderDaysProblem(days)) errors.reminder_days = { key: 'reminderDays' };
  if (values.source_url.trim() && !URL_PATTERN.test(values.source_url.trim())) {
    errors.source_url = { key: 'sourceUrl' };
  }
  return errors;
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
  if (field === 'expiry_date' && /printed on the licence|inscrite sur le permis/i.test(reason))
    return { field, error: { key: 'expiryPrinted' } };
  if (field === 'reminder_days') return { field, error: { key: 'reminderDays' } };
  if (field === 'source_url') return { field, error: { key: 'sourceUrl' } };
  return { field, error: { key: 'refused', reason } };
}
