// The Personal Information form of /app/profile as plain values (PRODUCT §2, §5: no required fields).
import type { NotificationChannel, ProfileUpdate, UserProfile } from '@lt/core';

export interface ProfileFormValues {
  full_name: string;
  phone_number: string;
  address: string;
  city: string;
  province: string;
  postal_code: string;
  email_reminders: boolean;
  sms_reminders: boolean;
  /** `reminder_digest: weekly`: one Monday e-mail instead of one per licence (decision 013). */
  weekly_digest: boolean;
}

export function profileFormValues(profile: UserProfile): ProfileFormValues {
  return {
    full_name: profile.full_name ?? '',
    phone_number: profile.phone_number ?? '',
    address: profile.address ?? '',
    city: profile.city ?? '',
    province: profile.province ?? '',
    postal_code: profile.postal_code ?? '',
    email_reminders: profile.notification_channels.includes('email'),
    sms_reminders: profile.notification_channels.includes('sms'),
    weekly_digest: profile.reminder_digest === 'weekly',
  };
}

/** The PUT body: trimmed text, the postal code uppercased, the chosen channels and digest. */
export function profileUpdateBody(values: ProfileFormValues): ProfileUpdate {
  const channels: NotificationChannel[] = [];
  if (values.email_reminders) channels.push('email');
  if (values.sms_reminders) channels.push('sms');
  return {
    full_name: values.full_name.trim(),
    phone_number: values.phone_number.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    province: values.province.trim(),
    postal_code: values.postal_code.trim().toUpperCase(),
    notification_channels: channels,
    reminder_digest: values.weekly_digest ? 'weekly' : 'off',
  };
}
