export const LICENSE_LEVELS = ['municipal', 'provincial', 'federal'] as const;
export type LicenseLevel = (typeof LICENSE_LEVELS)[number];

export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
