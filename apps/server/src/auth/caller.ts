import type { users } from '../db/schema';
import type { UserInfo, VerifiedToken } from './token-verifier';

/** The caller's row of `users`. */
export type UserRow = typeof users.$inferSelect;

/** A verified token, and how to ask the provider for e-mail and name when the token lacks them. */
export interface CallerIdentity extends VerifiedToken {
  lookupUserInfo?: () => Promise<UserInfo>;
  /** The request's Accept-Language: a user seen for the first time starts in that language. */
  acceptLanguage?: string;
}
