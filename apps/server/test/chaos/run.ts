// `npm run chaos`: real worker processes (worker.ts) deliver reminders while they are killed with
// SIGKILL at random, the loopback SMTP server and Twilio fake are slow, fail for a while and drop
// their answers after accepting, and (with --restart-db) a private PostgreSQL cluster restarts.
// Prints expected, received, duplicated and lost, and exits 1 when the figures break what the
// README promises (section "What can still be sent twice"). faults/chaos.test.ts runs a small one.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import pg from 'pg';
import { openDatabase } from '../../src/db/client';
import { emailOutbox, reminderDeliveries } from '../../src/db/schema';
import { prepareDatabase } from '../../src/prepare-database';
import { sweep } from '../../src/reminders/sweep';
import { seedLicensee } from '../support/reminders/fixtures';
import { startSmtpFake } from '../support/reminders/smtp-fake';
import { startTwilioFake } from '../support/reminders/twilio-fake';
import { type PrivateCluster, startPrivateCluster } from './cluster';
import { type ChaosResult, type Person, summary, tally } from './tally';

export { type ChaosResult, summary };

const SERVER = resolve(import.meta.dirname, '../..');
/** worker.ts bundled once: a worker then starts in a fraction of a second, not after tsx compiled it. */
const WORKER_BUILD = resolve(SERVER, 'dist/chaos-worker.mjs');
const SEND_TIMEOUT_MS = 3000;
const AREA_CODES = ['416', '604', '514', '403', '613', '902', '204', '306', '709', '867'];

export interface ChaosOptions {
  licensees: number;
  workers: number;
  /** How long faults are injected (less when everything is final sooner). */
  timeLimitMs: number;
  /** Then faults stop and the workers have this long to finish what is still open. */
  drainMs?: number;
  /** A worker is killed every this many ms, picked at random between the two. */
  killEveryMs: [number, number];
  /** Each message waits at the relay and at Twilio up to this long. */
  maxDelayMs: number;
  /** No SMTP: e-mail kept in email_outbox. */
  outbox: boolean;
  /** A private PostgreSQL cluster, restarted (immediate stop) this often. */
  restartDbEveryMs?: number;
  /** Where to create the run's database (ignored with restartDbEveryMs). */
  adminUrl: string;
  progress?: (line: string) => void;
}

const between = ([min, max]: [number, number]) => min + Math.random() * (max - min);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function runChaos(opts: ChaosOptions): Promise<ChaosResult> {
  const started = Date.now();
  const say = opts.progress ?? (() => {});
  let cluster: PrivateCluster | undefined;
  if (opts.restartDbEveryMs) cluster = startPrivateCluster(20_000 + Math.floor(Math.random() * 20_000));
  const adminUrl = cluster?.url ?? opts.adminUrl;
  const name = `lt_chaos_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  const smtp = await startSmtpFake({ refuse: (address) => address.startsWith('bounce-') });
  const twilio = await startTwilioFake();
  const workers: ChildProcess[] = [];
  let running = true;
  let kills = 0;
  let restarts = 0;
  try {
    await prepareDatabase(database);
    const people = await seed(database.db, opts.licensees);
    const deliveries = await sweep(database.db, new Date('2026-06-01T13:00:00Z'));
    say(`${deliveries} deliveries, ${opts.workers} workers${opts.outbox ? ', e-mail to the outbox' : ''}`);

    const env = {
      ...process.env,
      CHAOS_DATABASE_URL: url.toString(),
      ...(opts.outbox ? {} : { SMTP_URL: smtp.url }),
      TWILIO_ACCOUNT_SID: twilio.accountSid,
      TWILIO_AUTH_TOKEN: twilio.authToken,
      TWILIO_FROM: '+15005550006',
      TWILIO_API_BASE: twilio.apiBase,
      CHAOS_SEND_TIMEOUT_MS: String(SEND_TIMEOUT_MS),
      CHAOS_LEASE_MS: String(SEND_TIMEOUT_MS + 1000),
      CHAOS_RETRY_MS: '150',
    };
    await buildWorker();
    const ready = new Set<ChildProcess>();
    const spawnWorker = (slot: number) => {
      const child = spawn(process.execPath, [WORKER_BUILD], {
        cwd: SERVER,
        env,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      child.stdout!.once('data', () => ready.add(child));
      workers[slot] = child;
    };
    for (let i = 0; i < opts.workers; i++) spawnWorker(i);

    smtp.delayMs = () => Math.random() * opts.maxDelayMs;
    const faults = (async () => {
      while (running) {
        await sleep(400);
        const r = Math.random();
        if (r < 0.15) smtp.failNext(1 + Math.floor(Math.random() * 3), 451);
        else if (r < 0.25) smtp.dropRepliesNext(1);
        else if (r < 0.35) twilio.failNext(1 + Math.floor(Math.random() * 2), 503);
        else if (r < 0.45) twilio.dropRepliesNext(1);
        twilio.delayMs = Math.random() * opts.maxDelayMs;
      }
    })();
    const killer = (async () => {
      while (running) {
        // The first kill comes within 300 ms of the first worker being up, so that even a short run
        // (the outbox one is done in a few seconds) has one mid-send; waiting a fixed time first let
        // a loaded CI machine finish all the work before any kill.
        await sleep(kills === 0 ? 50 : between(opts.killEveryMs));
        if (!running) break;
        // Only a worker that is up: killing one still starting proves nothing.
        const slots = workers.flatMap((w, i) => (w && ready.has(w) ? [i] : []));
        if (slots.length === 0) continue;
        if (kills === 0) await sleep(Math.random() * 300);
        const slot = slots[Math.floor(Math.random() * slots.length)]!;
        workers[slot]!.kill('SIGKILL');
        kills += 1;
        spawnWorker(slot);
      }
    })();
    const restarter = (async () => {
      while (running && cluster && opts.restartDbEveryMs) {
        await sleep(opts.restartDbEveryMs);
        if (!running) break;
        cluster.restart();
        restarts += 1;
        say(`database restarted (${restarts})`);
      }
    })();

    const deadline = started + opts.timeLimitMs;
    const waitUntilDone = async (until: number) => {
      let reported = Date.now();
      while (Date.now() < until) {
        await sleep(500);
        const open = await openCount(database.db).catch(() => Number.NaN);
        if (open === 0) return;
        if (Date.now() - reported > 10_000) {
          say(
            `${Math.round((Date.now() - started) / 1000)} s: ${open} deliveries still open, ${kills} kills`,
          );
          reported = Date.now();
        }
      }
    };
    await waitUntilDone(deadline);
    running = false;
    await Promise.all([faults, killer, restarter]);
    // Faults off: what is still open (a lease to run out, a retry to come) now has its chance.
    smtp.delayMs = 0;
    twilio.delayMs = 0;
    smtp.failNext(0);
    smtp.dropRepliesNext(0);
    twilio.failNext(0);
    twilio.dropRepliesNext(0);
    await waitUntilDone(Date.now() + (opts.drainMs ?? 30_000));
    for (const child of workers) child.kill('SIGKILL');
    // A send a killed worker had started still reaches the fakes within their delay.
    await sleep(opts.maxDelayMs + 500);

    const rows = await database.db.select().from(reminderDeliveries);
    const outbox = opts.outbox ? await database.db.select().from(emailOutbox) : [];
    return tally({
      rows,
      people,
      smtpIds: smtp.messages.map((m) => m.messageId ?? ''),
      smsTo: twilio.messages.map((m) => m.to),
      outboxIds: outbox.map((o) => o.deliveryId ?? ''),
      droppedReplies: { email: smtp.dropped(), sms: twilio.dropped() },
      kills,
      restarts,
      workers: opts.workers,
      seconds: (Date.now() - started) / 1000,
      outboxMode: opts.outbox,
    });
  } finally {
    running = false;
    for (const child of workers) child.kill('SIGKILL');
    await smtp.close();
    await twilio.close();
    await database.close();
    await admin(adminUrl, `drop database if exists ${name} with (force)`).catch(() => {});
    cluster?.destroy();
  }
}

let built: Promise<unknown> | undefined;
function buildWorker() {
  built ??= build({
    entryPoints: [resolve(import.meta.dirname, 'worker.ts')],
    outfile: WORKER_BUILD,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
    // Packages come from node_modules at run time; only the workspace's own are bundled.
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@lt/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return built;
}

async function seed(db: Parameters<typeof sweep>[0], count: number): Promise<Map<string, Person>> {
  const people = new Map<string, Person>();
  for (let i = 0; i < count; i++) {
    // One in ten addresses is refused for good: a permanent failure, recorded, never "lost".
    const email = `${i % 10 === 9 ? 'bounce' : 'chaos'}-${i}@example.test`;
    const area = AREA_CODES[Math.floor(i / 100) % AREA_CODES.length]!;
    const line = String(100 + (i % 100)).padStart(4, '0');
    const { license } = await seedLicensee(db, {
      expiryDate: '2026-07-01',
      email,
      phoneNumber: `(${area}) 555-${line}`,
      channels: ['email', 'sms'],
    });
    people.set(license.id, { email, phone: `+1${area}555${line}` });
  }
  return people;
}

async function openCount(db: Parameters<typeof sweep>[0]): Promise<number> {
  const rows = await db.select({ status: reminderDeliveries.status }).from(reminderDeliveries);
  return rows.filter((r) => r.status === 'pending' || r.status === 'sending').length;
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      licensees: { type: 'string', default: '100' },
      workers: { type: 'string', default: '3' },
      seconds: { type: 'string', default: '240' },
      outbox: { type: 'boolean', default: false },
      'restart-db': { type: 'boolean', default: false },
    },
  });
  const adminUrl =
    process.env.CHAOS_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  let broken = 0;
  for (let run = 1; run <= Number(values.runs); run++) {
    const result = await runChaos({
      licensees: Number(values.licensees),
      workers: Number(values.workers),
      timeLimitMs: Number(values.seconds) * 1000,
      killEveryMs: [500, 3000],
      maxDelayMs: 1500,
      outbox: values.outbox,
      restartDbEveryMs: values['restart-db'] ? 8000 : undefined,
      adminUrl,
      progress: (line) => console.log(`run ${run}: ${line}`),
    });
    console.log(`run ${run}: ${summary(result)}`);
    if (result.violations.length) broken += 1;
  }
  process.exit(broken > 0 ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
