// Issue #17 items 1 and 2: an attempt whose outcome is unknown is not sent twice where that can
// be known. An SMS whose answer was lost (or whose worker died after Twilio accepted it) is looked
// up in Twilio's message list before a resend; an e-mail kept in the outbox is written with its
// delivery's state in one statement, so a worker that lost its claim writes nothing.
import { asc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { emailOutbox, reminderAttempts, reminderDeliveries } from '../../src/db/schema';
import { claimDue, finish, LEASE_MS, LOST_LEASE_ERROR } from '../../src/reminders/claims';
import { deliverDue } from '../../src/reminders/deliver';
import { retryDelayMs } from '../../src/reminders/failures';
import { twilioSender } from '../../src/reminders/sms-transport';
import { sweep } from '../../src/reminders/sweep';
import { ackUrl } from '../../src/reminders/unsubscribe-token';
import { DB_KINDS } from '../support/database';
import { seedLicensee } from '../support/reminders/fixtures';
import { PUBLIC_URL, type ReminderHarness, reminderHarness } from '../support/reminders/harness';

const NOW = '2026-06-01T13:00:00Z';
const EXPIRY = '2026-07-01';
const later = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();

async function historyOf(h: ReminderHarness) {
  const [delivery] = await h.db.select().from(reminderDeliveries);
  const attempts = await h.db
    .select()
    .from(reminderAttempts)
    .where(eq(reminderAttempts.deliveryId, delivery!.id))
    .orderBy(asc(reminderAttempts.attempt));
  return { delivery: delivery!, attempts };
}

describe.each(DB_KINDS)('unknown outcomes (%s)', (kind) => {
  let h: ReminderHarness;
  afterEach(() => h.close());

  it('finds an SMS Twilio accepted but whose answer was lost, and does not send it again', async () => {
    h = await reminderHarness(kind, { now: NOW });
    await seedLicensee(h.db, { expiryDate: EXPIRY, channels: ['sms'] });
    h.twilio.dropRepliesNext(1);
    expect(await h.run()).toMatchObject({ delivered: { retry: 1 } });
    expect(h.twilio.messages).toHaveLength(1);
    expect(h.twilio.dropped()).toBe(1);

    // The lookup itself fails once: retried later, nothing sent blind.
    h.twilio.failNext(1, 503);
    expect(await h.run(later(retryDelayMs(1)))).toMatchObject({ delivered: { retry: 1, sent: 0 } });
    expect(await h.run(later(retryDelayMs(1) + retryDelayMs(2)))).toMatchObject({ delivered: { sent: 1 } });
    expect(h.twilio.messages).toHaveLength(1);
    expect(h.twilio.lookups()).toBe(1);
    const { delivery, attempts } = await historyOf(h);
    expect(delivery).toMatchObject({ status: 'sent', providerId: h.twilio.messages[0]!.sid });
    expect(attempts.map((a) => a.outcome)).toEqual(['retry', 'retry', 'sent']);
    expect(attempts[0]!.error).toMatch(/^Twilio unreachable/);
  });

  it('finds an SMS a killed worker had sent, once its lease ran out, and sends one when there is none', async () => {
    h = await reminderHarness(kind, { now: NOW });
    const sent = await seedLicensee(h.db, { expiryDate: EXPIRY, channels: ['sms'] });
    await seedLicensee(h.db, { expiryDate: EXPIRY, channels: ['sms'], phoneNumber: '(604) 555-0142' });
    await sweep(h.db, h.clock.now());
    // A worker claims both and is killed after Twilio accepted the first, before the second.
    const claims = await claimDue(h.db, { now: h.clock.now(), worker: 'killed-worker', limit: 10 });
    expect(claims).toHaveLength(2);
    const ack = ackUrl(
      PUBLIC_URL,
      h.runtime.tokens.ack.sign({ licenseId: sent.license.id, expiryDate: EXPIRY }),
    );
    const sms = twilioSender({ ...h.config.reminders.twilio! });
    await sms.send('+14165550199', `License Tracker: Business licence expires in 30 days. I'm on it: ${ack}`);

    expect(await h.run(later(LEASE_MS))).toMatchObject({ delivered: { sent: 2 } });
    expect(h.twilio.messages.map((m) => m.to).sort()).toEqual(['+14165550199', '+16045550142']);
    expect(h.twilio.lookups()).toBe(2);
    const attempts = await h.db.select().from(reminderAttempts).orderBy(asc(reminderAttempts.attempt));
    expect(attempts.map((a) => [a.attempt, a.outcome, a.error])).toEqual([
      [1, 'retry', LOST_LEASE_ERROR],
      [1, 'retry', LOST_LEASE_ERROR],
      [2, 'sent', null],
      [2, 'sent', null],
    ]);
    const found = await h.db
      .select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.licenseId, sent.license.id));
    expect(found[0]!.providerId).toBe(h.twilio.messages[0]!.sid);
  });

  it('keeps an outbox e-mail exactly once: a worker that lost its claim writes no row', async () => {
    h = await reminderHarness(kind, { now: NOW, smtp: false, twilio: false });
    await seedLicensee(h.db, { expiryDate: EXPIRY, channels: ['email'] });
    await sweep(h.db, h.clock.now());
    const [stale] = await claimDue(h.db, { now: h.clock.now(), worker: 'stale-worker', limit: 1 });
    h.clock.set(later(LEASE_MS));
    expect(await deliverDue(h.runtime)).toMatchObject({ sent: 1 });

    // The stale worker comes back with the same message staged: nothing is written.
    const row = h.runtime.email.stage!({
      from: 'a@b.test',
      to: 'c@d.test',
      subject: 's',
      text: 't',
      html: 'h',
    });
    const outcome = { outcome: 'sent' as const, providerId: `outbox:${row.id}`, recipient: 'c@d.test' };
    expect(await finish(h.db, stale!, outcome, { now: h.clock.now(), worker: 'stale', outbox: row })).toBe(
      false,
    );

    const kept = await h.db.select().from(emailOutbox);
    const { delivery } = await historyOf(h);
    expect(kept).toHaveLength(1);
    expect(delivery).toMatchObject({ status: 'sent', providerId: `outbox:${kept[0]!.id}` });
    expect(kept[0]!.deliveryId).toBe(delivery.id);
  });
});
