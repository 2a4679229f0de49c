// The renew dialog's form as plain data (decision 013): the proposal comes from core's nextPeriod,
// the same rule the server applies when the dates are left out.
import {
  compare,
  isValidPlainDate,
  type License,
  nextPeriod,
  type RenewLicenseRequest,
  todayIn,
} from '@lt/core';

export interface RenewFormValues {
  issued_date: string;
  expiry_date: string;
  license_number: string;
}

export type RenewFieldErrors = Partial<
  Record<'issued_date' | 'expiry_date', 'required' | 'expiryBeforeIssue'>
>;

/** The proposed new period on the business's `today`, and the current licence number. */
export function renewProposal(
  license: Pick<License, 'expiry_date' | 'renewal_rule' | 'license_number'>,
  today: string,
): RenewFormValues {
  const period = nextPeriod(license.expiry_date, license.renewal_rule, today);
  return {
    issued_date: period.issued_date,
    expiry_date: period.expiry_date ?? '',
    license_number: license.license_number ?? '',
  };
}

/** Today's date where the business is (the browser's zone when the business is unknown). */
export function businessToday(timeZone: string | undefined, now = new Date()): string {
  return todayIn(timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone, now);
}

/** The body to send, or the problems to show next to the dates. */
export function renewBody(
  values: RenewFormValues,
): { body: RenewLicenseRequest } | { errors: RenewFieldErrors } {
  const errors: RenewFieldErrors = {};
  if (!isValidPlainDate(values.issued_date)) errors.issued_date = 'required';
  if (!isValidPlainDate(values.expiry_date)) errors.expiry_date = 'required';
  else if (!errors.issued_date && compare(values.expiry_date, values.issued_date) < 0) {
    errors.expiry_date = 'expiryBeforeIssue';
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      issued_date: values.issued_date,
      expiry_date: values.expiry_date,
      license_number: values.license_number.trim() || null,
    },
  };
}
