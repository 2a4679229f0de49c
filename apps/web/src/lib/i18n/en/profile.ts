// /app/profile: Profile Settings (SPEC §2, §5, §8).
export const profile = {
  title: 'Profile Settings',
  loading: 'Loading your profile…',
  account: {
    title: 'Account Information',
    email: 'Email',
    emailHint: 'Email cannot be changed',
    loginMethod: 'Login Method',
    loginMethodHint: 'Authentication provider',
    unknown: 'Unknown',
  },
  personal: {
    title: 'Personal Information',
    fullName: 'Full Name',
    phone: 'Phone Number',
    address: 'Street Address',
    city: 'City',
    province: 'Province',
    postalCode: 'Postal Code',
    postalPlaceholder: 'A1A 1A1',
  },
  notifications: {
    title: 'Reminder notifications',
    body: 'How we remind you 30, 14 and 7 days before a license expires.',
    email: 'Email',
    sms: 'SMS',
    smsNeedsPhone: 'SMS reminders go to your phone number above.',
  },
  save: 'Save Changes',
  saving: 'Saving...',
  updated: 'Profile updated successfully',
  updateFailed: 'Failed to update profile',
};
