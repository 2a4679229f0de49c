/**
 * Whether a new password is too easy to guess (issue 31): the rule sign-up, reset and change share
 * on the server, and the web's forms show before sending. Guessers try the account's own e-mail,
 * the product's name and the most common passwords first, with the usual disguises (capitals,
 * "P@ssw0rd", a year or "!" at the end, "passsword"), so each disguise is undone before comparing.
 * The common list (common-passwords.txt beside this file) is read by the server only: the web
 * checks the rest and leaves the list to the server's answer.
 */

/** Why a password is refused, most specific first. */
export type PasswordWeakness = 'email' | 'product' | 'common';

/** The product's names, as people write them, once folded (see `fold`). */
const PRODUCT_NAMES = ['licensetracker', 'licencetracker'];

/** Shorter local parts ("al", "bob") would refuse too many unrelated passwords. */
const MIN_LOCAL_PART = 4;

// The usual substitutions; "1" stands for "i" as often as for "l", so both are tried.
const LEET: Record<string, string> = { '0': 'o', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

/** Lower case, compatibility forms (full-width letters) made plain. */
function lower(value: string): string {
  return value.normalize('NFKC').toLowerCase();
}

/**
 * Substitutions undone, every character but letters and digits dropped, runs of one character
 * made one ("passsword" → "pasword"). Both sides of a comparison are folded the same way.
 */
function fold(value: string, one: 'i' | 'l'): string {
  let out = '';
  for (const ch of lower(value)) {
    const plain = ch === '1' ? one : (LEET[ch] ?? ch);
    if (!/[\p{L}\p{N}]/u.test(plain)) continue;
    if (out.endsWith(plain)) continue;
    out += plain;
  }
  return out;
}

/** Digits and symbols around the word ("2024!", "!!1") are what people add to satisfy a rule. */
function stripEnds(value: string): string {
  return lower(value).replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
}

/**
 * The forms a password is compared under: the whole of it folded, and its core (ends stripped,
 * then folded), each with "1" read as "i" and as "l". Exported for the server's list lookup,
 * which folds its entries with the same function.
 */
export function passwordForms(password: string): { whole: string[]; core: string[] } {
  const core = stripEnds(password);
  return {
    whole: [...new Set([fold(password, 'i'), fold(password, 'l')])],
    core: [...new Set([fold(core, 'i'), fold(core, 'l')].filter(Boolean))],
  };
}

/** How a list entry is stored for lookup: its core forms (see `passwordForms`). */
export function commonPasswordKeys(entry: string): string[] {
  return passwordForms(entry).core;
}

export interface PasswordContext {
  /** The account's e-mail address, when known. */
  email?: string;
  /**
   * True when a form of the password is one of the common passwords (the server's list);
   * absent in the browser, which leaves that part to the server.
   */
  isCommon?: (form: string) => boolean;
}

/** The reason the password is too easy to guess, or undefined when it is not. */
export function passwordWeakness(
  password: string,
  context: PasswordContext = {},
): PasswordWeakness | undefined {
  const { whole, core } = passwordForms(password);
  const contains = (needle: string) =>
    needle.length > 0 && (whole.some((w) => w.includes(needle)) || core.some((c) => c === needle));
  const email = context.email ? lower(context.email).trim() : '';
  if (email) {
    const local = email.split('@')[0] ?? '';
    // With its "@" read as "a" (as in the password) and dropped ("pat.example.ca").
    const bare = email.replace('@', ' ');
    const needles = [fold(email, 'i'), fold(email, 'l'), fold(bare, 'i'), fold(bare, 'l')];
    if (local.length >= MIN_LOCAL_PART) needles.push(fold(local, 'i'), fold(local, 'l'));
    if (needles.some(contains)) return 'email';
  }
  if (PRODUCT_NAMES.some(contains)) return 'product';
  // One or two characters over and over ("aaaaaaaaaa", "abababab12"): the first guesses too.
  const stripped = stripEnds(password);
  if (new Set(lower(password)).size <= 2 || (stripped.length >= 4 && new Set(stripped).size <= 2))
    return 'common';
  // A core of one or two letters ("x" of "x9384729384") says nothing: the digits carry that one.
  const looked = [...core.filter((c) => c.length >= 3), lower(password)];
  if (context.isCommon && looked.some(context.isCommon)) return 'common';
  return undefined;
}

/** The English sentence for each reason; detail-messages.ts carries the French. */
export const PASSWORD_WEAKNESS_MESSAGES: Record<PasswordWeakness, string> = {
  email: 'This password is too easy to guess: it contains your e-mail address. Please choose another.',
  product: 'This password is too easy to guess: it contains the name of this product. Please choose another.',
  common:
    'This password is too easy to guess: it is one of the most common passwords, or close to one. Please choose another.',
};
