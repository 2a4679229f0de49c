// One reminder worker for the chaos run (run.ts starts several and kills them with SIGKILL): the
// real delivery code (deliverDue) on the real clock, polling like the minutely delivery job but
// every 200 ms, with short leases and retries so a run takes seconds, not hours.
import { openDatabase } from '../../src/db/client';
import { systemClock } from '../../src/lib/clock';
import { deliverDue } from '../../src/reminders/deliver';
import { outboxTransport, smtpTransport } from '../../src/reminders/email-transport';
import { retryDelayMs } from '../../src/reminders/failures';
import { jsonLog } from '../../src/reminders/log';
import { twilioSender } from '../../src/reminders/sms-transport';
import { cachedUnsubscribeTokens } from '../../src/reminders/unsubscribe-token';
import { IN_FLIGHT_PER_WORKER } from './tally';

const env = process.env;
const number = (name: string) => Number(env[name] ?? Number.NaN);
const database = await openDatabase({ kind: 'postgres', url: env.CHAOS_DATABASE_URL! });
const log = jsonLog('error', (line) => process.stderr.write(line));
const timeoutMs = number('CHAOS_SEND_TIMEOUT_MS');
const email = env.SMTP_URL ? smtpTransport(env.SMTP_URL, { timeoutMs }) : outboxTransport(database.db, log);
const sms = twilioSender(
  {
    accountSid: env.TWILIO_ACCOUNT_SID!,
    authToken: env.TWILIO_AUTH_TOKEN!,
    from: env.TWILIO_FROM!,
    apiBase: env.TWILIO_API_BASE!,
  },
  fetch,
  timeoutMs,
);
const deps = {
  db: database.db,
  clock: systemClock,
  log,
  email,
  sms,
  publicUrl: 'https://tracker.example.test',
  mailFrom: 'License Tracker <reminders@tracker.example.test>',
  worker: `chaos-${process.pid}`,
  leaseMs: number('CHAOS_LEASE_MS'),
  // Production's backoff (1, 2, 4 … minutes) scaled down so that its first retry comes after
  // CHAOS_RETRY_MS: the attempts of an unlucky delivery still spread out over the run. A flat delay
  // let one delivery, the last left while faults kept coming, use up all its attempts in 3 s,
  // which no relay outage does to a real worker.
  retryDelayMs: (attempt: number) => (retryDelayMs(attempt) * number('CHAOS_RETRY_MS')) / retryDelayMs(1),
};
process.stdout.write('ready\n');
for (;;) {
  try {
    // As many sends at once as the tally allows to be cut off by one kill (a worker otherwise sends
    // as many at once as its SMTP pool has connections, 16 by default).
    await deliverDue(
      { ...deps, tokens: await cachedUnsubscribeTokens(database.db) },
      { concurrency: IN_FLIGHT_PER_WORKER },
    );
  } catch (error) {
    // The database restarting, say: the next round tries again, as the delivery job would.
    log.error({ err: error }, 'chaos worker round failed');
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}
