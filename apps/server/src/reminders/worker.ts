import PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { DatabaseConnection } from '../db/client';
import type { Clock } from '../lib/clock';
import { scheduleSourceWatch, workSourceWatch } from '../modules/source-watch/job';
import { pgliteBossDb } from './boss-db';
import { deliverDue } from './deliver';
import type { ReminderLog } from './log';
import { createReminderRuntime } from './runtime';
import { sweepKinds } from './sweep';

export const SWEEP_QUEUE = 'reminders-sweep';
export const DELIVER_QUEUE = 'reminders-deliver';
/** Hourly; reminders are due at 09:00 local, so most zones get them on the hour (St. John's at :00 after 09:30). */
export const SWEEP_CRON = '0 * * * *';
/** Every minute: retries whose backoff has passed and deliveries whose worker's lease ran out. */
export const DELIVER_CRON = '* * * * *';
/** After a sweep, one delivery job per this many new deliveries, so several workers share them. */
const DELIVERIES_PER_JOB = 200;
const MAX_DELIVERY_JOBS = 8;
/** A delivery job hands over to the next tick after this long (pg-boss expires jobs at 15 min). */
const MAX_DELIVERY_JOB_MS = 10 * 60_000;
/**
 * Held while pg-boss creates its schema, queues and schedules: copies started at the same moment
 * otherwise deadlock inside pg-boss's set-up (10 of 27 in a test) and come up without a worker.
 */
export const QUEUE_SETUP_LOCK_KEY = 724_110_002;

export interface ReminderWorker {
  readonly boss: PgBoss;
  stop(): Promise<void>;
}

function bossOptions(database: DatabaseConnection, config: Config): PgBoss.ConstructorOptions {
  const common = {
    schedule: true,
    supervise: true,
    migrate: true,
    application_name: 'license-tracker-worker',
  };
  if (database.kind === 'pglite' && database.pglite) return { ...common, db: pgliteBossDb(database.pglite) };
  if (config.database.kind !== 'postgres')
    throw new Error('the reminder worker needs PGlite or DATABASE_URL');
  return { ...common, connectionString: config.database.url, max: 4 };
}

/**
 * pg-boss schedules the sweep and the delivery ticks and spreads them over the workers; whether a
 * reminder was sent, claimed or is to be retried lives in our own tables, never in the queue.
 */
export async function startReminderWorker(opts: {
  config: Config;
  database: DatabaseConnection;
  clock: Clock;
  log: ReminderLog;
  /** How often idle workers look for jobs (tests shorten it). */
  pollingIntervalSeconds?: number;
}): Promise<ReminderWorker> {
  const { config, database, clock, log } = opts;
  const runtime = await createReminderRuntime({ db: database.db, clock, log, config });
  const boss = new PgBoss(bossOptions(database, config));
  boss.on('error', (err) => log.error({ err }, 'pg-boss error'));
  let stopping = false;
  const polling = { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 5, batchSize: 1 };
  try {
    await database.withAdvisoryLock(QUEUE_SETUP_LOCK_KEY, async () => {
      await boss.start();
      await boss.createQueue(SWEEP_QUEUE, { name: SWEEP_QUEUE, policy: 'stately', retryLimit: 1 });
      await boss.createQueue(DELIVER_QUEUE, { name: DELIVER_QUEUE, policy: 'standard', retryLimit: 0 });
      await boss.schedule(SWEEP_QUEUE, SWEEP_CRON);
      await boss.schedule(DELIVER_QUEUE, DELIVER_CRON);
      await scheduleSourceWatch(boss, config);
    });

    await boss.work(SWEEP_QUEUE, polling, async () => {
      const { reminders, digests } = await sweepKinds(database.db, clock.now());
      const created = reminders + digests;
      log.info({ created, reminders, digests }, 'reminder sweep');
      const jobs = Math.min(MAX_DELIVERY_JOBS, Math.ceil(created / DELIVERIES_PER_JOB));
      if (jobs > 0)
        await boss.insert(Array.from({ length: jobs }, () => ({ name: DELIVER_QUEUE, data: {} })));
    });
    await boss.work(DELIVER_QUEUE, polling, async () => {
      const started = Date.now();
      const tally = await deliverDue(runtime, {
        shouldStop: () => stopping || Date.now() - started > MAX_DELIVERY_JOB_MS,
      });
      if (Object.values(tally).some((n) => n > 0)) log.info({ ...tally }, 'reminder deliveries');
    });
    const pollingIntervalSeconds = polling.pollingIntervalSeconds;
    await workSourceWatch(boss, {
      config,
      db: database.db,
      clock,
      log,
      pollingIntervalSeconds,
      shouldStop: () => stopping,
    });
    // Catch up at start rather than at the next hour (after downtime, say).
    await boss.send(SWEEP_QUEUE, {}, { singletonKey: 'startup', singletonSeconds: 60 });
  } catch (error) {
    await boss.stop({ graceful: false, wait: true }).catch(() => {});
    runtime.close();
    throw error;
  }
  log.info(
    { database: database.kind, email: runtime.email.kind, sms: runtime.sms ? 'twilio' : 'off' },
    'reminder worker started',
  );

  return {
    boss,
    async stop() {
      if (stopping) return;
      stopping = true;
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
      runtime.close();
      log.info({}, 'reminder worker stopped');
    },
  };
}
