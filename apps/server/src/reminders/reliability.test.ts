import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../../test/support/database';
import { seedLicensee } from '../../test/support/reminders/fixtures';
import { type ReminderHarness, reminderHarness } from '../../test/support/reminders/harness';
import { reminderAttempts, reminderDeliveries } from '../db/schema';
import { claimDue, finish, LEASE_MS } from './claims';
import { deliverDue } from './deliver';
import { MAX_ATTEMPTS, retryDelayMs } from './failures';
import { runReminders } from './runtime';
import { sweep } from './sweep';

const NOW = '2026-06-01T13:00:00Z';
const EXPIRY = '2026-07-01';
const later = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();

async function historyOf(h: ReminderHarness, channel: 'email' | 'sms') {
  const [delivery] = await h.db
    .select()
    .from(reminderDeliveries)
    .where(eq(reminderDeliveries.channel, channel));
  const attempts = await h.db
    .select()
    .from(reminderAttempts)
    .where(eq(reminderAttempts.deliveryId, delivery!.id))
    .orderBy(asc(reminderAttempts.attempt));
  return { delivery: delivery!, attempts };
}

describe('retry policy', () => {
  it('backs off exponentially from a minute, capped at an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelayMs(n) / 60_000)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60,
    ]);
  });
});

describe.each(DB_KINDS)('reminder reliability (%s)', (kind) => {
  let h: ReminderHarness;
  beforeEach(async () => {
    h = await reminderHarness(kind, { now: NOW });
  });
  afterEach(() => h.close());

  it('delivers once through an SMTP server that fails twice with 4xx and then recovers', async () => {
    await seedLicensee(h.db, { expiryDate: EXPIRY, channels: ['email'] });
    h.smtp.failNext(2, 451);
    expect(await h.run()).toMatchObject({ created: 1, delivered: { retry: 1, sent: 0 } });
    // Not before the backoff has passed…
    expect(await h.run(later(30_000))).toMatchObject({ delivered: { retry: 0, sent: 0 } });
    expect(await h.run(later(retryDelayMs(1)))).toMatchObject({ delivered: { retry: 1 } });
    expect(await h.run(later(retryDelayMs(1) + retryDelayMs(2)))).toMatchObject({ delivered: { sent: 1 } });
    expect(await h.run(later(60 * 60_000))).toMatchObject({ created: 0, delivered: { sent: 0, retry: 0 } });

    expect(h.smtp.messages).toHaveLength(1);
    const { delivery, attempts } = await historyOf(h, 'email');
    expect(delivery).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(attempts.map((a) => [a.attempt, a.outcome])).toEqual([
      [1, 'retry'],
      [2, 'retry'],
      [3, 'sent'],
    ]);
    expect(attempts[0]!.error).toMatch(/451/);
    expect(attempts[2]!.providerId).toBe(delivery.providerId);
  });

  it('records a permanent SMTP failure without retrying it', async () => {
    await seedLicensee(h.db, { expiryDate: EXPIRY, channels: ['email'] });
    h.smtp.failNext(1, 550, '5.1.1 Mailbox unavailable');
    expect(await h.run()).toMatchObject({ delivered: { failed: 1 } });
    expect(await h.run(later(24 * 60 * 60_000))).toMatchObject({ delivered: { sent: 0, failed: 0 } });
    const { delivery, attempts } = await historyOf(h, 'email');
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1 });
    expect(delivery.lastError).toMatch(/550/);
    expect(attempts.map((a) => a.outcome)).toEqual(['failed']);
    expect(h.smtp.messages).toHaveLength(0);
  });

  it('retries SMS through Twilio 5xx answers and sends once; a bad number is permanent', async () => {
    await seedLicensee(h.db, { expiryDate: EXPIRY, channels: ['sms'] });
    h.twilio.failNext(1, 503);
    expect(await h.run()).toMatchObject({ delivered: { retry: 1 } });
    expect(await h.run(later(retryDelayMs(1)))).toMatchObject({ delivered: { sent: 1 } });
    expect(h.twilio.messages).toHaveLength(1);
    const { attempts } = await historyOf(h, 'sms');
    expect(attempts.map((a) => [a.outcome, a.error?.slice(0, 11) ?? null])).toEqual([
      ['retry', 'Twilio 503:'],
      ['sent', null],
    ]);

    h.twilio.failNext(1, 400);
    await seedLicensee(h.db, { expiryDate: '2026-07-02', channels: ['sms'] });
    expect(await h.run(later(24 * 60 * 60_000))).toMatchObject({ delivered: { failed: 1 } });
  });

  it('gives up after the last attempt and records it as failed', async () => {
    await seedLicensee(h.db, { expiryDate: EXPIRY, channels: ['email'] });
    h.smtp.failNext(100, 421, '4.7.0 Service not available');
    let at = Date.parse(NOW);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await h.run(new Date(at).toISOString());
      at += retryDelayMs(attempt);
    }
    const { delivery, attempts } = await historyOf(h, 'email');
    expect(delivery).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(attempts.map((a) => a.outcome)).toEqual([...Array(MAX_ATTEMPTS - 1).fill('retry'), 'failed']);
  });

  it('picks up a delivery whose worker died mid-send once its lease runs out, and sends it once', async () => {
    await seedLicensee(h.db, { expiryDate: EXPIRY, channels: ['email'] });
    await sweep(h.db, h.clock.now());
    // A worker claims it and is killed before sending: the claim is simply abandoned.
    const [abandoned] = await claimDue(h.db, { now: h.clock.now(), worker: 'killed-worker', limit: 10 });
    expect(abandoned).toBeDefined();

    expect(await h.run(later(LEASE_MS - 1000))).toMatchObject({ delivered: { sent: 0 } });
    expect(h.smtp.messages).toHaveLength(0);
    expect(await h.run(later(LEASE_MS))).toMatchObject({ delivered: { sent: 1 } });
    expect(await h.run(later(2 * LEASE_MS))).toMatchObject({ delivered: { sent: 0 } });
    expect(h.smtp.messages).toHaveLength(1);

    const { delivery, attempts } = await historyOf(h, 'email');
    expect(delivery).toMatchObject({ status: 'sent', attempts: 2, claimedBy: 'worker-a' });
    expect(attempts.map((a) => [a.attempt, a.outcome, a.worker])).toEqual([
      [1, 'retry', 'killed-worker'],
      [2, 'sent', 'worker-a'],
    ]);
  });

  it('does not let a worker whose lease ran out overwrite the one that took over', async () => {
    await seedLicensee(h.db, { expiryDate: EXPIRY, channels: ['email'] });
    await sweep(h.db, h.clock.now());
    const [stale] = await claimDue(h.db, { now: h.clock.now(), worker: 'slow-worker', limit: 1 });
    h.clock.set(later(LEASE_MS));
    expect(await deliverDue(h.runtime)).toMatchObject({ sent: 1 });
    const kept = await finish(
      h.db,
      stale!,
      { outcome: 'failed', error: 'late' },
      { now: h.clock.now(), worker: 'x' },
    );
    expect(kept).toBe(false);
    expect((await historyOf(h, 'email')).delivery.status).toBe('sent');
  });

  it('sends each reminder once when two workers sweep and deliver at the same time', async () => {
    const count = 40;
    for (let i = 0; i < count; i++) await seedLicensee(h.db, { expiryDate: EXPIRY });
    const second = await h.secondWorker();
    try {
      const results = await Promise.all([
        runReminders(h.runtime, { batchSize: 5 }),
        runReminders(second.runtime, { batchSize: 5 }),
        runReminders(h.runtime, { batchSize: 7 }),
        runReminders(second.runtime, { batchSize: 3 }),
      ]);
      expect(results.reduce((n, r) => n + r.created, 0)).toBe(2 * count);
      expect(results.reduce((n, r) => n + r.delivered.sent, 0)).toBe(2 * count);
      if (kind === 'postgres') {
        // Both workers really took part.
        const byWorker = await h.db
          .selectDistinct({ w: reminderDeliveries.claimedBy })
          .from(reminderDeliveries);
        expect(byWorker.map((r) => r.w).sort()).toEqual(['worker-a', 'worker-b']);
      }
    } finally {
      await second.close();
    }
    expect(h.smtp.messages).toHaveLength(count);
    expect(h.twilio.messages).toHaveLength(count);
    expect(new Set(h.smtp.messages.map((m) => m.messageId)).size).toBe(count);
    expect(new Set(h.twilio.messages.map((m) => m.sid)).size).toBe(count);
    const attempts = await h.db.select().from(reminderAttempts);
    expect(attempts).toHaveLength(2 * count);
  });
});
