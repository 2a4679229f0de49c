/**
 * How an SMS is counted (3GPP TS 23.038): text made only of the GSM 03.38 basic set (plus its
 * extension table, two septets a character) is sent in 7-bit septets, 160 to a single message and
 * 153 per part of a longer one; one character outside it turns the whole message into UCS-2, 70
 * UTF-16 units to a single message and 67 per part. French letters é è à ù É Ç are in the basic set;
 * ç â ê î ô û ë ï are not.
 */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '\f^{}\\[~]|€';

const BASIC = new Set(GSM7_BASIC);
const EXTENSION = new Set(GSM7_EXTENSION);

export const SMS_GSM7_SINGLE = 160;
export const SMS_GSM7_PART = 153;
export const SMS_UCS2_SINGLE = 70;
export const SMS_UCS2_PART = 67;

export interface SmsCount {
  encoding: 'gsm7' | 'ucs2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  /** Messages the text is sent as. */
  segments: number;
}

export function isGsm7(text: string): boolean {
  for (const ch of text) if (!BASIC.has(ch) && !EXTENSION.has(ch)) return false;
  return true;
}

/** Septets of a GSM-7 text (extension characters count two); undefined when it is not GSM-7. */
export function gsm7Septets(text: string): number | undefined {
  let septets = 0;
  for (const ch of text) {
    if (BASIC.has(ch)) septets += 1;
    else if (EXTENSION.has(ch)) septets += 2;
    else return undefined;
  }
  return septets;
}

export function countSms(text: string): SmsCount {
  const septets = gsm7Septets(text);
  if (septets !== undefined) {
    return {
      encoding: 'gsm7',
      units: septets,
      segments: septets <= SMS_GSM7_SINGLE ? 1 : Math.ceil(septets / SMS_GSM7_PART),
    };
  }
  const units = text.length;
  return {
    encoding: 'ucs2',
    units,
    segments: units <= SMS_UCS2_SINGLE ? 1 : Math.ceil(units / SMS_UCS2_PART),
  };
}

/**
 * The text in GSM-7 characters only: a letter outside the set loses its accent (ç → c, ê → e, and
 * ï → i) and anything else becomes "?". Used on user text (a licence or business name) so one
 * accent cannot turn a 160-character SMS into three UCS-2 parts.
 */
export function foldToGsm7(text: string): string {
  let out = '';
  for (const ch of text) {
    if (BASIC.has(ch) || EXTENSION.has(ch)) {
      out += ch;
      continue;
    }
    const bare = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    if (bare && [...bare].every((c) => BASIC.has(c))) out += bare;
    else if (ch === '’' || ch === '‘') out += "'";
    else if (ch === '“' || ch === '”' || ch === '«' || ch === '»') out += '"';
    else if (ch === '–' || ch === '—') out += '-';
    else if (ch === '…') out += '...';
    else if (/\s/.test(ch)) out += ' ';
    else out += '?';
  }
  return out;
}
