import { DIGEST_HORIZON_DAYS, daysBetween, inReaderLanguage, type Language, todayIn } from '@lt/core';
import type { ClaimedDigest } from './claims';
import { type DigestFacts, digestEmail } from './content';
import type { DeliveryDeps } from './delivery-deps';
import { ClaimLost } from './failures';
import { type Attempted, asFailure, exhausted, failed, overCap, sendEmail } from './outcomes';
import { emailRecipient } from './recipient-gate';
import type { DigestContext } from './repository';
import { ackUrl, unsubscribeUrl } from './unsubscribe-token';
import { plainUserText } from './user-text';

/**
 * A weekly digest, built from the owner's licences as they are now: what expires within
 * DIGEST_HORIZON_DAYS of each business's today and everything overdue, with each licence's
 * "I'm on it" link; those someone is on already, apart as being handled, with who (issue 30).
 * Cancelled when the owner turned the digest or e-mail off since the sweep; skipped (and logged
 * so) when nothing is due any more.
 */
export async function attemptDigest(
  deps: DeliveryDeps,
  claim: ClaimedDigest,
  hold: () => Promise<void>,
  ctx?: DigestContext,
  language?: Language,
): Promise<Attempted> {
  const now = deps.clock.now();
  if (!ctx) return { outcome: 'cancelled', error: 'the user no longer exists' };
  if (ctx.reminderDigest !== 'weekly')
    return { outcome: 'cancelled', error: 'the weekly digest is turned off' };
  if (!ctx.channels.includes('email'))
    return { outcome: 'cancelled', error: 'email reminders are turned off' };
  const gaveUp = exhausted(claim);
  if (gaveUp) return gaveUp;
  const gate = emailRecipient(ctx);
  if ('skip' in gate) return { outcome: 'skipped', error: gate.skip };
  const to = gate.to;
  const handled: NonNullable<DigestFacts['handled']> = [];
  const facts: DigestFacts = {
    recipientName: ctx.fullName === null ? null : plainUserText(ctx.fullName),
    weekOf: claim.digestWeek,
    language,
    businesses: [],
    handled,
  };
  for (const licence of ctx.licenses) {
    const daysLeft = daysBetween(todayIn(licence.timeZone, now), licence.expiryDate);
    if (daysLeft > DIGEST_HORIZON_DAYS) continue;
    const licenseName = plainUserText(inReaderLanguage(licence.licenseName, licence.licenseNameFr, language));
    if (licence.onItAt) {
      // The day they said it, in the business's zone, as the licence's own page shows it.
      // Its business named, as in an SMS: the section is one list across businesses, and two of
      // them may each have a "Business licence".
      handled.push({
        licenseName: `${licenseName} (${plainUserText(licence.businessName)})`,
        onItBy: licence.onItBy === null ? null : plainUserText(licence.onItBy),
        onItOn: todayIn(licence.timeZone, licence.onItAt),
      });
      continue;
    }
    let group = facts.businesses.at(-1);
    if (group?.businessId !== licence.businessId) {
      group = {
        businessId: licence.businessId,
        businessName: plainUserText(licence.businessName),
        licenses: [],
      };
      facts.businesses.push(group);
    }
    const token = deps.tokens.ack.sign({ licenseId: licence.licenseId, expiryDate: licence.expiryDate });
    group.licenses.push({
      licenseName,
      level: licence.level,
      expiryDate: licence.expiryDate,
      daysLeft,
      ackUrl: ackUrl(deps.publicUrl, token),
    });
  }
  // Only licences nobody is on make a digest worth sending (as in the sweep's check).
  if (facts.businesses.length === 0) return { outcome: 'skipped', error: 'nothing is due this week' };
  const capped = await overCap(deps, claim, 'email');
  if (capped) return capped;
  const link = unsubscribeUrl(deps.publicUrl, deps.tokens.sign(claim.userId));
  const content = digestEmail(facts, { app: `${deps.publicUrl}/app/licenses`, unsubscribe: link });
  try {
    return await sendEmail(
      deps,
      { deliveryId: claim.id, from: deps.mailFrom, to, unsubscribeUrl: link, ...content },
      hold,
    );
  } catch (error) {
    if (error instanceof ClaimLost) throw error;
    return failed(deps, claim, asFailure(error), now, to);
  }
}
