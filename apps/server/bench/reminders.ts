// Reminder benchmark on PostgreSQL: seeds 1,000,000 licences, then measures the sweep (finding
// and recording the due deliveries) and the delivery throughput to a loopback SMTP server. The
// per-licence sweep is measured twice on the same data: first as it was before its bookmark
// (every licence looked at, test/support/reminders/reference-sweep.ts), then as it runs (decisions
// 020 and 030: the first sweep over the backlog, with every bookmark at its start, then a resweep
// with nothing new); the ratios between the two, measured in one run, are what to compare across
// machines. The whole hourly sweep (reminders, workspace channels, digests) is timed next, then the
// next day's sweep, which is what the worker meets every day once a bulk load's backlog is gone.
//   npm run bench:reminders
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_LICENSES=1000000 BENCH_MESSAGES=2000
// It creates a database of its own next to BENCH_DATABASE_URL's and drops it at the end.
import { type ChildProcess, fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config';
import { systemClock } from '../src/lib/clock';
import { sweepDigests } from '../src/reminders/digest-sweep';
import { sweepKinds, sweepReminders } from '../src/reminders/sweep';
import { referenceReminderSweep } from '../test/support/reminders/reference-sweep';
import { measureDelivery, postgresCpuDuring } from './delivery-run';
import { PER_OWNER, seedReminderBench } from './reminders-seed';
import { benchDatabase, benchDatabaseExists } from './support';

const LICENSES = Number(process.env.BENCH_LICENSES ?? 1_000_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2_000);
/**
 * BENCH_SEEDED=<name>: seed once into a database kept under that name, then run on a copy of it
 * (seconds instead of a minute or more; the backlog is as of the day it was seeded, so reseed, by
 * dropping it, on another day or after a migration that changes what the sweep reads).
 */
const SEEDED = process.env.BENCH_SEEDED;
const CONCURRENCY = process.env.BENCH_CONCURRENCY ? Number(process.env.BENCH_CONCURRENCY) : undefined;

/** The SMTP server runs in a child process (see smtp-sink.ts). */
async function startSink(): Promise<{
  url: string;
  count(): Promise<number>;
  cpuMs(): Promise<number>;
  stop(): void;
}> {
  const child: ChildProcess = fork(fileURLToPath(new URL('./smtp-sink.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
  });
  const next = <T>(key: string) =>
    new Promise<T>((resolve) => {
      const on = (m: Record<string, T>) => {
        if (key in m) {
          child.off('message', on);
          resolve(m[key]!);
        }
      };
      child.on('message', on);
    });
  const url = await next<string>('url');
  return {
    url,
    count: () => {
      const answer = next<number>('count');
      child.send('count');
      return answer;
    },
    cpuMs: () => {
      const answer = next<number>('cpu');
      child.send('cpu');
      return answer;
    },
    stop: () => child.send('stop'),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const seconds = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;
const round = (n: number, digits = 3) => Number(n.toFixed(digits));

async function main(): Promise<void> {
  if (SEEDED && !(await benchDatabaseExists(SEEDED))) {
    const seeding = await benchDatabase();
    await seedReminderBench(seeding.database, LICENSES);
    await seeding.keepAs(SEEDED);
  }
  // A copy of the kept database, or a fresh one seeded below.
  const bench = await benchDatabase(SEEDED);
  const { database } = bench;
  const smtp = await startSink();
  try {
    const owners = Math.ceil(LICENSES / PER_OWNER);
    const t = process.hrtime.bigint();
    if (!SEEDED) await seedReminderBench(database, LICENSES);
    const seedSeconds = seconds(t);

    const now = systemClock.now();
    const timed = async <T>(fn: () => Promise<T>): Promise<[T, number]> => {
      const from = process.hrtime.bigint();
      const value = await fn();
      return [value, seconds(from)];
    };
    const everyLicence = () =>
      database.db
        .execute(referenceReminderSweep(now))
        .then((r) => (r as unknown as { rows: unknown[] }).rows.length);
    // Before: every licence looked at, twice; then its deliveries go and the bookmarked sweep runs.
    // The first sweeps are also measured in the database's CPU seconds, which a busy machine
    // stretches less than wall time.
    const [[beforeCreated, beforeSeconds], beforeCpuMs] = await postgresCpuDuring(
      database,
      timed(everyLicence),
    );
    const [beforeAgain, beforeResweepSeconds] = await timed(everyLicence);
    await database.exec('truncate reminder_deliveries cascade');
    await database.exec('vacuum analyze reminder_deliveries');
    const [[reminders, sweepSeconds], sweepCpuMs] = await postgresCpuDuring(
      database,
      timed(() => sweepReminders(database.db, now)),
    );
    const [[digests, digestSeconds], digestCpuMs] = await postgresCpuDuring(
      database,
      timed(() => sweepDigests(database.db, now)),
    );
    const [remindersAgain, resweepSeconds] = await timed(() => sweepReminders(database.db, now));
    const [digestsAgain, digestResweepSeconds] = await timed(() => sweepDigests(database.db, now));
    const [hourlyAgain, hourlyResweepSeconds] = await timed(() => sweepKinds(database.db, now));
    // The next day's sweep, as the worker meets it every day once the backlog is gone: a whole
    // day's thresholds, in every time zone, come due in it (an hourly sweep gets one hour's share).
    const tomorrow = new Date(now.getTime() + DAY_MS);
    const [[nextDay, nextDaySeconds], nextDayCpuMs] = await postgresCpuDuring(
      database,
      timed(() => sweepKinds(database.db, tomorrow)),
    );
    const sweepLoad = loadavg()[0]!;
    const created = reminders + digests;

    // What autovacuum would soon do after such a bulk insert; and the seeding's dirty pages are
    // flushed so that its checkpoint does not compete with the deliveries being measured.
    await database.exec('analyze reminder_deliveries');
    await database.exec('checkpoint').catch(() => {});
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      SMTP_URL: smtp.url,
      ...(process.env.BENCH_SMTP_CONNECTIONS ? { SMTP_CONNECTIONS: process.env.BENCH_SMTP_CONNECTIONS } : {}),
      PUBLIC_URL: 'https://bench.example',
    });
    // Before decision 031 (as decision 027 left it: nodemailer composing each message, a batch
    // claimed only when the last one is done), then as the worker runs now; the same number of
    // messages each, in one run.
    const each = Math.min(MESSAGES, Math.floor(created / 2));
    const beforeDelivery = await measureDelivery(database, smtp, config, {
      maxDeliveries: each,
      concurrency: CONCURRENCY,
      compose: 'nodemailer',
      refillAt: Number.POSITIVE_INFINITY,
      allowanceEach: true,
    });
    // Each run starts from a checkpoint: the second would otherwise pay for the first's dirty
    // pages and, past the checkpoint they bring on, write every page it touches whole to the WAL.
    await database.exec('checkpoint').catch(() => {});
    const afterDelivery = await measureDelivery(database, smtp, config, {
      maxDeliveries: each,
      concurrency: CONCURRENCY,
    });
    const received = await smtp.count();

    const summary = {
      database: 'postgresql',
      licenses: LICENSES,
      owners,
      seed_seconds: round(seedSeconds, 1),
      // The machine's load average (1 min) just after the sweeps: a shared machine's figures are
      // comparable only as ratios within one run.
      load_average: round(sweepLoad, 1),
      sweep: {
        deliveries_created: created,
        reminders: {
          created: reminders,
          seconds: round(sweepSeconds),
          cpu_seconds: round(sweepCpuMs / 1000),
        },
        digests: { created: digests, seconds: round(digestSeconds), cpu_seconds: round(digestCpuMs / 1000) },
        seconds: round(sweepSeconds + digestSeconds),
        deliveries_per_second: Math.round(created / (sweepSeconds + digestSeconds)),
      },
      resweep: {
        deliveries_created: remindersAgain + digestsAgain,
        reminders_seconds: round(resweepSeconds),
        digests_seconds: round(digestResweepSeconds),
        seconds: round(resweepSeconds + digestResweepSeconds),
        // sweepKinds once more: reminders, workspace channels and digests, as the worker runs it.
        hourly_seconds: round(hourlyResweepSeconds),
        hourly_created: hourlyAgain.reminders + hourlyAgain.digests,
      },
      // sweepKinds 24 hours later: a day's new deliveries, in one sweep.
      next_day: {
        deliveries_created: nextDay.reminders + nextDay.digests,
        seconds: round(nextDaySeconds),
        cpu_seconds: round(nextDayCpuMs / 1000),
      },
      // The per-licence sweep before its bookmark, on the same data just before.
      every_licence: {
        created: beforeCreated,
        seconds: round(beforeSeconds),
        cpu_seconds: round(beforeCpuMs / 1000),
        resweep_created: beforeAgain,
        resweep_seconds: round(beforeResweepSeconds),
      },
      ratios: {
        reminders_first_over_reference: round(sweepSeconds / beforeSeconds, 2),
        reminders_first_over_reference_cpu: round(sweepCpuMs / beforeCpuMs, 2),
        reminders_resweep_over_reference_resweep: round(resweepSeconds / beforeResweepSeconds, 3),
        reminders_resweep_over_first: round(resweepSeconds / sweepSeconds, 3),
        digests_resweep_over_first: round(digestResweepSeconds / digestSeconds, 3),
      },
      delivery: {
        before: beforeDelivery,
        after: afterDelivery,
        received_by_smtp: received,
        after_over_before: round(afterDelivery.messages_per_second / beforeDelivery.messages_per_second, 2),
      },
    };
    console.log(JSON.stringify(summary, null, 2));
  } finally {
    smtp.stop();
    await bench.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
