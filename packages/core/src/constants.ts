// Business constants from PRODUCT §9. Each lives here once; server, web and tests import them.

/** Days before expiry at which a licence is reminded unless it says otherwise (PRODUCT §1, §9). */
export const REMINDER_DAYS_BEFORE = [30, 14, 7] as const;
/** A licence's own lead times (`reminder_days`): 1 to 5 of them, each 1 to 365 days (decision 013). */
export const MAX_REMINDER_LEAD_TIMES = 5;
export const MAX_REMINDER_LEAD_DAYS = 365;
/** After expiry, one reminder a week for this many weeks unless renewed or acknowledged. */
export const OVERDUE_REMINDER_WEEKS = 4;
/** The weekly digest lists what expires within this many days, and everything overdue. */
export const DIGEST_HORIZON_DAYS = 60;
/** The digest goes out on this ISO weekday (1 = Monday) at the reminders' local time. */
export const DIGEST_ISO_WEEKDAY = 1;
/** Reminders (and the digest) go out at this local time of the business. */
export const REMINDER_LOCAL_TIME = '09:00';

/** A licence is "expiring soon" when 0 ≤ days until expiry ≤ this (PRODUCT §9). */
export const EXPIRING_SOON_DAYS = 30;

export const ONBOARDING_STEP_COUNT = 5;

/** City search needs at least this many characters and a province (PRODUCT §5). */
export const CITY_SEARCH_MIN_CHARS = 2;
export const CITY_SEARCH_MAX_RESULTS = 20;

export const DEFAULT_TEMPLATE_VALIDITY_MONTHS = 12;
export const MIN_TEMPLATE_VALIDITY_MONTHS = 1;
/** The longest term a renewal rule may have: 10 years. */
export const MAX_RENEWAL_TERM_MONTHS = 120;

/** TanStack Query: results stay fresh 5 minutes, one retry (PRODUCT §7, §9). */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRY_COUNT = 1;

/** react-hot-toast durations (PRODUCT §9). Loading toasts stay until dismissed. */
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
