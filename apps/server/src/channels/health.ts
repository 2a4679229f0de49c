// A channel that keeps failing is turned off (decision 026): each delivery that ends failed (its
// retries spent, or refused for good: a deleted Slack hook answers 404) adds one to its run of
// failures, a sent one ends the run. At CHANNEL_FAILURES_BEFORE_DISABLE in a row the channel is
// disabled, its waiting deliveries are cancelled, and the workspace's owners get an e-mail.
import { CHANNEL_FAILURES_BEFORE_DISABLE, isLanguage } from '@lt/core';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/raw-rows';
import type { Outcome } from '../reminders/claims';
import type { DeliveryDeps } from '../reminders/delivery-deps';
import { emailDocument, escapeHtml } from '../reminders/email-layout';
import { oneLine } from '../reminders/failures';
import { urlHint } from './url-hint';
import { CHANNEL_WORDING } from './wording';

export async function recordChannelOutcome(deps: DeliveryDeps, channelId: string, outcome: Outcome) {
  if (outcome.outcome === 'sent') {
    await deps.db.execute(sql`
      update workspace_channels set consecutive_failures = 0
      where id = ${channelId}::uuid and consecutive_failures <> 0`);
    return;
  }
  if (outcome.outcome !== 'failed') return;
  const reason = oneLine(outcome.error, 300);
  const limit = CHANNEL_FAILURES_BEFORE_DISABLE;
  // The row lock orders concurrent failures: exactly one update reaches the limit.
  const rows = rowsOf<{ failures: number; workspace_id: string; kind: string; url: string }>(
    await deps.db.execute(sql`
      update workspace_channels
      set consecutive_failures = least(consecutive_failures + 1, 32767),
          enabled = enabled and consecutive_failures + 1 < ${limit},
          disabled_reason = case when enabled and consecutive_failures + 1 >= ${limit}
                                 then ${reason}::text else disabled_reason end
      where id = ${channelId}::uuid
      returning consecutive_failures as failures, workspace_id, kind, url`),
  );
  const row = rows[0];
  if (!row || Number(row.failures) !== limit) return;
  await deps.db.execute(sql`
    update reminder_deliveries set status = 'cancelled', last_error = 'the channel was turned off',
      updated_at = ${deps.clock.now().toISOString()}::timestamptz
    where target_key = ${`channel:${channelId}`} and status = 'pending'`);
  deps.log.warn({ channelId, failures: limit, reason }, 'channel turned off after repeated failures');
  await tellOwners(deps, { ...row, reason });
}

async function tellOwners(
  deps: DeliveryDeps,
  channel: { workspace_id: string; kind: string; url: string; reason: string },
): Promise<void> {
  const owners = rowsOf<{ email: string; language: string; workspace: string }>(
    await deps.db.execute(sql`
      select u.email, u.language, w.name as workspace
      from workspace_members m
      join users u on u.id = m.user_id
      join workspaces w on w.id = m.workspace_id
      where m.workspace_id = ${channel.workspace_id}::uuid and m.role = 'owner' and u.email is not null`),
  );
  for (const owner of owners) {
    const language = isLanguage(owner.language) ? owner.language : 'en';
    const w = CHANNEL_WORDING[language];
    const kind = w.kinds[channel.kind as keyof typeof w.kinds] ?? channel.kind;
    const subject = w.disabledSubject(owner.workspace);
    const sentence = w.disabledText(
      kind,
      urlHint(channel.url),
      owner.workspace,
      CHANNEL_FAILURES_BEFORE_DISABLE,
      channel.reason,
    );
    const link = `${deps.publicUrl}/app/workspaces`;
    const text = [sentence, '', `${w.reopen}: ${link}`, '', '— License Tracker'].join('\n');
    const html = emailDocument(
      language,
      subject,
      `<p>${escapeHtml(sentence)}</p>\n<p><a href="${escapeHtml(link)}">${escapeHtml(w.reopen)}</a></p>`,
    );
    try {
      await deps.email.send({ from: deps.mailFrom, to: owner.email, subject, text, html });
    } catch (err) {
      deps.log.error(
        { err, workspaceId: channel.workspace_id },
        'could not tell an owner a channel was turned off',
      );
    }
  }
}
