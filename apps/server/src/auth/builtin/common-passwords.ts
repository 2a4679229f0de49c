import { readFileSync } from 'node:fs';
import { commonPasswordKeys } from '@lt/core';
import { COMMON_PASSWORDS_FILE } from '../../paths';

let common: Set<string> | undefined;

/**
 * The shipped list (core's common-passwords.txt, found through paths.ts), read once: each entry as
 * written (lower case: "1234567890" is only digits) and folded the way password-strength.ts folds
 * a password, so "P@ssw0rd1" finds "password".
 */
function commonPasswords(): Set<string> {
  if (common) return common;
  const entries = readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
  common = new Set(entries.flatMap((entry) => [entry, ...commonPasswordKeys(entry)]));
  return common;
}

/** For passwordWeakness: true when a (folded) form of a password is on the list. */
export function isCommonPasswordForm(form: string): boolean {
  return commonPasswords().has(form);
}
