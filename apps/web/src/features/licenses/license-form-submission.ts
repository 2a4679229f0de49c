// What the add/edit licence form sends: the calculate-expiry request and the licence body, or the
// message that keeps it from sending.
import type { Business, CalculateExpiryRequest, LicenseInput, ProvinceCode } from '@lt/core';
import { formRule, type LicenseFormState } from './license-form-state';
import { fieldProblems, ruleFieldError } from './license-form-validation';

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
      // The licence's own rule once there is one; before, none: the server's 12 months (decision 042).
      ...(state.ruleChosen ? { renewal_rule: rule } : {}),
    },
  };
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
      // Untouched on a new licence: a 12-month term and no authority or link (decision 042).
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
