// Issue 27: a workspace channel's chat message names a licence made from a template in the
// language it speaks (the business owner's); the webhook's data carry both names as stored.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Receiver, startReceiver } from '../../test/support/channels/receiver';
import { DB_KINDS } from '../../test/support/database';
import { frenchNamedTemplate, madeFrom } from '../../test/support/french-names';
import { seedLicensee } from '../../test/support/reminders/fixtures';
import { type ReminderHarness, reminderHarness } from '../../test/support/reminders/harness';
import { users, workspaceChannels } from '../db/schema';
import { channelSender } from '../reminders/channel-transport';
import { plainUserText } from '../reminders/user-text';
import { newWebhookSecret } from './standard-webhooks';

// 09:00 in Toronto (EDT) on 2026-06-01, exactly 30 days before 2026-07-01.
const NOW = '2026-06-01T13:00:00Z';

describe.each(DB_KINDS)('licence names in workspace channels (%s)', (kind) => {
  let h: ReminderHarness;
  let rx: Receiver;
  beforeEach(async () => {
    h = await reminderHarness(kind, { now: NOW });
    h.runtime.channels = channelSender({ allowLoopback: true });
    rx = await startReceiver();
  });
  afterEach(async () => {
    await rx.close();
    await h.close();
  });

  const addChannel = async (workspaceId: string, kind: 'slack' | 'webhook', path: string) =>
    h.db.insert(workspaceChannels).values({
      workspaceId,
      kind,
      url: `${rx.base}${path}`,
      secret: kind === 'webhook' ? newWebhookSecret() : null,
      createdAt: new Date('2026-05-01T00:00:00Z'),
    });

  it.each([
    ['fr', (t: { name: string; nameFr: string }) => t.nameFr],
    ['en', (t: { name: string; nameFr: string }) => t.name],
  ] as const)('a %s workspace reads the name of its language in Slack', async (language, expected) => {
    const template = await frenchNamedTemplate(h.db);
    const { owner, business, license } = await seedLicensee(h.db, { expiryDate: '2026-07-01', channels: [] });
    await h.db.update(users).set({ language }).where(eq(users.id, owner.id));
    await madeFrom(h.db, license.id, template);
    await addChannel(business.workspaceId, 'slack', '/slack');
    await addChannel(business.workspaceId, 'webhook', '/hook');
    expect(await h.run()).toMatchObject({ delivered: { sent: 2 } });

    const slack = JSON.parse(rx.on('/slack')[0]!.body);
    expect(slack.blocks[0].text.text).toContain(plainUserText(expected(template)));
    const other = language === 'fr' ? template.name : template.nameFr;
    if (!expected(template).includes(other)) expect(slack.text).not.toContain(other);

    const hook = JSON.parse(rx.on('/hook')[0]!.body);
    expect(hook.data).toMatchObject({ license_name: template.name, license_name_fr: template.nameFr });
  });
});
