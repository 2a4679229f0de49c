import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Receiver, startReceiver } from '../../test/support/channels/receiver';
import { DB_KINDS } from '../../test/support/database';
import { seedLicense, seedLicensee } from '../../test/support/reminders/fixtures';
import { PUBLIC_URL, type ReminderHarness, reminderHarness } from '../../test/support/reminders/harness';
import { recipientOf } from '../../test/support/reminders/smtp-fake';
import { licenses, reminderAttempts, reminderDeliveries, users, workspaceChannels } from '../db/schema';
import { channelSender } from '../reminders/channel-transport';
import { deliverDue } from '../reminders/deliver';
import { sweep } from '../reminders/sweep';
import { newWebhookSecret } from './standard-webhooks';

// 09:00 in Toronto (EDT) on 2026-06-01, exactly 30 days before 2026-07-01.
const NOW = '2026-06-01T13:00:00Z';
const EXPIRY = '2026-07-01';
const BEFORE = new Date('2026-05-01T00:00:00Z');

/**
 * Issue 18, item 5 (decision 026): reminders to a workspace's Slack, Teams and webhook channels,
 * through the same sweep, claims, retries and attempt log as e-mail, to loopback receivers (the
 * test-only WEBHOOK_ALLOW_LOOPBACK, here the sender's own option).
 */
describe.each(DB_KINDS)('workspace channel deliveries (%s)', (kind) => {
  let h: ReminderHarness;
  let rx: Receiver;
  beforeEach(async () => {
    h = await reminderHarness(kind, { now: NOW });
    h.runtime.channels = channelSender({ allowLoopback: true });
    rx = await startReceiver();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await rx.close();
    await h.close();
  });

  async function addChannel(workspaceId: string, kind: 'slack' | 'teams' | 'webhook', path: string) {
    const secret = kind === 'webhook' ? newWebhookSecret() : null;
    const [row] = await h.db
      .insert(workspaceChannels)
      .values({ workspaceId, kind, url: `${rx.base}${path}`, secret, createdAt: BEFORE })
      .returning();
    return row!;
  }

  it('signs a webhook that an independent implementation verifies, once across two workers', async () => {
    const { business } = await seedLicensee(h.db, { expiryDate: EXPIRY, channels: [] });
    for (let i = 2; i <= 12; i += 1)
      await seedLicense(h.db, business.id, { expiryDate: EXPIRY, name: `Permit ${i}` });
    const channel = await addChannel(business.workspaceId, 'webhook', '/hook');

    expect(await sweep(h.db, h.clock.now())).toBe(12);
    const second = await h.secondWorker();
    second.runtime.channels = channelSender({ allowLoopback: true });
    const [a, b] = await Promise.all([
      deliverDue(h.runtime, { concurrency: 3, batchSize: 3 }),
      deliverDue(second.runtime, { concurrency: 3, batchSize: 3 }),
    ]);
    await second.close();
    expect(a.sent + b.sent).toBe(12);

    const hooks = rx.on('/hook');
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(hooks).toHaveLength(12);
    const ids = hooks.map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(12);
    const receiver = new Webhook(channel.secret!);
    for (const hook of hooks) {
      const headers = {
        'webhook-id': String(hook.headers['webhook-id']),
        'webhook-timestamp': String(hook.headers['webhook-timestamp']),
        'webhook-signature': String(hook.headers['webhook-signature']),
      };
      // The receiver's clock reads the moment of delivery (the tolerance is five minutes).
      vi.setSystemTime(new Date(NOW));
      const event = receiver.verify(hook.body, headers) as { type: string; data: Record<string, unknown> };
      expect(event.type).toBe('license.expiry_reminder');
      expect(event.data).toMatchObject({
        expiry_date: EXPIRY,
        threshold_days: 30,
        days_left: 30,
        business_name: 'Toronto Hardware',
        workspace_id: business.workspaceId,
      });
      expect(() => receiver.verify(`${hook.body} `, headers)).toThrow();
      vi.useRealTimers();
    }
    const rows = await h.db
      .select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.targetKey, `channel:${channel.id}`));
    expect(rows.map((r) => r.status)).toEqual(Array(12).fill('sent'));
    expect(rows.every((r) => r.userId === null && r.channel === 'webhook')).toBe(true);
    expect(new Set(ids)).toEqual(new Set(rows.map((r) => r.id)));

    // Later sweeps the same day create nothing more.
    expect(await h.run('2026-06-01T18:00:00Z')).toMatchObject({ created: 0 });
    expect(rx.on('/hook')).toHaveLength(12);
  });

  it('posts a Slack message and a Teams card in the owner’s language', async () => {
    const { owner, business, license } = await seedLicensee(h.db, { expiryDate: EXPIRY, channels: [] });
    await h.db.update(users).set({ language: 'fr' }).where(eq(users.id, owner.id));
    await addChannel(business.workspaceId, 'slack', '/slack');
    await addChannel(business.workspaceId, 'teams', '/teams');
    expect(await h.run()).toMatchObject({ created: 2, delivered: { sent: 2 } });

    const [slack] = rx.on('/slack');
    expect(slack!.headers['content-type']).toBe('application/json');
    const s = JSON.parse(slack!.body);
    expect(s.text).toContain('Business licence');
    expect(s.blocks.map((b: { type: string }) => b.type)).toEqual(['header', 'section', 'actions']);
    expect(s.blocks[2].elements[0]).toMatchObject({
      text: { text: 'Ouvrir License Tracker' },
      url: `${PUBLIC_URL}/app/licenses/${license.id}`,
    });
    expect(s.blocks[1].text.text).toContain('Toronto Hardware');

    const [teams] = rx.on('/teams');
    const t = JSON.parse(teams!.body);
    expect(t.type).toBe('message');
    expect(t.attachments[0].contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(t.attachments[0].content.type).toBe('AdaptiveCard');
    expect(t.attachments[0].content.body[0].text).toContain('Business licence');
    expect(t.attachments[0].content.actions[0].title).toBe('Ouvrir License Tracker');
    // Chats are not signed: only webhooks carry the Standard Webhooks headers.
    expect(slack!.headers['webhook-signature']).toBeUndefined();
  });

  it('escapes a licence name that would ping the Slack channel (issue 30)', async () => {
    const { license, business } = await seedLicensee(h.db, { expiryDate: EXPIRY, channels: [] });
    const evil = 'A & B <!channel> <https://evil|x>';
    await h.db.update(licenses).set({ licenseName: evil }).where(eq(licenses.id, license.id));
    await addChannel(business.workspaceId, 'slack', '/slack');
    expect(await h.run()).toMatchObject({ created: 1, delivered: { sent: 1 } });

    const s = JSON.parse(rx.on('/slack')[0]!.body);
    // mrkdwn, where Slack reads mentions and links: the fallback text and the section carry no markup.
    for (const mrkdwn of [s.text, s.blocks[1].text.text]) {
      expect(mrkdwn).toContain('A &amp; B &lt;!channel&gt;');
      expect(mrkdwn).not.toMatch(/[<>]|& /);
    }
  });

  it('retries a transient failure with backoff and logs each attempt', async () => {
    const { business } = await seedLicensee(h.db, { expiryDate: EXPIRY, channels: [] });
    await addChannel(business.workspaceId, 'webhook', '/flaky');
    let calls = 0;
    rx.answer('/flaky', () => (++calls === 1 ? 503 : 204));
    expect(await h.run()).toMatchObject({ created: 1, delivered: { retry: 1 } });
    // Backoff: one minute after the first failure; nothing before it.
    expect(await h.run('2026-06-01T13:00:30Z')).toMatchObject({ delivered: { sent: 0 } });
    expect(await h.run('2026-06-01T13:01:30Z')).toMatchObject({ delivered: { sent: 1 } });
    const [delivery] = await h.db.select().from(reminderDeliveries);
    const attempts = await h.db
      .select()
      .from(reminderAttempts)
      .where(eq(reminderAttempts.deliveryId, delivery!.id));
    expect(attempts.map((a) => a.outcome).sort()).toEqual(['retry', 'sent']);
    expect(attempts.find((a) => a.outcome === 'retry')!.error).toContain('HTTP 503');
    // Both attempts carried the same webhook-id: the receiver can drop a repeat.
    expect(new Set(rx.on('/flaky').map((r) => r.headers['webhook-id'])).size).toBe(1);
  });

  it('turns a channel off after 5 failed deliveries in a row and e-mails the workspace owners', async () => {
    const { owner, business } = await seedLicensee(h.db, { expiryDate: EXPIRY, channels: [] });
    for (let i = 2; i <= 5; i += 1)
      await seedLicense(h.db, business.id, { expiryDate: EXPIRY, name: `Permit ${i}` });
    const channel = await addChannel(business.workspaceId, 'slack', '/gone');
    rx.answer('/gone', 404);
    expect(await h.run()).toMatchObject({ created: 5, delivered: { failed: 5 } });

    const [after] = await h.db.select().from(workspaceChannels).where(eq(workspaceChannels.id, channel.id));
    expect(after).toMatchObject({ enabled: false, consecutiveFailures: 5 });
    expect(after!.disabledReason).toContain('HTTP 404');
    const mails = h.smtp.messages.filter((m) => m.subject?.includes('notification channel'));
    expect(mails).toHaveLength(1);
    expect(recipientOf(mails[0]!)).toBe(owner.email);
    expect(mails[0]!.text).toContain('failed 5 deliveries in a row');

    // A disabled channel gets no new deliveries.
    await seedLicense(h.db, business.id, { expiryDate: '2026-06-15', name: 'Late permit' });
    expect(await h.run('2026-06-01T14:00:00Z')).toMatchObject({ created: 0 });
    expect(rx.on('/gone')).toHaveLength(5);
  });

  it('refuses a private or loopback address at send time without the test setting', async () => {
    const { business } = await seedLicensee(h.db, { expiryDate: EXPIRY, channels: [] });
    await addChannel(business.workspaceId, 'webhook', '/hook');
    h.runtime.channels = channelSender();
    expect(await h.run()).toMatchObject({ created: 1, delivered: { failed: 1 } });
    const [delivery] = await h.db.select().from(reminderDeliveries);
    expect(delivery!.lastError).toBe('The address must start with https://.');
    expect(rx.requests).toHaveLength(0);
  });
});
