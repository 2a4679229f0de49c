// One reminder test setup: a database of its own, a loopback SMTP server, a loopback Twilio, and
// the reminder runtime wired to them with a pinned clock.

import { loadConfig } from '../../../src/config';
import { openDatabase } from '../../../src/db/client';
import { fixedClock } from '../../../src/lib/clock';
import { silentLog } from '../../../src/reminders/log';
import { createReminderRuntime, type ReminderRuntime, runReminders } from '../../../src/reminders/runtime';
import { createTestDatabase, type DbKind } from '../database';
import { type SmtpFake, startSmtpFake } from './smtp-fake';
import { startTwilioFake, type TwilioFake } from './twilio-fake';

export const PUBLIC_URL = 'https://tracker.example.test';

export interface HarnessOptions {
  now: string;
  /** false: no SMTP_URL (outbox). */
  smtp?: boolean;
  /** false: no TWILIO_* (SMS skipped). */
  twilio?: boolean;
}

export function reminderEnv(smtp?: SmtpFake, twilio?: TwilioFake): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL,
    MAIL_FROM: 'License Tracker <reminders@tracker.example.test>',
    ...(smtp ? { SMTP_URL: smtp.url } : {}),
    ...(twilio
      ? {
          TWILIO_ACCOUNT_SID: twilio.accountSid,
          TWILIO_AUTH_TOKEN: twilio.authToken,
          TWILIO_FROM: '+15005550006',
          TWILIO_API_BASE: twilio.apiBase,
        }
      : {}),
  };
}

export async function reminderHarness(kind: DbKind, opts: HarnessOptions) {
  const testDb = await createTestDatabase(kind);
  const smtp = opts.smtp === false ? undefined : await startSmtpFake();
  const twilio = opts.twilio === false ? undefined : await startTwilioFake();
  const config = loadConfig(reminderEnv(smtp, twilio));
  const clock = fixedClock(opts.now);
  const db = testDb.database.db;
  const runtimes: ReminderRuntime[] = [];
  const runtime = async (worker: string, database = testDb.database) => {
    const made = await createReminderRuntime({ db: database.db, clock, log: silentLog, config, worker });
    runtimes.push(made);
    return made;
  };
  const main = await runtime('worker-a');
  return {
    kind,
    db,
    database: testDb.database,
    url: testDb.url,
    config,
    clock,
    smtp: smtp!,
    twilio: twilio!,
    runtime: main,
    /** A second worker: on PostgreSQL with a connection pool of its own. */
    async secondWorker() {
      const other = testDb.url ? await openDatabase({ kind: 'postgres', url: testDb.url }) : testDb.database;
      const made = await runtime('worker-b', other);
      return { runtime: made, close: () => (other === testDb.database ? Promise.resolve() : other.close()) };
    },
    /** One sweep and its deliveries at `at` (or the clock's instant). */
    run(at?: string) {
      if (at) clock.set(at);
      return runReminders(main);
    },
    async close() {
      for (const r of runtimes) r.close();
      await smtp?.close();
      await twilio?.close();
      await testDb.destroy();
    },
  };
}
export type ReminderHarness = Awaited<ReturnType<typeof reminderHarness>>;
