import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commonPasswordKeys, passwordWeakness } from './password-strength';

// The shipped list, folded as the server folds it (apps/server/src/auth/builtin/common-passwords.ts).
const entries = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'));
const list = new Set(entries.flatMap((entry) => [entry, ...commonPasswordKeys(entry)]));
// Entries with a word in them that end in a letter (not "123456"): digits added to those must not
// get through. An entry that ends in digits ("ncc1701") runs into the added ones ("NCC17010!"), and
// the trailing digits stripped leave "ncc", which is no entry: a rare draw of that failed CI.
const wordy = entries.filter((entry) => /[a-z]{3}/.test(entry) && /[a-z]$/.test(entry));
const isCommon = (form: string) => list.has(form);
const check = (password: string, email?: string) => passwordWeakness(password, { email, isCommon });

describe('passwordWeakness', () => {
  it('refuses the e-mail, its local part and disguises of them', () => {
    const email = 'Jean.Tremblay@example.ca';
    for (const password of [
      'jean.tremblay@example.ca',
      'JeanTremblay2024!',
      'j3an.tr3mblay99',
      'my jean.tremblay pw',
    ]) {
      expect(check(password, email), password).toBe('email');
    }
    // A short local part is not searched for: it would refuse unrelated passwords.
    expect(check('bobcat on a hot tin roof', 'bob@example.ca')).toBeUndefined();
  });

  it("refuses the product's names, however written", () => {
    for (const password of [
      'licensetracker',
      'License Tracker 2024',
      'L1c3nc3Tr@ck3r!',
      'my licence tracker',
    ]) {
      expect(check(password), password).toBe('product');
    }
  });

  it('refuses common passwords with simple variations', () => {
    for (const password of [
      'iloveyou12',
      'ILoveYou2024!',
      'P@ssw0rd1',
      'p@$$w0rd!!',
      'Passsword123',
      'qwertyuiop',
      '1234567890',
      'aaaaaaaaaa',
      'abababab12',
    ]) {
      expect(check(password), password).toBe('common');
    }
  });

  it('accepts strong passphrases and random strings', () => {
    for (const password of [
      'correct horse battery staple',
      'Grumpy-Lantern-Orbit-57',
      'x9384729384',
      'tq8#Lw2!vZ0p',
    ]) {
      expect(check(password, 'pat@example.test'), password).toBeUndefined();
    }
  });

  it('without the list (the browser), still refuses the e-mail and the product name', () => {
    expect(passwordWeakness('iloveyou12')).toBeUndefined();
    expect(passwordWeakness('pat.owner2024', { email: 'pat.owner@example.test' })).toBe('email');
    expect(passwordWeakness('LicenseTracker1')).toBe('product');
  });

  it('refuses any password that contains the whole e-mail, whatever surrounds it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (before, after) => {
        expect(check(`${before}Someone.Else@Example.org${after}`, 'someone.else@example.org')).toBe('email');
      }),
    );
  });

  it('refuses every list entry, in capitals and with digits added', () => {
    fc.assert(
      fc.property(fc.constantFrom(...wordy.slice(0, 2000)), fc.nat({ max: 9999 }), (entry, n) => {
        expect(check(`${entry.toUpperCase()}${n}!`)).toBeDefined();
      }),
    );
  });
});
