// Canadian postal codes (canada-notes.md §1): format A1A 1A1, normalised to upper case with one
// space. The first letter suggests a province; a mismatch is a warning, not a rejection, because
// some places near borders (Lloydminster, …) are served from the neighbouring province.
import { inProvince } from '../i18n/province-names';
import { translateDetail } from '../i18n/translate-detail';
import type { Language } from './language';
import { type ProvinceCode, provinceName } from './provinces';

export interface PostalCodeCheck {
  valid: boolean;
  /** "A1A 1A1" when valid. */
  normalized?: string;
  /** Provinces or territories that use this first letter (or FSA for X). */
  province_hint?: ProvinceCode[];
  /** Set when the code does not belong to the given province; the code is still valid. */
  warning?: string;
  /** Set when the code is not valid. */
  error?: string;
}

/** Letters never used: D F I O Q U; W and Z never first (canada-notes.md §1). */
export const POSTAL_CODE_PATTERN =
  /^[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z] ?[0-9][ABCEGHJ-NPRSTV-Z][0-9]$/;

const FIRST_LETTER_PROVINCES: Readonly<Record<string, ProvinceCode[]>> = {
  A: ['NL'],
  B: ['NS'],
  C: ['PE'],
  E: ['NB'],
  G: ['QC'],
  H: ['QC'],
  J: ['QC'],
  K: ['ON'],
  L: ['ON'],
  M: ['ON'],
  N: ['ON'],
  P: ['ON'],
  R: ['MB'],
  S: ['SK'],
  T: ['AB'],
  V: ['BC'],
  X: ['NT', 'NU'],
  Y: ['YT'],
};

/** X is shared by the two territories: split by forward sortation area. */
const X_FSA_PROVINCES: Readonly<Record<string, ProvinceCode>> = {
  X0A: 'NU',
  X0B: 'NU',
  X0C: 'NU',
  X0E: 'NT',
  X0G: 'NT',
  X1A: 'NT',
};

/** Provinces or territories that use a postal code's first letter (or FSA). */
export function provincesForPostalCode(code: string): ProvinceCode[] {
  const fsa = code.trim().toUpperCase().slice(0, 3);
  const byFsa = X_FSA_PROVINCES[fsa];
  if (byFsa) return [byFsa];
  return [...(FIRST_LETTER_PROVINCES[fsa.charAt(0)] ?? [])];
}

const FORMAT_ERROR =
  'Enter a postal code in the format A1A 1A1 (letter, digit, letter, digit, letter, digit).';

function formatError(compact: string): string {
  if (!/^[A-Z][0-9][A-Z][0-9][A-Z][0-9]$/.test(compact)) return FORMAT_ERROR;
  const letters = [compact[0], compact[2], compact[4]];
  if (letters.some((l) => l !== undefined && 'DFIOQU'.includes(l))) {
    return 'Canadian postal codes never use the letters D, F, I, O, Q or U.';
  }
  if (compact[0] === 'W' || compact[0] === 'Z') return 'Canadian postal codes never start with W or Z.';
  return FORMAT_ERROR;
}

const joinNames = (codes: readonly ProvinceCode[]) => codes.map((c) => provinceName(c) ?? c).join(' or ');

/** The warning of a valid code whose first letter belongs to other provinces, in `language`. */
function mismatchWarning(
  normalized: string,
  hint: readonly ProvinceCode[],
  wanted: string,
  language: Language,
) {
  if (language === 'fr') {
    const usual = hint.map((code) => inProvince(code, 'fr')).join(' ou ');
    return `Le code postal ${normalized} se trouve habituellement ${usual}, et non ${inProvince(wanted, 'fr')}. Vérifiez le code postal et la province.`;
  }
  const expected = provinceName(wanted) ?? wanted;
  return `Postal code ${normalized} is usually in ${joinNames(hint)}, not ${expected}. Please check the postal code and province.`;
}

/**
 * Checks and normalises a postal code ("k1a0b1" → "K1A 0B1"). With a province, a code whose first
 * letter belongs elsewhere is still valid but carries a warning. Messages are in `language`.
 */
export function validatePostalCode(
  input: string,
  province?: string | null,
  language: Language = 'en',
): PostalCodeCheck {
  const compact = input.replace(/[\s-]+/g, '').toUpperCase();
  const refuse = (error: string): PostalCodeCheck => ({
    valid: false,
    error: translateDetail(error, language),
  });
  if (compact === '') return refuse('Enter a postal code.');
  if (!POSTAL_CODE_PATTERN.test(compact)) return refuse(formatError(compact));

  const normalized = `${compact.slice(0, 3)} ${compact.slice(3)}`;
  const hint = provincesForPostalCode(compact);
  const wanted = province?.trim().toUpperCase();
  if (!wanted || !provinceName(wanted) || hint.includes(wanted as ProvinceCode))
    return { valid: true, normalized, province_hint: hint };
  return {
    valid: true,
    normalized,
    province_hint: hint,
    warning: mismatchWarning(normalized, hint, wanted, language),
  };
}
