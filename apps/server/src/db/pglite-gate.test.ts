import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DatabaseBusyError, DatabaseGate } from './pglite-gate';

/** The turn passes on the next turn of the event loop (setImmediate, left real). */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('DatabaseGate', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  const gate = (queueLimit = 10) => new DatabaseGate({ concurrency: 2, queueLimit, waitMs: 5_000 });

  it('lets `concurrency` in at once, then admits the waiting in order as turns are given back', async () => {
    const g = gate();
    const first = await g.enter();
    await g.enter();
    const order: string[] = [];
    const noted = (name: string) => (release: () => void) => {
      order.push(name);
      return release;
    };
    const third = g.enter().then(noted('third'));
    const fourth = g.enter().then(noted('fourth'));
    expect(g.waiting).toBe(2);
    await nextTurn();
    expect(order).toEqual([]);
    first();
    first(); // a second call gives nothing back twice
    await nextTurn();
    expect(order).toEqual(['third']);
    (await third)();
    await nextTurn();
    expect(order).toEqual(['third', 'fourth']);
    await fourth;
    expect(g.waiting).toBe(0);
  });

  it('refuses at once past the queue limit, and after waiting `waitMs`', async () => {
    const g = gate(1);
    await g.enter();
    await g.enter();
    const waiting = g.enter();
    await expect(g.enter()).rejects.toMatchObject({ reason: 'queue-full' });
    vi.advanceTimersByTime(4_999);
    expect(g.waiting).toBe(1);
    vi.advanceTimersByTime(1);
    await expect(waiting).rejects.toBeInstanceOf(DatabaseBusyError);
    await expect(waiting).rejects.toMatchObject({ reason: 'waited-too-long' });
    expect(g.waiting).toBe(0);
    expect(g.refused).toEqual({ 'queue-full': 1, 'waited-too-long': 1 });
  });

  it('a client gone while waiting leaves the queue, and its turn goes to the next', async () => {
    const g = gate(1);
    const first = await g.enter();
    await g.enter();
    const gone = new AbortController();
    let admitted = false;
    void g.enter(gone.signal).then(() => {
      admitted = true;
    });
    gone.abort();
    expect(g.waiting).toBe(0);
    // Its place is free again: one more may wait, and is admitted when a turn is given back.
    const next = g.enter();
    first();
    await nextTurn();
    await expect(next).resolves.toEqual(expect.any(Function));
    expect(admitted).toBe(false);
  });

  it('a client gone after its turn was given passes the turn on', async () => {
    const g = gate();
    const first = await g.enter();
    await g.enter();
    const gone = new AbortController();
    void g.enter(gone.signal);
    const after = g.enter();
    first(); // the turn is the gone client's, on the next turn of the loop
    gone.abort();
    await nextTurn();
    await nextTurn();
    await expect(after).resolves.toEqual(expect.any(Function));
  });
});
