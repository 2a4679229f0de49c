import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../../test/support/database';
import { seedLicensee } from '../../test/support/reminders/fixtures';
import { reminderEnv } from '../../test/support/reminders/harness';
import { type SmtpFake, startSmtpFake } from '../../test/support/reminders/smtp-fake';
import { loadConfig } from '../config';
import { fixedClock } from '../lib/clock';
import { silentLog } from './log';
import {
  DELIVER_CRON,
  DELIVER_QUEUE,
  type ReminderWorker,
  SWEEP_CRON,
  SWEEP_QUEUE,
  startReminderWorker,
} from './worker';

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(DB_KINDS)('the pg-boss reminder worker (%s)', (kind) => {
  let testDb: TestDatabase;
  let smtp: SmtpFake;
  let worker: ReminderWorker | undefined;
  beforeEach(async () => {
    testDb = await createTestDatabase(kind);
    smtp = await startSmtpFake();
  });
  afterEach(async () => {
    await worker?.stop();
    await smtp.close();
    await testDb.destroy();
  });

  it('schedules the hourly sweep, catches up at start, delivers, and stops cleanly', async () => {
    const config = loadConfig({
      ...reminderEnv(smtp),
      ...(testDb.url ? { DATABASE_URL: testDb.url } : {}),
    });
    await seedLicensee(testDb.database.db, { expiryDate: '2026-07-01', channels: ['email'] });
    worker = await startReminderWorker({
      config,
      database: testDb.database,
      clock: fixedClock('2026-06-01T13:00:00Z'),
      log: silentLog,
      pollingIntervalSeconds: 0.5,
    });
    const schedules = await worker.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron]).sort()).toEqual(
      [
        [DELIVER_QUEUE, DELIVER_CRON],
        [SWEEP_QUEUE, SWEEP_CRON],
      ].sort(),
    );

    // The start-up sweep finds the due reminder and hands it to a delivery job.
    await until(() => smtp.messages.length > 0);
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Reminder: Business licence expires in 30 days']);

    await worker.stop();
    worker = undefined;
    expect(smtp.messages).toHaveLength(1);
  });
});
