// What the wizard sends: step 2's profile save and step 5's completion, built from its data.
import {
  activityByKey,
  type Language,
  type NotificationChannel,
  type OnboardingComplete,
  type OnboardingSelection,
  type ProfileUpdate,
  type ProvinceCode,
} from '@lt/core';
import { currentLanguage } from '../../lib/i18n/language';
import type { LicenseDates, WizardData } from './wizard-state';

/**
 * Step 2's save (PUT /api/onboarding/profile): the person plus the place of step 1, and the language
 * the app speaks now (the visitor's choice becomes the profile's, which wins from then on).
 */
export function profileBody(data: WizardData, language: Language = currentLanguage()): ProfileUpdate {
  return {
    language,
    full_name: data.full_name.trim(),
    phone_number: data.phone_number.trim(),
    address: data.address.trim(),
    city: data.city.trim(),
    province: data.province,
    postal_code: data.postal_code.trim().toUpperCase(),
  };
}

/** Whether step 5 must ask for a phone number before completing. */
export function needsSmsPhone(data: WizardData): boolean {
  return data.sms && !data.phone_number.trim();
}

export function channelsOf(data: WizardData): NotificationChannel[] {
  return [...(data.email ? (['email'] as const) : []), ...(data.sms ? (['sms'] as const) : [])];
}

/**
 * One selection of POST /api/onboarding/complete: the printed expiry date, or the issue date when
 * the expiry is unknown (`today` if left empty), or no date for a licence with no expiry.
 */
export function selectionOf(id: string, dates: LicenseDates | undefined, today: string): OnboardingSelection {
  if (!dates || dates.noExpiry) return { template_id: id };
  if (dates.unknownExpiry && !dates.printed)
    return { template_id: id, issued_date: dates.issued_date || today };
  return { template_id: id, expiry_date: dates.expiry_date };
}

/**
 * POST /api/onboarding/complete. `today` fills an issue date left empty. The business keeps its
 * activity and the answers given (issue 27), so its suggestions later need no question asked again.
 */
export function completionBody(data: WizardData, today: string): OnboardingComplete {
  const activity = activityByKey(data.activity);
  return {
    business: {
      business_name: data.business_name.trim(),
      ...(activity ? { activity: activity.key } : {}),
      business_type: activity?.business_type ?? data.business_type,
      answers: data.answers,
      address: data.address.trim() || null,
      city: data.city.trim(),
      // Chosen from the server's list of provinces.
      province: data.province as ProvinceCode,
      postal_code: data.postal_code.trim() || null,
    },
    licenses: data.selected.map((id) => selectionOf(id, data.dates[id], today)),
    notification_channels: channelsOf(data),
  };
}
