// The add/edit business form as plain values and a pure check, so the rules are testable alone.
import type { Business, BusinessCreate } from '@lt/core';

export interface BusinessFormValues {
  business_name: string;
  business_type: string;
  province: string;
  city: string;
  postal_code: string;
  address: string;
}

export function emptyBusinessForm(): BusinessFormValues {
  return { business_name: '', business_type: '', province: '', city: '', postal_code: '', address: '' };
}

export function businessFormFrom(business: Business): BusinessFormValues {
  return {
    business_name: business.business_name,
    business_type: business.business_type,
    province: business.province,
    city: business.city,
    postal_code: business.postal_code ?? '',
    address: business.address ?? '',
  };
}

/** The request body, or 'required' when a starred field is blank (the server checks the rest). */
export function businessSubmission(
  values: BusinessFormValues,
): { body: BusinessCreate } | { error: 'required' } {
  const name = values.business_name.trim();
  const city = values.city.trim();
  if (!name || !values.business_type || !values.province || !city) return { error: 'required' };
  return {
    body: {
      business_name: name,
      business_type: values.business_type as BusinessCreate['business_type'],
      province: values.province as BusinessCreate['province'],
      city,
      postal_code: values.postal_code.trim() || null,
      address: values.address.trim() || null,
    },
  };
}
