// The daily caps taken many at a time (send-cap-batches.ts, decision 031): two statements for a
// whole batch, and still never one message past the cap, also when batches race for an account.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../../test/support/database';
import { seedLicensee } from '../../test/support/reminders/fixtures';
import { type AllowanceRequest, takeSendAllowances } from './send-cap-batches';
import { sendsToday } from './send-caps';

const NOW = new Date('2026-06-01T13:00:00Z');

describe.each(DB_KINDS)('send allowances in batches (%s)', (kind) => {
  let testDb: TestDatabase;
  beforeEach(async () => {
    testDb = await createTestDatabase(kind);
  });
  afterEach(() => testDb.destroy());

  it('grants a counter its earliest requests up to the cap and refuses the rest, each counter alone', async () => {
    const db = testDb.database.db;
    const a = (await seedLicensee(db, { expiryDate: null })).owner.id;
    const b = (await seedLicensee(db, { expiryDate: null })).owner.id;
    const ask = (userId: string, channel: 'email' | 'sms' = 'email'): AllowanceRequest => ({
      userId,
      channel,
      now: NOW,
      cap: channel === 'email' ? 3 : 1,
    });
    expect(
      await takeSendAllowances(db, [ask(a), ask(b), ask(a), ask(a, 'sms'), ask(a), ask(a), ask(a, 'sms')]),
    ).toEqual([true, true, true, true, true, false, false]);
    // A later batch finds the counters where the first left them.
    expect(await takeSendAllowances(db, [ask(a), ask(b), ask(b)])).toEqual([false, true, true]);
    const counts = (await sendsToday(db, NOW)).items.map(({ userId, channel, sent, refused }) => ({
      who: userId === a ? 'a' : 'b',
      channel,
      sent,
      refused,
    }));
    expect(counts.sort((x, y) => `${x.who}${x.channel}`.localeCompare(`${y.who}${y.channel}`))).toEqual([
      { who: 'a', channel: 'email', sent: 3, refused: 2 },
      { who: 'a', channel: 'sms', sent: 1, refused: 1 },
      { who: 'b', channel: 'email', sent: 3, refused: 0 },
    ]);
  });

  it('never passes the cap when batches for the same accounts race', async () => {
    const db = testDb.database.db;
    const owners = await Promise.all(
      [0, 1, 2].map(async () => (await seedLicensee(db, { expiryDate: null })).owner.id),
    );
    const batch = (offset: number): AllowanceRequest[] =>
      Array.from({ length: 9 }, (_, i) => ({
        userId: owners[(i + offset) % 3]!,
        channel: 'email',
        now: NOW,
        cap: 5,
      }));
    const answers = await Promise.all(
      [0, 1, 2, 0, 1, 2].map((offset) => takeSendAllowances(db, batch(offset))),
    );
    // 6 batches of 3 requests per account: 18 each, 5 granted each.
    expect(answers.flat().filter(Boolean)).toHaveLength(15);
    const { items } = await sendsToday(db, NOW);
    expect(items.map((c) => [c.sent, c.refused])).toEqual([
      [5, 13],
      [5, 13],
      [5, 13],
    ]);
  });
});
