import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authThrottle } from '../../db/schema';

export interface ThrottleLimits {
  windowMs: number;
  /** Attempts per e-mail address and window: guessing one account's password. */
  perAccount: number;
  /** Attempts per client address and window: spraying many accounts from one place. */
  perAddress: number;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  windowMs: 15 * 60 * 1000,
  perAccount: 10,
  perAddress: 50,
};

export interface AttemptKeys {
  account?: string;
  address: string;
}

/**
 * Fixed-window counters in `auth_throttle`, shared by every copy of the server. Each attempt is
 * counted before the password is checked (one atomic upsert, so parallel guesses cannot slip
 * through); a successful one is then given back, so only failures use up the allowance.
 */
export class SignInThrottle {
  constructor(
    private readonly db: Db,
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
  ) {}

  private keys(attempt: AttemptKeys): { key: string; limit: number }[] {
    const keys = [{ key: `signin:address:${attempt.address}`, limit: this.limits.perAddress }];
    if (attempt.account) keys.push({ key: `signin:account:${attempt.account}`, limit: this.limits.perAccount });
    return keys;
  }

  /** Counts one attempt; false when any limit is exceeded and the attempt must be refused. */
  async hit(attempt: AttemptKeys): Promise<boolean> {
    const now = new Date();
    const windowEndsAt = new Date(now.getTime() + this.limits.windowMs);
    const keys = this.keys(attempt);
    const expired = sql`${authThrottle.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
    const rows = await this.db
      .insert(authThrottle)
      .values(keys.map(({ key }) => ({ key, count: 1, windowEndsAt })))
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          count: sql`case when ${expired} then 1 else ${authThrottle.count} + 1 end`,
          windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${authThrottle.windowEndsAt} end`,
        },
      })
      .returning({ key: authThrottle.key, count: authThrottle.count });
    const counts = new Map(rows.map((r) => [r.key, r.count]));
    return keys.every(({ key, limit }) => (counts.get(key) ?? 0) <= limit);
  }

  /** Gives back an attempt that succeeded and clears the account's failures. */
  async succeeded(attempt: AttemptKeys): Promise<void> {
    const [address, account] = this.keys(attempt);
    await this.db
      .update(authThrottle)
      .set({ count: sql`greatest(${authThrottle.count} - 1, 0)` })
      .where(eq(authThrottle.key, address!.key));
    if (account) await this.db.delete(authThrottle).where(eq(authThrottle.key, account.key));
  }
}
