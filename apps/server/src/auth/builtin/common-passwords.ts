import { readFileSync } from 'node:fs';
import { COMMON_PASSWORDS_FILE } from '../../paths';

let common: Set<string> | undefined;

/** The shipped list (common-passwords.txt beside this file; found through paths.ts when built), read once. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );
  return common;
}

/**
 * True for one of the 10,000 most common passwords, whatever its case, and for a password that
 * is a single character repeated ("          ", "aaaaaaaaaa"): the first guesses of any attacker.
 */
export function isCommonPassword(password: string): boolean {
  const folded = password.normalize('NFKC').toLowerCase();
  if (new Set(folded).size <= 1) return true;
  return commonPasswords().has(folded) || commonPasswords().has(folded.trim());
}
