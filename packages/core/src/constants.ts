// Business constants from SPEC.md §9. Each lives here once; server, web and tests import them.

/** Days before expiry at which a reminder is sent (SPEC §1, §9). */
export const REMINDER_DAYS_BEFORE = [30, 14, 7] as const;

/** A licence is "expiring soon" when 0 ≤ days until expiry ≤ this (SPEC §9). */
export const EXPIRING_SOON_DAYS = 30;

export const ONBOARDING_STEP_COUNT = 5;

/** City search needs at least this many characters and a province (SPEC §5). */
export const CITY_SEARCH_MIN_CHARS = 2;
export const CITY_SEARCH_MAX_RESULTS = 20;

export const DEFAULT_TEMPLATE_VALIDITY_MONTHS = 12;
export const MIN_TEMPLATE_VALIDITY_MONTHS = 1;

/** TanStack Query: results stay fresh 5 minutes, one retry (SPEC §7, §9). */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRY_COUNT = 1;

/** react-hot-toast durations (SPEC §9). Loading toasts stay until dismissed. */
export const TOAST_DURATION_MS = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
} as const;
export const TOAST_LIMIT = 20;

export const DEFAULT_LICENSE_LEVEL = 'municipal' as const;
export const DEFAULT_REMINDER_ENABLED = true;
export const DEFAULT_NOTIFICATION_CHANNELS = ['email'] as const;

/** Minimum password length of the built-in sign-in (issue #2; raised to 10 by issue #16). */
export const MIN_PASSWORD_LENGTH = 10;
/** Long enough for any passphrase, short enough that nobody makes the server hash megabytes. */
export const MAX_PASSWORD_LENGTH = 1024;
