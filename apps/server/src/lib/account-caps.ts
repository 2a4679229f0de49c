import { MAX_CHANNELS_PER_WORKSPACE, MAX_PENDING_INVITATIONS, MAX_RECIPIENTS_PER_BUSINESS } from '@lt/core';
import { AppError } from './errors';

/**
 * How much one account may create (issue 31: no squatting, no relay). Set from the configuration
 * by `buildApp` (config.ts: the *_PER_* settings, README "Security: caps and limits"); read by the
 * create services, which take no configuration of their own. One server process serves one
 * configuration, so a module-level value is enough.
 */
export interface AccountCaps {
  /** Workspaces an account creates (its personal one included). */
  workspaces: number;
  /** Businesses an account creates, in every workspace together. */
  businesses: number;
  /** Licences in the businesses an account owns, all together. */
  licences: number;
  /** Reminder recipients of one business (never above the contract's bound). */
  recipientsPerBusiness: number;
  /** Channels of one workspace (never above the contract's bound). */
  channelsPerWorkspace: number;
  /** Invitations an account sends in 24 hours, withdrawn ones included. */
  invitationsPerDay: number;
  /** Invitations of one workspace waiting, plus those withdrawn in the last 24 hours. */
  pendingInvitations: number;
}

export const DEFAULT_ACCOUNT_CAPS: AccountCaps = {
  workspaces: 50,
  businesses: 200,
  licences: 2_000,
  recipientsPerBusiness: MAX_RECIPIENTS_PER_BUSINESS,
  channelsPerWorkspace: MAX_CHANNELS_PER_WORKSPACE,
  invitationsPerDay: 20,
  pendingInvitations: MAX_PENDING_INVITATIONS,
};

let current: AccountCaps = DEFAULT_ACCOUNT_CAPS;

export function setAccountCaps(caps: AccountCaps): void {
  current = caps;
}

export const accountCaps = (): AccountCaps => current;

/** A cap reached: 422, the request was understood but this account may not have more. */
export const capReached = (detail: string) => new AppError(422, detail);
