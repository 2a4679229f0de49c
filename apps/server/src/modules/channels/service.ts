import { randomUUID } from 'node:crypto';
import type {
  ChannelCreate,
  ChannelTestResult,
  Language,
  WorkspaceChannel,
  WorkspaceChannelCreated,
} from '@lt/core';
import { checkOutboundUrl, RefusedDestination } from '../../channels/outbound-guard';
import { newWebhookSecret } from '../../channels/standard-webhooks';
import { urlHint } from '../../channels/url-hint';
import { CHANNEL_WORDING } from '../../channels/wording';
import type { Db } from '../../db/client';
import { accountCaps, capReached } from '../../lib/account-caps';
import { badRequest, notFound } from '../../lib/errors';
import { type ChannelSender, HttpFailure } from '../../reminders/channel-transport';
import { DeliveryFailure, oneLine } from '../../reminders/failures';
import { roleInWorkspace } from '../workspaces/access';
import * as repo from './repository';

export const CHANNEL_NOT_FOUND = 'Channel not found';
export const tooManyChannels = (n: number) => `A workspace can have at most ${n} channels; delete one first.`;

const toChannel = (row: repo.ChannelRow): WorkspaceChannel => ({
  id: row.id,
  kind: row.kind as WorkspaceChannel['kind'],
  url_hint: urlHint(row.url),
  enabled: row.enabled,
  consecutive_failures: row.consecutiveFailures,
  disabled_reason: row.disabledReason,
  created_at: row.createdAt.toISOString(),
});

/** Any member sees the channels (without their URLs whole, nor secrets). */
export async function listChannels(db: Db, userId: string, workspaceId: string): Promise<WorkspaceChannel[]> {
  await roleInWorkspace(db, userId, workspaceId, 'read');
  return (await repo.listOf(db, workspaceId)).map(toChannel);
}

/**
 * Owners only (decision 026): a channel sends the workspace's licences to a third party. The URL
 * must be https on public addresses (checked now, and again before every send); a webhook gets its
 * signing secret, answered this once.
 */
export async function createChannel(
  db: Db,
  userId: string,
  workspaceId: string,
  input: ChannelCreate,
  ctx: { now: Date; allowLoopback: boolean },
): Promise<WorkspaceChannelCreated> {
  await roleInWorkspace(db, userId, workspaceId, 'own');
  let url: URL;
  try {
    url = await checkOutboundUrl(input.url, { allowLoopback: ctx.allowLoopback });
  } catch (error) {
    if (error instanceof RefusedDestination) throw badRequest(`url: ${error.message}`);
    const host = URL.canParse(input.url) ? new URL(input.url).hostname : input.url;
    throw badRequest(`url: ${host} does not resolve.`);
  }
  const secret = input.kind === 'webhook' ? newWebhookSecret() : null;
  const row = await db.transaction(async (tx) => {
    const cap = accountCaps().channelsPerWorkspace;
    if ((await repo.lockAndCount(tx, workspaceId)) >= cap) throw capReached(tooManyChannels(cap));
    return repo.insert(tx, { workspaceId, kind: input.kind, url: url.href, secret, createdAt: ctx.now });
  });
  return { ...toChannel(row), secret };
}

export async function deleteChannel(
  db: Db,
  userId: string,
  workspaceId: string,
  channelId: string,
  now: Date,
): Promise<void> {
  await roleInWorkspace(db, userId, workspaceId, 'own');
  const removed = await db.transaction((tx) => repo.remove(tx, workspaceId, channelId, now));
  if (!removed) throw notFound(CHANNEL_NOT_FOUND);
}

/**
 * "Send test" (owners): a message now, outside the delivery queue, answered with what the receiver
 * said. It does not count in the channel's run of failures; one that goes through turns a channel
 * the product had turned off back on.
 */
export async function testChannel(
  db: Db,
  userId: string,
  workspaceId: string,
  channelId: string,
  ctx: { now: Date; sender: ChannelSender; publicUrl: string; language: Language },
): Promise<ChannelTestResult> {
  await roleInWorkspace(db, userId, workspaceId, 'own');
  const row = await repo.find(db, workspaceId, channelId);
  if (!row) throw notFound(CHANNEL_NOT_FOUND);
  const w = CHANNEL_WORDING[ctx.language];
  const id = `test_${randomUUID()}`;
  const link = `${ctx.publicUrl}/app/workspaces`;
  try {
    const { status } = await ctx.sender.send(
      { kind: row.kind as WorkspaceChannel['kind'], url: row.url, secret: row.secret },
      {
        id,
        at: ctx.now,
        chat: { title: w.testTitle, text: w.testText, link, button: w.button },
        event: {
          type: 'channel.test',
          timestamp: ctx.now.toISOString(),
          data: { workspace_id: workspaceId, channel_id: channelId, url: link },
        },
      },
    );
    await repo.markWorking(db, channelId);
    return { ok: true, status, error: null };
  } catch (error) {
    const status = error instanceof HttpFailure ? error.status : null;
    const message = error instanceof DeliveryFailure ? error.message : oneLine(String(error));
    return { ok: false, status, error: message };
  }
}
