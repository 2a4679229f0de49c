import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainUserText, USER_TEXT_MAX } from './user-text';

describe('plainUserText', () => {
  it('takes links out of names', () => {
    expect(plainUserText('Patio permit https://evil.example/pay now')).toBe('Patio permit now');
    expect(plainUserText('Renew at www.evil.example today')).toBe('Renew at today');
    expect(plainUserText('Pay at evil.ca/pay')).toBe('Pay at');
    expect(plainUserText('Call hxxp://x or HTTP://EVIL.COM')).toBe('Call or');
    expect(plainUserText('https://only.example')).toBe('(unnamed)');
  });

  it('keeps ordinary names, folding whitespace', () => {
    expect(plainUserText('  Sidewalk\n patio   permit ')).toBe('Sidewalk patio permit');
    expect(plainUserText('Food Premises Licence (No. 12.5)')).toBe('Food Premises Licence (No. 12.5)');
    expect(plainUserText("Joe's Diner Inc.")).toBe("Joe's Diner Inc.");
  });

  it('never returns a link or more than the limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.webUrl(), fc.string({ maxLength: 50 }), (a, url, b) => {
        const out = plainUserText(`${a} ${url} ${b}`);
        expect(out.length).toBeLessThanOrEqual(USER_TEXT_MAX);
        expect(out).not.toContain(url);
        expect(out).not.toMatch(/https?:\/\//i);
      }),
    );
  });
});
