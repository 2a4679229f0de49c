import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANADA_AREA_CODES, US_AREA_CODES } from './nanp-area-codes';
import { E164_PATTERN, isSmsNumber, normalizePhoneNumber } from './phone';

describe('normalizePhoneNumber', () => {
  it('writes the usual Canadian forms as +1 and ten digits', () => {
    for (const input of [
      '(416) 555-0199',
      '416-555-0199',
      '416.555.0199',
      '4165550199',
      '1 416 555 0199',
      '1-416-555-0199',
      '+1 (416) 555-0199',
      '+14165550199',
      '  416 555 0199  ',
    ]) {
      expect(normalizePhoneNumber(input), input).toBe('+14165550199');
    }
    expect(normalizePhoneNumber('(709) 555-0123')).toBe('+17095550123');
    expect(normalizePhoneNumber('306–555–0123')).toBe('+13065550123');
  });

  it('rejects what is not a dialable North American number', () => {
    for (const input of [
      '',
      '   ',
      '555-0199',
      '416 555 019',
      '416 555 01999',
      '2 416 555 0199',
      '+2 416 555 0199x',
      '(016) 555-0199',
      '(416) 055-0199',
      '(416) 155-0199',
      '(411) 555-0199',
      '(416) 911-0199',
      '416-555-0199 ext 12',
      '416-CALL-NOW',
      '++14165550199',
      '+1 416 555 019',
    ]) {
      expect(normalizePhoneNumber(input), input).toBeNull();
    }
  });

  it('refuses every other country, even in E.164 (no SMS abroad)', () => {
    expect(normalizePhoneNumber('+44 20 7946 0958')).toBeNull();
    expect(normalizePhoneNumber('+33 1 23 45 67 89')).toBeNull();
    expect(normalizePhoneNumber('+52 55 1234 5678')).toBeNull();
    expect(normalizePhoneNumber('+0 123 456 789')).toBeNull();
    expect(normalizePhoneNumber('+44 20 7946 0958 1234 5678')).toBeNull();
  });

  it('refuses premium, toll-free, personal and Caribbean area codes (issue 31: SMS pumping)', () => {
    for (const npa of ['900', '976', '876', '809', '829', '658', '242', '787', '671', '800', '888', '833']) {
      expect(normalizePhoneNumber(`+1 ${npa} 555 0199`), npa).toBeNull();
      expect(normalizePhoneNumber(`(${npa}) 234-5678`), npa).toBeNull();
    }
    for (const npa of ['500', '533', '544', '600', '622', '200', '999']) {
      expect(normalizePhoneNumber(`${npa}-234-5678`), npa).toBeNull();
    }
  });

  it('accepts the geographic area codes of Canada and the US, overlays included', () => {
    for (const npa of ['416', '514', '604', '867', '709', '437', '263', '212', '415', '907', '808']) {
      expect(normalizePhoneNumber(`(${npa}) 234-5678`), npa).toBe(`+1${npa}2345678`);
    }
    expect(CANADA_AREA_CODES).toHaveLength(56);
    expect(new Set([...CANADA_AREA_CODES, ...US_AREA_CODES]).size).toBe(430);
  });

  it('tells which E.164 numbers may receive an SMS', () => {
    expect(isSmsNumber('+14165550199')).toBe(true);
    expect(isSmsNumber('+19005550199')).toBe(false);
    expect(isSmsNumber('+18765550199')).toBe(false);
    expect(isSmsNumber('+442079460958')).toBe(false);
    expect(isSmsNumber('416 555 0199')).toBe(false);
  });

  it('gives the same answer for every way of writing a valid NANP number', () => {
    const digit = (from: number) => fc.integer({ min: from, max: 9 }).map(String);
    const number = fc
      .tuple(
        fc.constantFrom(...CANADA_AREA_CODES, ...US_AREA_CODES),
        digit(2),
        digit(0),
        digit(0),
        fc.array(digit(0), { minLength: 4, maxLength: 4 }),
      )
      .map(([npa, d, e, f, rest]) => `${npa}${d}${e}${f}${rest.join('')}`)
      .filter((n) => n.slice(4, 6) !== '11');
    const style = fc.constantFrom(
      (n: string) => n,
      (n: string) => `(${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}`,
      (n: string) => `1-${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`,
      (n: string) => `+1 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`,
      (n: string) => `${n.slice(0, 3)}.${n.slice(3, 6)}.${n.slice(6)}`,
    );
    fc.assert(
      fc.property(number, style, (n, write) => {
        const normalized = normalizePhoneNumber(write(n));
        expect(normalized).toBe(`+1${n}`);
        expect(normalized).toMatch(E164_PATTERN);
      }),
    );
  });

  it('is idempotent: a normalised number normalises to itself', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (input) => {
        const once = normalizePhoneNumber(input);
        if (once !== null) expect(normalizePhoneNumber(once)).toBe(once);
      }),
    );
  });
});
