import { describe, expect, it } from 'vitest';
import { createLogThrottle, errorKey } from './log-throttle';

describe('createLogThrottle', () => {
  it('logs the first of identical errors, counts the rest, and logs again with the count after the interval', () => {
    let now = 0;
    const throttle = createLogThrottle(10_000, () => now);
    expect(throttle('a')).toEqual({ log: true, suppressed: 0 });
    for (let i = 1; i <= 5; i += 1) expect(throttle('a')).toEqual({ log: false, suppressed: i });
    expect(throttle('b')).toEqual({ log: true, suppressed: 0 });
    now = 10_000;
    expect(throttle('a')).toEqual({ log: true, suppressed: 5 });
    expect(throttle('a')).toEqual({ log: false, suppressed: 1 });
  });

  it('keys errors by code and first message line', () => {
    expect(errorKey(Object.assign(new Error('boom\nstack'), { code: 'X' }))).toBe('X|boom');
    expect(errorKey('plain')).toBe('|plain');
  });
});
