// Issue #17 item 3: copies started at the same moment on a fresh PostgreSQL database all come up
// with their reminder worker. pg-boss's own set-up (schema, queues, schedules) deadlocked when
// several copies ran it at once; it now runs under an advisory lock.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { systemClock } from '../../src/lib/clock';
import type { ReminderLog } from '../../src/reminders/log';
import { type ReminderWorker, startReminderWorker } from '../../src/reminders/worker';
import { createTestDatabase } from '../support/database';

const COPIES = 10;
const quiet: ReminderLog = { info: () => {}, warn: () => {}, error: () => {} };
const postgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

postgres('simultaneous starts (PostgreSQL)', () => {
  it(`starts ${COPIES} reminder workers at once on a fresh database, every one of them`, async () => {
    const testDb = await createTestDatabase('postgres');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: testDb.url! });
    const results = await Promise.allSettled(
      Array.from({ length: COPIES }, () =>
        startReminderWorker({ config, database: testDb.database, clock: systemClock, log: quiet }),
      ),
    );
    const started = results.filter(
      (r): r is PromiseFulfilledResult<ReminderWorker> => r.status === 'fulfilled',
    );
    try {
      expect(
        results
          .filter((r) => r.status === 'rejected')
          .map((r) => String((r as PromiseRejectedResult).reason)),
      ).toEqual([]);
      expect(started).toHaveLength(COPIES);
    } finally {
      await Promise.all(started.map((r) => r.value.stop()));
      await testDb.destroy();
    }
  }, 180_000);
});
