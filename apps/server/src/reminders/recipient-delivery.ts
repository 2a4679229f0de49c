import { DEFAULT_LANGUAGE, daysBetween, inReaderLanguage, isLanguage, todayIn } from '@lt/core';
import type { ClaimedReminder } from './claims';
import { type ReminderFacts, reminderEmail, reminderSms } from './content';
import { dayFactsIn } from './day-facts';
import type { DeliveryDeps } from './delivery-deps';
import { ClaimLost } from './failures';
import { type Attempted, asFailure, exhausted, failed, overCap, sendEmail } from './outcomes';
import { CONTACT_NOT_CONFIRMED, emailRecipient } from './recipient-gate';
import { RECIPIENT_PREFIX, type RecipientContext } from './recipient-repository';
import { cachedRecipientTokens, recipientUnsubscribeUrl } from './recipient-tokens';
import { sendReminderSms, smsRecipient } from './sms-reminder';
import { ackUrl } from './unsubscribe-token';
import { plainUserText } from './user-text';

export const isRecipientKey = (targetKey: string) => targetKey.startsWith(RECIPIENT_PREFIX);

/** Why a recipient's reminder should no longer go out, read as things are now. */
function cancelReason(claim: ClaimedReminder, ctx: RecipientContext | undefined): string | null {
  if (!ctx) return 'the recipient or the licence was removed';
  if (!ctx.reminderEnabled) return 'reminders are turned off for this licence';
  if (ctx.currentExpiryDate !== claim.expiryDate) return 'the expiry date changed';
  if (ctx.acknowledgedAt) return 'the owner said they are on it';
  if (ctx.unsubscribedAt) return 'the recipient unsubscribed';
  if (!ctx.channels.includes(claim.channel))
    return `${claim.channel} is no longer one of the recipient's channels`;
  if (ctx.memberId && !ctx.memberStillIn) return 'the member left the workspace';
  return null;
}

/**
 * A reminder to one of a business's recipients (decision 023): a member at their own profile's
 * verified address or number, or an outside contact who confirmed by link, in their language, with
 * an unsubscribe link that stops only their reminders. Sends count against the business's
 * creator's daily caps (issue 16), and go through the same claim, retry and log as the creator's.
 */
export async function attemptForRecipient(
  deps: DeliveryDeps,
  claim: ClaimedReminder,
  hold: () => Promise<void>,
  ctx?: RecipientContext,
): Promise<Attempted> {
  const now = deps.clock.now();
  const reason = cancelReason(claim, ctx);
  if (reason || !ctx) return { outcome: 'cancelled', error: reason ?? 'no context' };
  const gaveUp = exhausted(claim);
  if (gaveUp) return gaveUp;
  if (!ctx.memberId && !ctx.confirmedAt) {
    return { outcome: 'skipped', error: CONTACT_NOT_CONFIRMED };
  }
  const stated = ctx.memberId ? ctx.memberLanguage : ctx.contactLanguage;
  const language = isLanguage(stated) ? stated : DEFAULT_LANGUAGE;
  const name = ctx.memberId ? ctx.memberName : ctx.name;
  const facts: ReminderFacts = {
    recipientName: name === null ? null : plainUserText(name),
    businessName: plainUserText(ctx.businessName),
    licenseName: plainUserText(inReaderLanguage(ctx.licenseName, ctx.licenseNameFr, language)),
    level: ctx.level,
    expiryDate: claim.expiryDate,
    daysLeft: daysBetween(todayIn(ctx.timeZone, now), claim.expiryDate),
    language,
    dayFacts: dayFactsIn(ctx, language),
  };
  const ack = ackUrl(
    deps.publicUrl,
    deps.tokens.ack.sign({ licenseId: claim.licenseId, expiryDate: claim.expiryDate }),
  );
  let recipient: string | undefined;
  try {
    if (claim.channel === 'email') {
      const gate = ctx.memberId
        ? emailRecipient({ email: ctx.memberEmail, emailVerified: ctx.memberEmailVerified ?? false })
        : ctx.contactEmail
          ? { to: ctx.contactEmail }
          : { skip: 'the contact has no e-mail address' };
      if ('skip' in gate) return { outcome: 'skipped', error: gate.skip };
      recipient = gate.to;
      const capped = await overCap(deps, claim, 'email', ctx.ownerId);
      if (capped) return capped;
      const tokens = await cachedRecipientTokens(deps.db);
      const link = recipientUnsubscribeUrl(deps.publicUrl, tokens.unsubscribe.sign(ctx.recipientId));
      // An outside contact has no account: the link to the app is for members only.
      const app = `${deps.publicUrl}/app/licenses`;
      // The e-mail's link names this delivery, so following it says who is on it (issue 30); the
      // SMS keeps the period's link (its text is how an unknown Twilio outcome is found again).
      const emailAck = ackUrl(deps.publicUrl, deps.tokens.ack.signDelivery(claim.id));
      const content = reminderEmail(facts, { app, unsubscribe: link, ack: emailAck });
      const message = { deliveryId: claim.id, from: deps.mailFrom, to: recipient, unsubscribeUrl: link };
      return await sendEmail(deps, { ...message, ...content }, hold);
    }
    // SMS goes to members only, at the number they proved with a code (issue 16).
    if (!ctx.memberId) return { outcome: 'skipped', error: 'SMS to an outside contact is not offered' };
    const gate = await smsRecipient(
      deps,
      { number: ctx.memberPhone, verified: ctx.memberPhoneVerified },
      'member',
    );
    if ('skip' in gate) return { outcome: 'skipped', error: gate.skip };
    recipient = gate.to;
    const message = { body: reminderSms(facts, ack), ack };
    return await sendReminderSms(deps, claim, gate, message, hold, ctx.ownerId);
  } catch (error) {
    if (error instanceof ClaimLost) throw error;
    return failed(deps, claim, asFailure(error), now, recipient);
  }
}
