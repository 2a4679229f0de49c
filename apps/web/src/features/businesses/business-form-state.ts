// The add/edit business form as plain values and a pure check, so the rules are testable alone.
import { type Activity, activityByKey, type Business, type BusinessCreate } from '@lt/core';

export interface BusinessFormValues {
  business_name: string;
  /** What the business does (issue 27), or '' while none is chosen. */
  activity: string;
  /** The chosen activity's type; for a business stored before activities, the type it was given. */
  business_type: string;
  province: string;
  city: string;
  postal_code: string;
  address: string;
}

export function emptyBusinessForm(): BusinessFormValues {
  return {
    business_name: '',
    activity: '',
    business_type: '',
    province: '',
    city: '',
    postal_code: '',
    address: '',
  };
}

export function businessFormFrom(business: Business): BusinessFormValues {
  return {
    business_name: business.business_name,
    activity: business.activity ?? '',
    business_type: business.business_type,
    province: business.province,
    city: business.city,
    postal_code: business.postal_code ?? '',
    address: business.address ?? '',
  };
}

/**
 * The values after picking an activity (or clearing it): the type follows from the activity; a
 * cleared choice keeps the type of a business stored before activities, so that it can still be saved.
 */
export function withActivity(values: BusinessFormValues, activity: Activity | null): BusinessFormValues {
  if (activity) return { ...values, activity: activity.key, business_type: activity.business_type };
  const stored = activityByKey(values.activity) ? '' : values.business_type;
  return { ...values, activity: '', business_type: stored };
}

/**
 * The request body, or 'required' when a starred field is blank (the server checks the rest). A new
 * business needs its activity; one stored before activities may keep only its type.
 */
export function businessSubmission(
  values: BusinessFormValues,
): { body: BusinessCreate } | { error: 'required' } {
  const name = values.business_name.trim();
  const city = values.city.trim();
  const activity = activityByKey(values.activity);
  const type = activity?.business_type ?? values.business_type;
  if (!name || !type || !values.province || !city) return { error: 'required' };
  return {
    body: {
      business_name: name,
      ...(activity ? { activity: activity.key } : {}),
      business_type: type as BusinessCreate['business_type'],
      province: values.province as BusinessCreate['province'],
      city,
      postal_code: values.postal_code.trim() || null,
      address: values.address.trim() || null,
    },
  };
}
