import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../../../test/support/database';
import { loadConfig } from '../../config';
import { fixedClock } from '../../lib/clock';
import { silentLog } from '../../reminders/log';
import { type ReminderWorker, startReminderWorker } from '../../reminders/worker';
import { SOURCE_WATCH_CRON, SOURCE_WATCH_QUEUE } from './job';

describe.each(DB_KINDS)('the weekly source watch in the worker (%s)', (kind) => {
  let testDb: TestDatabase;
  let worker: ReminderWorker | undefined;
  beforeEach(async () => {
    testDb = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    await testDb.destroy();
  });

  const start = (env: Record<string, string>) =>
    startReminderWorker({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        ...env,
        ...(testDb.url ? { DATABASE_URL: testDb.url } : {}),
      }),
      database: testDb.database,
      clock: fixedClock('2026-11-27T12:00:00Z'),
      log: silentLog,
      pollingIntervalSeconds: 0.5,
    });
  const watchSchedules = async (w: ReminderWorker) =>
    (await w.boss.getSchedules()).filter((s) => s.name === SOURCE_WATCH_QUEUE).map((s) => s.cron);

  it('is scheduled weekly when on, and unscheduled when a later start has it off', async () => {
    worker = await start({ SOURCE_WATCH_ENABLED: 'true' });
    expect(await watchSchedules(worker)).toEqual([SOURCE_WATCH_CRON]);
    await worker.stop();
    worker = await start({ SOURCE_WATCH_ENABLED: 'false' });
    expect(await watchSchedules(worker)).toEqual([]);
  });
});
