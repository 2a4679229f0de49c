import type { DeliveryContext } from './repository';

export type Gate = { to: string } | { skip: string };

/** Why a reminder e-mail was skipped until its address is confirmed (reopen-confirmed.ts reads them). */
export const EMAIL_NOT_VERIFIED = 'the e-mail address is not verified yet';
export const CONTACT_NOT_CONFIRMED = 'the contact has not confirmed by the link we e-mailed yet';

/**
 * Who a reminder e-mail may go to. Only an address the identity provider vouches for: an
 * unverified sign-up must not turn the product into a relay towards someone else's mailbox
 * (issue 16, decision 009).
 */
export function emailRecipient(ctx: Pick<DeliveryContext, 'email' | 'emailVerified'>): Gate {
  if (!ctx.email) return { skip: 'the user has no e-mail address' };
  if (!ctx.emailVerified) return { skip: EMAIL_NOT_VERIFIED };
  return { to: ctx.email };
}
