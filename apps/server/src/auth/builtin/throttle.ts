import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authThrottle } from '../../db/schema';
import { type Clock, systemClock } from '../../lib/clock';

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
    private readonly clock: Clock = systemClock,
    /** Separates counters of different actions (sign-in, password reset, sign-up…) in one table. */
    private readonly scope = 'signin',
  ) {}

  private lastPurge = 0;

  private keys(attempt: AttemptKeys): { key: string; limit: number }[] {
    const keys = [{ key: `${this.scope}:address:${attempt.address}`, limit: this.limits.perAddress }];
    if (attempt.account) {
      // Hashed: keys stay short whatever is typed, and the table holds no e-mail addresses.
      const digest = createHash('sha256').update(attempt.account).digest('base64url');
      keys.push({ key: `${this.scope}:account:${digest}`, limit: this.limits.perAccount });
    }
    return keys;
  }

  /** Finished windows are dead weight; drop them now and then. */
  private async purge(now: Date): Promise<void> {
    if (now.getTime() - this.lastPurge < this.limits.windowMs) return;
    this.lastPurge = now.getTime();
    await this.db.delete(authThrottle).where(lt(authThrottle.windowEndsAt, now));
  }

  /** Counts one attempt; false when any limit is exceeded and the attempt must be refused. */
  async hit(attempt: AttemptKeys): Promise<boolean> {
    const now = this.clock.now();
    await this.purge(now);
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

  /** Forgets an account's failures: its owner proved themselves another way (a reset link). */
  async clearAccount(account: string): Promise<void> {
    const [, key] = this.keys({ address: '', account });
    await this.db.delete(authThrottle).where(eq(authThrottle.key, key!.key));
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
