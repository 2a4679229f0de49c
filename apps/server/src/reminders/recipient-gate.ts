import type { DeliveryContext } from './repository';

export type Gate = { to: string } | { skip: string };

/**
 * Who a reminder e-mail may go to. Only an address the identity provider vouches for: an
 * unverified sign-up must not turn the product into a relay towards someone else's mailbox
 * (issue 16, decision 009).
 */
export function emailRecipient(ctx: Pick<DeliveryContext, 'email' | 'emailVerified'>): Gate {
  if (!ctx.email) return { skip: 'the user has no e-mail address' };
  if (!ctx.emailVerified) return { skip: 'the e-mail address is not verified yet' };
  return { to: ctx.email };
}
