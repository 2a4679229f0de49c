import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POSTAL_CODE_PATTERN, provincesForPostalCode, validatePostalCode } from './postal-code';
import { PROVINCE_CODES } from './provinces';

describe('validatePostalCode: format', () => {
  it('normalises to upper case with one space', () => {
    expect(validatePostalCode('k1a0b1')).toEqual({
      valid: true,
      normalized: 'K1A 0B1',
      province_hint: ['ON'],
    });
    expect(validatePostalCode('  h2x   1y4 ').normalized).toBe('H2X 1Y4');
    expect(validatePostalCode('H0H 0H0').valid).toBe(true);
    expect(validatePostalCode('T2W-1Z9').normalized).toBe('T2W 1Z9');
  });

  it('rejects bad formats and forbidden letters with clear messages', () => {
    expect(validatePostalCode('')).toEqual({ valid: false, error: 'Enter a postal code.' });
    expect(validatePostalCode('12345').error).toMatch(/format A1A 1A1/);
    expect(validatePostalCode('K1A 0B')).toMatchObject({
      valid: false,
      error: expect.stringMatching(/A1A 1A1/),
    });
    expect(validatePostalCode('D1A 0B1').error).toMatch(/D, F, I, O, Q or U/);
    expect(validatePostalCode('K1O 0B1').error).toMatch(/D, F, I, O, Q or U/);
    expect(validatePostalCode('K1A 0U1').error).toMatch(/D, F, I, O, Q or U/);
    expect(validatePostalCode('W1A 0B1').error).toMatch(/never start with W or Z/);
    expect(validatePostalCode('Z1A 0B1').error).toMatch(/never start with W or Z/);
    expect(validatePostalCode('K1W 0Z1').valid).toBe(true);
  });

  it('accepts exactly the codes of the documented pattern', () => {
    const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
    const digit = fc.constantFrom(...'0123456789'.split(''));
    fc.assert(
      fc.property(fc.tuple(letter, digit, letter, digit, letter, digit), fc.boolean(), (chars, lower) => {
        const code = chars.join('');
        const forbidden =
          [chars[0], chars[2], chars[4]].some((l) => 'DFIOQU'.includes(l)) || 'WZ'.includes(chars[0]);
        const result = validatePostalCode(lower ? code.toLowerCase() : code);
        expect(result.valid).toBe(!forbidden);
        expect(result.valid).toBe(POSTAL_CODE_PATTERN.test(code));
        if (result.valid) expect(result.normalized).toBe(`${code.slice(0, 3)} ${code.slice(3)}`);
        else expect(result.error).toBeTruthy();
      }),
    );
  });
});

describe('validatePostalCode: province', () => {
  it('hints the province from the first letter', () => {
    expect(provincesForPostalCode('A1C 5M2')).toEqual(['NL']);
    expect(provincesForPostalCode('H3B 4W8')).toEqual(['QC']);
    expect(provincesForPostalCode('V6B 1A1')).toEqual(['BC']);
    expect(provincesForPostalCode('Y1A 1A1')).toEqual(['YT']);
  });

  it('splits X between the territories by FSA', () => {
    for (const fsa of ['X0A', 'X0B', 'X0C']) expect(provincesForPostalCode(`${fsa} 0H0`)).toEqual(['NU']);
    for (const fsa of ['X0E', 'X0G', 'X1A']) expect(provincesForPostalCode(`${fsa} 0H0`)).toEqual(['NT']);
    expect(provincesForPostalCode('X9Z 1A1')).toEqual(['NT', 'NU']);
  });

  it('warns, without rejecting, when the province does not match', () => {
    expect(validatePostalCode('K1A 0B1', 'ON').warning).toBeUndefined();
    expect(validatePostalCode('x1a 2p7', 'nt').warning).toBeUndefined();
    const mismatch = validatePostalCode('X0A 0H0', 'NT');
    expect(mismatch.valid).toBe(true);
    expect(mismatch.warning).toBe(
      'Postal code X0A 0H0 is usually in Nunavut, not Northwest Territories. Please check the postal code and province.',
    );
    expect(validatePostalCode('S9V 0A1', 'AB')).toMatchObject({ valid: true, province_hint: ['SK'] });
    expect(validatePostalCode('S9V 0A1', 'AB').warning).toMatch(/Saskatchewan, not Alberta/);
  });

  it('warns for a valid code exactly when its hint excludes the province', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'A1C 5M2',
          'B3H 4R2',
          'C1A 7N8',
          'E1C 4M3',
          'H2Y 1C6',
          'M5V 3L9',
          'R3C 4T3',
          'X0B 0C0',
          'Y1A 1C2',
        ),
        fc.constantFrom(...PROVINCE_CODES),
        (code, province) => {
          const result = validatePostalCode(code, province);
          expect(result.valid).toBe(true);
          expect(result.warning === undefined).toBe(result.province_hint?.includes(province));
        },
      ),
    );
  });
});
