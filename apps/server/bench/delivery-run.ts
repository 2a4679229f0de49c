// One measured delivery run of the reminder benchmark: wall time, messages per second, and the
// CPU each message cost in the three processes involved (this worker, the SMTP sink, PostgreSQL's
// backends), which the shared machine's load does not change the way it changes wall time.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { loadConfig } from '../src/config';
import type { DatabaseConnection } from '../src/db/client';
import { rawRows } from '../src/db/raw-rows';
import { systemClock } from '../src/lib/clock';
import { coalesce } from '../src/reminders/coalesce';
import { type DeliveryOptions, deliverDue } from '../src/reminders/deliver';
import { smtpTransport } from '../src/reminders/email-transport';
import { silentLog } from '../src/reminders/log';
import { createReminderRuntime } from '../src/reminders/runtime';
import type { AllowanceRequest } from '../src/reminders/send-cap-batches';
import { takeSendAllowance } from '../src/reminders/send-caps';

const TICK_MS = 10; // USER_HZ is 100 on Linux.

/** CPU milliseconds used so far by each of the database's backends (read from /proc). */
async function backendCpuMs(database: DatabaseConnection): Promise<Map<number, number>> {
  const pids = await rawRows<{ pid: number }>(
    database.db,
    sql`select pid from pg_stat_activity where datname = current_database()`,
  );
  const used = new Map<number, number>();
  for (const { pid } of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    } catch {}
  }
  return used;
}

/**
 * The backends' CPU while `work` runs. The pool opens and closes connections meanwhile, so they
 * are sampled every 100 ms: a backend's last sample counts, less what it had used at the start.
 */
export async function postgresCpuDuring<T>(
  database: DatabaseConnection,
  work: Promise<T>,
): Promise<[T, number]> {
  const start = await backendCpuMs(database);
  const last = new Map(start);
  let done = false;
  const sampling = (async () => {
    while (!done) {
      for (const [pid, ms] of await backendCpuMs(database)) last.set(pid, ms);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const value = await work.finally(() => {
    done = true;
  });
  await sampling;
  for (const [pid, ms] of await backendCpuMs(database)) last.set(pid, ms);
  let total = 0;
  for (const [pid, ms] of last) total += ms - (start.get(pid) ?? 0);
  return [value, total];
}

/** Decision 027's send-cap-batches.ts, kept here as the benchmark's baseline. */
const allowancesOneByOne =
  (database: DatabaseConnection) =>
  async (requests: AllowanceRequest[]): Promise<boolean[]> => {
    const order = requests
      .map((r, i) => ({ r, i }))
      .sort((a, b) =>
        a.r.userId === b.r.userId ? a.r.channel.localeCompare(b.r.channel) : a.r.userId < b.r.userId ? -1 : 1,
      );
    const answers: boolean[] = new Array(requests.length).fill(false);
    await database.db.transaction(async (tx) => {
      for (const { r, i } of order)
        answers[i] = await takeSendAllowance(tx as unknown as typeof database.db, r);
    });
    return answers;
  };

export interface SinkCpu {
  cpuMs(): Promise<number>;
}

export async function measureDelivery(
  database: DatabaseConnection,
  sink: SinkCpu,
  config: ReturnType<typeof loadConfig>,
  opts: DeliveryOptions & {
    connections?: number;
    compose?: 'ours' | 'nodemailer';
    /** The allowances of a turn as decision 027 took them: one upsert each, in one transaction. */
    allowanceEach?: boolean;
  },
) {
  const runtime = await createReminderRuntime({
    db: database.db,
    clock: systemClock,
    log: silentLog,
    config,
  });
  const email =
    opts.connections || opts.compose
      ? smtpTransport(config.reminders.smtpUrl!, {
          connections: opts.connections ?? runtime.email.connections,
          compose: opts.compose,
        })
      : runtime.email;
  const deps = {
    ...runtime,
    email,
    ...(opts.allowanceEach ? { takeAllowance: coalesce(allowancesOneByOne(database)) } : {}),
  };
  const before = { sink: await sink.cpuMs(), self: process.cpuUsage() };
  const from = process.hrtime.bigint();
  const [tally, pg] = await postgresCpuDuring(database, deliverDue(deps, opts));
  const seconds = Number(process.hrtime.bigint() - from) / 1e9;
  // The sampling's own statements are in the worker's figure: a little over, never under.
  const self = process.cpuUsage(before.self);
  const sinkMs = (await sink.cpuMs()) - before.sink;
  email.close();
  runtime.close();
  const per = (ms: number) => Number((ms / Math.max(1, tally.sent)).toFixed(3));
  return {
    messages: tally.sent,
    failed_or_retried_or_lost: tally.failed + tally.retry + tally.lost,
    seconds: Number(seconds.toFixed(3)),
    messages_per_second: Math.round(tally.sent / seconds),
    concurrency: opts.concurrency ?? email.connections,
    smtp_connections: email.connections,
    statements_shared: opts.shareStatements !== false,
    mime_composed_by: opts.compose ?? 'ours',
    smtp_client: opts.compose === 'nodemailer' ? 'nodemailer' : 'ours (loopback, pipelined)',
    allowances: opts.allowanceEach ? 'one upsert each' : 'two statements per batch',
    claims_again_when: opts.refillAt === undefined ? 'half are done' : 'all are done',
    cpu_ms_per_message: {
      worker: per((self.user + self.system) / 1000),
      smtp_sink: per(sinkMs),
      postgres: per(pg),
    },
  };
}
