import type { UserProfile } from '@lt/core';
import { describe, expect, it } from 'vitest';
import { profileFormValues, profileUpdateBody } from './profile-form-values';

const profile: UserProfile = {
  id: 'u1',
  email: 'pat@example.ca',
  email_verified: true,
  password_sign_in: true,
  full_name: 'Pat Owner',
  phone_number: null,
  phone_verified: false,
  address: null,
  city: 'Toronto',
  province: 'ON',
  postal_code: 'M5H 1A1',
  is_onboarded: true,
  notification_channels: ['sms'],
  reminder_digest: 'off',
  language: 'en',
  login_method: 'License Tracker',
  created_at: '2025-01-10T12:00:00Z',
};

describe('profile form values', () => {
  it('reads the profile, with empty text for missing values and the channels as ticks', () => {
    expect(profileFormValues(profile)).toEqual({
      full_name: 'Pat Owner',
      phone_number: '',
      address: '',
      city: 'Toronto',
      province: 'ON',
      postal_code: 'M5H 1A1',
      email_reminders: false,
      sms_reminders: true,
      weekly_digest: false,
    });
    expect(profileFormValues({ ...profile, reminder_digest: 'weekly' }).weekly_digest).toBe(true);
  });

  it('sends trimmed text, an uppercased postal code and the ticked channels', () => {
    const values = {
      ...profileFormValues(profile),
      full_name: '  Pat  ',
      postal_code: 'k1a 0b1 ',
      email_reminders: true,
    };
    expect(profileUpdateBody(values)).toEqual({
      full_name: 'Pat',
      phone_number: '',
      address: '',
      city: 'Toronto',
      province: 'ON',
      postal_code: 'K1A 0B1',
      notification_channels: ['email', 'sms'],
      reminder_digest: 'off',
    });
    expect(profileUpdateBody({ ...values, weekly_digest: true }).reminder_digest).toBe('weekly');
  });
});
