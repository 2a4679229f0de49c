import { describe, expect, it } from 'vitest';
import { avatarLetter } from './avatar';

describe('avatarLetter', () => {
  it('uses the first letter of the name, upper-cased', () => {
    expect(avatarLetter('marie Tremblay', 'zed@example.ca')).toBe('M');
  });

  it('ignores surrounding spaces in the name', () => {
    expect(avatarLetter('  jean', null)).toBe('J');
  });

  it('falls back to the e-mail when the name is missing or blank', () => {
    expect(avatarLetter(null, 'owner@example.ca')).toBe('O');
    expect(avatarLetter('   ', 'owner@example.ca')).toBe('O');
    expect(avatarLetter(undefined, 'élise@example.ca')).toBe('É');
  });

  it('falls back to "U" when there is neither', () => {
    expect(avatarLetter(null, null)).toBe('U');
    expect(avatarLetter('', '')).toBe('U');
    expect(avatarLetter(undefined, undefined)).toBe('U');
  });
});
