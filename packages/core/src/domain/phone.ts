// Phone numbers for SMS reminders. Canadian (and other North American Numbering Plan) numbers are
// written many ways — "(416) 555-0199", "1-416-555-0199", "416.555.0199", "+1 416 555 0199" — and
// Twilio wants E.164: "+14165550199". The product is for Canadian businesses: only NANP numbers
// (+1, Canada and the US) are accepted, so an account cannot send SMS reminders abroad (issue 16).
// "+1" alone is not enough: the NANP also holds premium (900, 976), toll-free (8XX) and Caribbean
// and Pacific numbers (876 Jamaica, 809 Dominican Republic, …) that Twilio bills as international
// and that SMS pumping targets (issue 31); only Canadian and US geographic area codes pass.
import { isCanadaOrUsAreaCode } from './nanp-area-codes';

/** What the profile says about a number it refuses. */
export const PHONE_NUMBER_MESSAGE =
  'must be a Canadian or US phone number, such as (416) 555-0199: text messages go only to Canada and the US (no toll-free, premium or Caribbean numbers)';

/** E.164: a plus, a country code that does not start with 0, at most 15 digits in all. */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;

/** Separators people type between digit groups; anything else (letters, "ext") is rejected. */
const SEPARATORS = /[\s().\-‐-―]/g;

/**
 * The number in E.164, or null when it is not a dialable Canadian or US number. A NANP number has
 * a 3-digit area code and a 3-digit exchange, each starting with 2–9, then 4 digits; a leading 1
 * (or +1) is the country code; the area code must be one of NANPA's geographic codes of Canada or
 * the US (nanp-area-codes.ts). 555-01XX (fictional numbers) stays allowed: no carrier bills it, so
 * it cannot be pumped, and examples and tests use it.
 */
export function normalizePhoneNumber(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS, '');
  if (compact === '') return null;
  if (compact.startsWith('+') && !compact.startsWith('+1')) return null;
  const digits = compact.startsWith('+') ? compact.slice(1) : compact;
  if (!/^\d+$/.test(digits)) return null;
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return null;
  if (compact.startsWith('+') && digits.length !== 11) return null;
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(national)) return null;
  // N11 codes (211, 311, 411, 911…) are service codes, never area codes or exchanges.
  if (/^.11/.test(national.slice(0, 3)) || /^.11/.test(national.slice(3, 6))) return null;
  if (!isCanadaOrUsAreaCode(national.slice(0, 3))) return null;
  return `+1${national}`;
}

/** Whether a number in E.164 may receive our SMS (what the Twilio fakes accept, too). */
export const isSmsNumber = (e164: string): boolean => normalizePhoneNumber(e164) === e164;
