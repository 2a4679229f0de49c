import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../../../test/support/database';
import { fixedClock } from '../../lib/clock';
import { SignInThrottle } from './throttle';

describe.each(DB_KINDS)('sign-in throttle (%s)', (kind) => {
  let testDb: TestDatabase;
  const clock = fixedClock('2025-03-01T12:00:00Z');
  const limits = { windowMs: 15 * 60 * 1000, perAccount: 3, perAddress: 5 };

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  });

  afterAll(async () => {
    await testDb?.destroy();
  });

  it('refuses past the per-account limit until the window ends', async () => {
    const throttle = new SignInThrottle(testDb.database.db, limits, clock);
    const attempt = () => throttle.hit({ account: 'a@example.com', address: `10.1.0.${Math.random()}` });
    expect([await attempt(), await attempt(), await attempt()]).toEqual([true, true, true]);
    expect(await attempt()).toBe(false);

    clock.set('2025-03-01T12:14:59Z');
    expect(await attempt()).toBe(false);
    clock.set('2025-03-01T12:15:01Z');
    expect(await attempt()).toBe(true);
  });

  it('refuses past the per-address limit whatever the account', async () => {
    const throttle = new SignInThrottle(testDb.database.db, limits, clock);
    for (let i = 0; i < 5; i++)
      expect(await throttle.hit({ account: `u${i}@example.com`, address: '10.2.0.1' })).toBe(true);
    expect(await throttle.hit({ account: 'fresh@example.com', address: '10.2.0.1' })).toBe(false);
    expect(await throttle.hit({ address: '10.2.0.1' })).toBe(false);
    expect(await throttle.hit({ address: '10.2.0.2' })).toBe(true);
  });

  it('gives back successful attempts and forgets the account failures', async () => {
    const throttle = new SignInThrottle(testDb.database.db, limits, clock);
    const attempt = { account: 'b@example.com', address: '10.3.0.1' };
    for (let i = 0; i < 2; i++) expect(await throttle.hit(attempt)).toBe(true);
    await throttle.hit(attempt);
    await throttle.succeeded(attempt);
    // The account starts over; the address keeps its two failures.
    for (let i = 0; i < 3; i++) expect(await throttle.hit(attempt)).toBe(true);
    expect(await throttle.hit(attempt)).toBe(false);
  });

  it('counts parallel attempts exactly', async () => {
    const throttle = new SignInThrottle(
      testDb.database.db,
      { ...limits, perAccount: 10, perAddress: 100 },
      clock,
    );
    const results = await Promise.all(
      Array.from({ length: 15 }, () => throttle.hit({ account: 'c@example.com', address: '10.4.0.1' })),
    );
    expect(results.filter(Boolean)).toHaveLength(10);
  });
});
