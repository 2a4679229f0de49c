// Issue #17 item 1: exactly once with a slow but healthy relay. Three workers, each with a
// connection pool of its own on PostgreSQL, share deliveries through a relay that takes a second
// per message, with leases as short as the transport's time limit allows. Before, one worker
// claimed a batch of 50 under one lease and sent it 4 at a time; the others took over what it had
// not reached yet and both sent it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { reminderAttempts, reminderDeliveries } from '../../src/db/schema';
import { systemClock } from '../../src/lib/clock';
import { LOST_LEASE_ERROR } from '../../src/reminders/claims';
import { type DeliveryDeps, type DeliveryOptions, deliverDue } from '../../src/reminders/deliver';
import { smtpTransport } from '../../src/reminders/email-transport';
import { silentLog } from '../../src/reminders/log';
import { cachedUnsubscribeTokens } from '../../src/reminders/unsubscribe-token';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../support/database';
import { seedDueEmailReminders } from '../support/reminders/fixtures';
import { PUBLIC_URL } from '../support/reminders/harness';
import { type SmtpFake, startSmtpFake } from '../support/reminders/smtp-fake';

const MESSAGES = 24;
const RELAY_DELAY_MS = 1000;
/** The relay answers within the limit: healthy, only slow. */
const SEND_TIMEOUT_MS = 4000;
/** One send's limit and a little: far shorter than a batch of 24 at one second each. */
const LEASE_MS = 5000;
const WORKERS = 3;

describe.each(DB_KINDS)('exactly once through a slow relay (%s)', (kind) => {
  let testDb: TestDatabase;
  let smtp: SmtpFake;
  const closers: (() => Promise<void> | void)[] = [];
  beforeEach(async () => {
    testDb = await createTestDatabase(kind);
    smtp = await startSmtpFake();
    smtp.delayMs = RELAY_DELAY_MS;
    expect(await seedDueEmailReminders(testDb.database.db, MESSAGES)).toBe(MESSAGES);
  });
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
    await smtp.close();
    await testDb.destroy();
  });

  async function worker(name: string): Promise<DeliveryDeps> {
    const database = testDb.url ? await openDatabase({ kind: 'postgres', url: testDb.url }) : testDb.database;
    const email = smtpTransport(smtp.url, { timeoutMs: SEND_TIMEOUT_MS });
    closers.push(() => email.close());
    if (database !== testDb.database) closers.push(() => database.close());
    return {
      db: database.db,
      clock: systemClock,
      log: silentLog,
      email,
      tokens: await cachedUnsubscribeTokens(database.db),
      publicUrl: PUBLIC_URL,
      mailFrom: 'License Tracker <reminders@tracker.example.test>',
      worker: name,
      leaseMs: LEASE_MS,
    };
  }

  /** Each worker polls like the minutely delivery job, only faster, until nothing is left. */
  async function runWorkers(opts: DeliveryOptions) {
    const workers = await Promise.all(Array.from({ length: WORKERS }, (_, i) => worker(`w${i + 1}`)));
    const db = testDb.database.db;
    const deadline = Date.now() + 60_000;
    const open = async () =>
      (await db.select({ s: reminderDeliveries.status }).from(reminderDeliveries)).filter(
        (r) => r.s === 'pending' || r.s === 'sending',
      ).length;
    await Promise.all(
      workers.map(async (deps) => {
        while ((await open()) > 0 && Date.now() < deadline) {
          await deliverDue(deps, opts);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }),
    );
    const deliveries = await db.select().from(reminderDeliveries);
    const attempts = await db.select().from(reminderAttempts);
    const ids = smtp.messages.map((m) => m.messageId);
    return { deliveries, attempts, duplicates: ids.length - new Set(ids).size };
  }

  it(`sends each of ${MESSAGES} messages once with ${WORKERS} workers, one lease per send`, async () => {
    const { deliveries, attempts, duplicates } = await runWorkers({});
    expect(duplicates).toBe(0);
    expect(smtp.messages).toHaveLength(MESSAGES);
    expect(deliveries.every((d) => d.status === 'sent' && d.attempts === 1)).toBe(true);
    // No lease ran out, so the history holds one true line per message.
    expect(attempts.map((a) => a.outcome)).toEqual(Array(MESSAGES).fill('sent'));
    if (kind === 'postgres') expect(new Set(deliveries.map((d) => d.claimedBy)).size).toBe(WORKERS);
  }, 120_000);

  it('never sends what another worker took over, even from a batch claimed far ahead of its sends', async () => {
    // The old shape: 50 claimed at once and sent a few at a time, so leases run out while waiting.
    const { deliveries, attempts, duplicates } = await runWorkers({ batchSize: 50, concurrency: 2 });
    expect(attempts.some((a) => a.error === LOST_LEASE_ERROR)).toBe(true);
    expect(duplicates).toBe(0);
    expect(smtp.messages).toHaveLength(MESSAGES);
    expect(deliveries.every((d) => d.status === 'sent')).toBe(true);
    // Each message sent is recorded once as sent, by the worker that sent it…
    expect(attempts.filter((a) => a.outcome === 'sent')).toHaveLength(MESSAGES);
    // …and a take-over says only what is known.
    for (const a of attempts.filter((a) => a.outcome !== 'sent')) expect(a.error).toBe(LOST_LEASE_ERROR);
  }, 120_000);
});
