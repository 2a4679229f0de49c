// One attempt at a delivery to a workspace channel (decision 026), inside the reminders' delivery
// loop (reminders/deliver.ts): the same claim, lease, retries with backoff and attempt log as
// e-mail and SMS (decision 018). What differs is read here: the channel and the licence as they
// are now, the chat or webhook message, and the channel's health after the outcome.
import {
  type ChannelKind,
  daysBetween,
  inReaderLanguage,
  isLanguage,
  type Language,
  localDate,
  todayIn,
} from '@lt/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/raw-rows';
import { channelSender } from '../reminders/channel-transport';
import type { ClaimedReminder, Outcome } from '../reminders/claims';
import type { DeliveryDeps } from '../reminders/delivery-deps';
import { ClaimLost } from '../reminders/failures';
import { type Attempted, asFailure, exhausted, failed } from '../reminders/outcomes';
import { plainUserText } from '../reminders/user-text';
import { REMINDER_WORDING } from '../reminders/wording';
import { recordChannelOutcome } from './health';
import { urlHint } from './url-hint';
import { CHANNEL_WORDING } from './wording';

export const CHANNEL_TARGET_PREFIX = 'channel:';
export const isChannelDelivery = (claim: { targetKey: string }) =>
  claim.targetKey.startsWith(CHANNEL_TARGET_PREFIX);

export interface ChannelContext {
  deliveryId: string;
  channelId: string | null;
  kind: ChannelKind | null;
  url: string | null;
  secret: string | null;
  enabled: boolean;
  channelWorkspaceId: string | null;
  licenseWorkspaceId: string | null;
  licenseName: string | null;
  /** Kept from its template; null: `licenseName` in both languages (issue 27). */
  licenseNameFr: string | null;
  level: string | null;
  currentExpiryDate: string | null;
  reminderEnabled: boolean;
  acknowledged: boolean;
  businessName: string | null;
  timeZone: string | null;
  language: Language;
}

/** The channel, the licence and the business owner's language of each delivery, as they are now. */
export async function loadChannelContexts(
  db: Db,
  deliveryIds: string[],
): Promise<Map<string, ChannelContext>> {
  if (deliveryIds.length === 0) return new Map();
  const ids = sql.join(
    deliveryIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select d.id as delivery_id, c.id as channel_id, c.kind, c.url, c.secret,
        coalesce(c.enabled, false) as enabled, c.workspace_id as channel_workspace_id,
        b.workspace_id as license_workspace_id, l.license_name, l.license_name_fr, l.level,
        l.expiry_date::text as expiry_date,
        coalesce(l.reminder_enabled, false) as reminder_enabled,
        l.reminders_acknowledged_at is not null as acknowledged, b.business_name, b.time_zone, u.language
      from reminder_deliveries d
      left join workspace_channels c on d.target_key = 'channel:' || c.id::text
      left join licenses l on l.id = d.license_id
      left join businesses b on b.id = l.business_id
      left join users u on u.id = b.owner_id
      where d.id in (${ids})`),
  );
  return new Map(
    rows.map((r) => [
      String(r.delivery_id),
      {
        deliveryId: String(r.delivery_id),
        channelId: (r.channel_id as string | null) ?? null,
        kind: (r.kind as ChannelKind | null) ?? null,
        url: (r.url as string | null) ?? null,
        secret: (r.secret as string | null) ?? null,
        enabled: Boolean(r.enabled),
        channelWorkspaceId: (r.channel_workspace_id as string | null) ?? null,
        licenseWorkspaceId: (r.license_workspace_id as string | null) ?? null,
        licenseName: (r.license_name as string | null) ?? null,
        licenseNameFr: (r.license_name_fr as string | null) ?? null,
        level: (r.level as string | null) ?? null,
        currentExpiryDate: (r.expiry_date as string | null) ?? null,
        reminderEnabled: Boolean(r.reminder_enabled),
        acknowledged: Boolean(r.acknowledged),
        businessName: (r.business_name as string | null) ?? null,
        timeZone: (r.time_zone as string | null) ?? null,
        language: isLanguage(r.language) ? r.language : 'en',
      },
    ]),
  );
}

/** Why the message should no longer go out, read from the channel and the licence as they are now. */
function cancelReason(claim: ClaimedReminder, ctx: ChannelContext | undefined): string | null {
  if (!ctx?.channelId) return 'the channel was deleted';
  if (!ctx.enabled) return 'the channel is turned off';
  if (!ctx.licenseName || !ctx.timeZone) return 'the licence no longer exists';
  if (ctx.channelWorkspaceId !== ctx.licenseWorkspaceId) return 'the business moved to another workspace';
  if (ctx.currentExpiryDate !== claim.expiryDate) return 'the expiry date changed';
  if (claim.renewal) return null;
  if (!ctx.reminderEnabled) return 'reminders are turned off for this licence';
  if (ctx.acknowledged) return 'the owner said they are on it';
  return null;
}

export async function attemptChannel(
  deps: DeliveryDeps,
  claim: ClaimedReminder,
  hold: () => Promise<void>,
  ctx: ChannelContext | undefined,
): Promise<Attempted> {
  const now = deps.clock.now();
  const reason = cancelReason(claim, ctx);
  // No context means no channel: cancelReason says so.
  if (reason || !ctx) return { outcome: 'cancelled', error: String(reason) };
  const gaveUp = exhausted(claim);
  if (gaveUp) return gaveUp;
  const language = ctx.language;
  const w = REMINDER_WORDING[language];
  const cw = CHANNEL_WORDING[language];
  // The chat message speaks the owner's language, the licence's name included (issue 27).
  const licence = plainUserText(inReaderLanguage(ctx.licenseName!, ctx.licenseNameFr, language));
  const business = plainUserText(ctx.businessName!);
  const daysLeft = daysBetween(todayIn(ctx.timeZone!, now), claim.expiryDate);
  const date = localDate(claim.expiryDate, language);
  const phrase = w.expiry(daysLeft);
  const chat = claim.renewal
    ? { title: cw.renewedTitle(licence), text: cw.renewedText(licence, business, date) }
    : {
        title: w.subject(daysLeft < 0, licence, phrase),
        text: w.lead(daysLeft < 0, licence, business, phrase, date),
      };
  const link = `${deps.publicUrl}/app/licenses/${claim.licenseId}`;
  const recipient = `${ctx.kind}:${urlHint(ctx.url!)}`;
  try {
    const sender = deps.channels ?? channelSender();
    const { providerId } = await sender.send(
      { kind: ctx.kind!, url: ctx.url!, secret: ctx.secret },
      {
        id: claim.id,
        at: now,
        chat: { ...chat, link, button: cw.button },
        event: {
          type: claim.renewal ? 'license.renewed' : 'license.expiry_reminder',
          timestamp: now.toISOString(),
          data: {
            license_id: claim.licenseId,
            // The data are for programs: both names as stored, whatever the message's language.
            license_name: ctx.licenseName,
            license_name_fr: ctx.licenseNameFr,
            business_name: ctx.businessName,
            workspace_id: ctx.channelWorkspaceId,
            level: ctx.level,
            expiry_date: claim.expiryDate,
            ...(claim.renewal ? {} : { threshold_days: claim.thresholdDays, days_left: daysLeft }),
            url: link,
          },
        },
      },
      { beforeSend: hold },
    );
    return { outcome: 'sent', providerId, recipient };
  } catch (error) {
    if (error instanceof ClaimLost) throw error;
    return failed(deps, claim, asFailure(error), now, recipient);
  }
}

/** After the outcome is recorded: a channel's run of failures, and turning it off (health.ts). */
export async function afterChannelOutcome(
  deps: DeliveryDeps,
  claim: ClaimedReminder,
  outcome: Outcome,
): Promise<void> {
  const channelId = claim.targetKey.slice(CHANNEL_TARGET_PREFIX.length);
  if (outcome.outcome !== 'sent' && outcome.outcome !== 'failed') return;
  // The delivery's outcome is recorded already; the channel's health must not undo the batch.
  await recordChannelOutcome(deps, channelId, outcome).catch((err: unknown) =>
    deps.log.error({ err, deliveryId: claim.id, channelId }, 'could not record the channel outcome'),
  );
}
