import { parseArgs } from 'node:util';
import { type Config, ConfigError, loadConfig } from './config';
import { type DatabaseConnection, openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { fixedClock, systemClock } from './lib/clock';
import { DiskFullError } from './lib/disk';
import { createServiceHealth, startWorkerWithRetries } from './lib/service-health';
import { prepareDatabase } from './prepare-database';
import { jsonLog } from './reminders/log';
import type { ReminderWorker } from './reminders/worker';

// The reminder worker (pg-boss) and the one-off commands are imported when they run:
// the build splits them into chunks of their own, so the web answers before they are loaded
// (decision 033).
const loadWorker = () => import('./reminders/worker');

const USAGE = `Usage: tsx src/main.ts <command>
  start                          serve the web app, API and sign-in on PORT (default), with the
                                 reminder worker unless WORKER=off
  worker                         run only the reminder worker
  reminders run [--now <ISO>]    one reminder sweep and its deliveries, now (or at that instant)
  migrate                        apply the database migrations and exit
  admin grant <email> [--super]  make a user an admin (or super admin)
  admin revoke <email>           take admin rights away`;

async function withDatabase<T>(config: Config, fn: (db: DatabaseConnection) => Promise<T>): Promise<T> {
  const database = await openDatabase(config.database);
  try {
    await prepareDatabase(database);
    return await fn(database);
  } finally {
    await database.close();
  }
}

async function start(config: Config): Promise<void> {
  // The web app's modules (Fastify, every route) load while the database opens: PGlite compiles
  // its WebAssembly meanwhile on other threads (decision 033). The identity provider's package
  // loads once the server listens (decision 037).
  const appModule = import('./app');
  appModule.catch(() => undefined); // a failure is reported where it is awaited, below
  const database = await openDatabase(config.database);
  await prepareDatabase(database);
  const { buildApp } = await appModule;
  const serviceHealth = createServiceHealth(config.reminders.worker ? 'starting' : 'off');
  const app = await buildApp({ config, database, serviceHealth });
  let worker: Promise<ReminderWorker | undefined> = Promise.resolve(undefined);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await (await worker)
      ?.stop()
      .catch((err: unknown) => app.log.error({ err }, 'reminder worker did not stop'));
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`License Tracker is running on ${config.publicUrl}`);
  if (config.reminders.worker) {
    // Started after listening and not awaited: a slow worker never holds up the web; one that
    // cannot start at all turns /api/ready to 503 with the reason.
    worker = startWorkerWithRetries(
      async () =>
        (await loadWorker()).startReminderWorker({ config, database, clock: systemClock, log: app.log }),
      serviceHealth,
      app.log,
    );
  }
}

async function workerOnly(config: Config): Promise<void> {
  const log = jsonLog(config.logLevel);
  const database = await openDatabase(config.database);
  await prepareDatabase(database);
  const worker = await startWorkerWithRetries(
    async () => (await loadWorker()).startReminderWorker({ config, database, clock: systemClock, log }),
    createServiceHealth('starting'),
    log,
  );
  // A worker-only process that cannot run its worker has nothing to do: exit non-zero.
  if (!worker) {
    await database.close();
    process.exit(1);
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    await worker.stop().catch((err: unknown) => log.error({ err }, 'reminder worker did not stop'));
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

async function reminders(config: Config, args: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { now: { type: 'string' } },
  });
  if (positionals[0] !== 'run' || positionals.length > 1)
    throw new UsageError('reminders needs: run [--now <ISO instant>]');
  const at = values.now ? new Date(values.now) : undefined;
  if (at && Number.isNaN(at.getTime())) throw new UsageError(`--now is not an ISO instant: ${values.now}`);
  const log = jsonLog(config.logLevel, (line) => process.stderr.write(line));
  const { createReminderRuntime, runReminders } = await import('./reminders/runtime');
  await withDatabase(config, async (database) => {
    const clock = at ? fixedClock(at) : systemClock;
    const runtime = await createReminderRuntime({ db: database.db, clock, log, config });
    try {
      console.log(JSON.stringify(await runReminders(runtime)));
    } finally {
      runtime.close();
    }
  });
}

async function admin(config: Config, args: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { super: { type: 'boolean', default: false } },
  });
  const [action, email] = positionals;
  if (!email || !/^[^@\s]+@[^@\s]+$/.test(email) || (action !== 'grant' && action !== 'revoke')) {
    throw new UsageError('admin needs: grant <email> [--super] | revoke <email>');
  }
  const { grantAdmin, revokeAdmin } = await import('./auth/roles');
  await withDatabase(config, async ({ db }) => {
    if (action === 'grant') {
      const { boundTo } = await grantAdmin(db, email, values.super ?? false);
      console.log(`${email} is now ${values.super ? 'a super admin' : 'an admin'}.`);
      if (!boundTo) {
        console.log(
          'No single user has this e-mail yet: the grant applies once a user verifies it (decision 009).',
        );
      }
    } else {
      const removed = await revokeAdmin(db, email);
      console.log(removed ? `${email} is no longer an admin.` : `${email} had no admin grant.`);
      const fromEnv = config.adminEmails.includes(email.toLowerCase());
      if (fromEnv) console.log(`Note: ${email} is still listed in ADMIN_EMAILS.`);
    }
  });
}

class UsageError extends Error {}

async function main(argv: string[]): Promise<void> {
  const [command = 'start', ...rest] = argv;
  const config = loadConfig();
  switch (command) {
    case 'start':
      return start(config);
    case 'migrate':
      await withDatabase(config, async () => console.log('Migrations applied.'));
      return;
    case 'admin':
      return admin(config, rest);
    case 'worker':
      return workerOnly(config);
    case 'reminders':
      return reminders(config, rest);
    default:
      throw new UsageError(`Unknown command: ${command}`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof UsageError ||
    error instanceof DataDirInUseError ||
    error instanceof DiskFullError
  ) {
    console.error(error.message);
    if (error instanceof UsageError) console.error(USAGE);
  } else {
    console.error(error);
  }
  process.exit(1);
});
