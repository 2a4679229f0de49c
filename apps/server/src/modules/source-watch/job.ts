// The weekly pass of the watch in the worker (decision 043), scheduled by pg-boss beside the
// reminder sweep: pg-boss puts one job per cron tick in the queue whatever the number of workers,
// the queue's `singleton` policy keeps a second from starting while one is active, and the pass
// itself starts only when no other is going (`source_check_runs`, also beside "Check sources now").
import type PgBoss from 'pg-boss';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { checkSources } from './check-sources';

export const SOURCE_WATCH_QUEUE = 'source-watch';
/** Mondays at 07:00 UTC: the night before a working week in every Canadian zone. */
export const SOURCE_WATCH_CRON = '0 7 * * 1';
/** A pass over a few hundred pages at a second each per host stays well under this. */
const PASS_EXPIRES_SECONDS = 3 * 60 * 60;

/** Creates the queue and its weekly schedule (under the worker's set-up lock); off: no schedule. */
export async function scheduleSourceWatch(boss: PgBoss, config: Config): Promise<void> {
  await boss.createQueue(SOURCE_WATCH_QUEUE, {
    name: SOURCE_WATCH_QUEUE,
    policy: 'singleton',
    retryLimit: 0,
    expireInSeconds: PASS_EXPIRES_SECONDS,
  });
  if (config.sourceWatch.enabled) await boss.schedule(SOURCE_WATCH_QUEUE, SOURCE_WATCH_CRON);
  else await boss.unschedule(SOURCE_WATCH_QUEUE);
}

/** Runs the pass when its job comes. */
export async function workSourceWatch(
  boss: PgBoss,
  deps: {
    config: Config;
    db: Db;
    clock: Clock;
    log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
    pollingIntervalSeconds: number;
    shouldStop: () => boolean;
  },
): Promise<void> {
  await boss.work(
    SOURCE_WATCH_QUEUE,
    { pollingIntervalSeconds: deps.pollingIntervalSeconds, batchSize: 1 },
    async () => {
      if (!deps.config.sourceWatch.enabled) return;
      await checkSources(
        {
          db: deps.db,
          clock: deps.clock,
          config: deps.config.sourceWatch,
          allowLoopback: deps.config.reminders.webhookAllowLoopback ?? false,
          log: deps.log,
          shouldStop: deps.shouldStop,
        },
        'schedule',
      );
    },
  );
}
