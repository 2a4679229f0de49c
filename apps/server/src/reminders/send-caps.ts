import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authThrottle, dailySends, users } from '../db/schema';

export type SendChannel = 'email' | 'sms';

/** Messages per account, UTC day and channel beyond which nothing more is sent (SEND_CAP_*). */
export interface SendCaps {
  email: number;
  sms: number;
  /** SMS per UTC day for the whole server, all accounts together (SMS_DAILY_BUDGET, issue 31). */
  smsPerServer?: number;
}

export const DEFAULT_SMS_DAILY_BUDGET = 2000;
export const DEFAULT_SEND_CAPS: SendCaps = { email: 50, sms: 10, smsPerServer: DEFAULT_SMS_DAILY_BUDGET };

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Takes one message from the account's allowance for today, or records a refusal when the cap is
 * reached (issue 16: one account sent 300 e-mails and 300 SMS in 21 s). One atomic upsert, so
 * parallel deliveries cannot slip past the cap. A message that then fails still counts: the cap
 * bounds what we try to send, which is what a relay abuses.
 */
export async function takeSendAllowance(
  db: Db,
  opts: { userId: string; channel: SendChannel; now: Date; cap: number },
): Promise<boolean> {
  const day = utcDay(opts.now);
  const taken = await db
    .insert(dailySends)
    .values({ userId: opts.userId, day, channel: opts.channel, sent: 1 })
    .onConflictDoUpdate({
      target: [dailySends.userId, dailySends.day, dailySends.channel],
      set: { sent: sql`${dailySends.sent} + 1` },
      setWhere: sql`${dailySends.sent} < ${opts.cap}`,
    })
    .returning({ sent: dailySends.sent });
  if (taken.length > 0 && (taken[0]?.sent ?? 0) <= opts.cap) return true;
  await db
    .update(dailySends)
    .set({ refused: sql`${dailySends.refused} + 1` })
    .where(
      and(eq(dailySends.userId, opts.userId), eq(dailySends.day, day), eq(dailySends.channel, opts.channel)),
    );
  return false;
}

/**
 * Takes one SMS from the server's budget for the UTC day, or false when it is spent (issue 31:
 * the per-account cap alone allows 10 SMS times any number of new accounts). Asked after the
 * account's own allowance, so a capped account cannot drain the budget with refused requests.
 * The counter is a fixed-window row of auth_throttle, shared by every copy of the server and,
 * unlike daily_sends, not deleted with the accounts that spent it; one atomic upsert, as above.
 */
export async function takeServerSmsBudget(db: Db, now: Date, budget: number): Promise<boolean> {
  const day = utcDay(now);
  const windowEndsAt = new Date(`${day}T00:00:00.000Z`);
  windowEndsAt.setUTCDate(windowEndsAt.getUTCDate() + 1);
  const taken = await db
    .insert(authThrottle)
    .values({ key: `sms-budget:${day}`, count: 1, windowEndsAt })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: { count: sql`${authThrottle.count} + 1` },
      setWhere: sql`${authThrottle.count} < ${budget}`,
    })
    .returning({ count: authThrottle.count });
  return taken.length > 0 && (taken[0]?.count ?? 0) <= budget;
}

export interface DailySendCount {
  userId: string;
  email: string | null;
  channel: SendChannel;
  sent: number;
  refused: number;
}

/** Today's (UTC) counters, most first: one page of them, and how many there are. */
export async function sendsToday(
  db: Db,
  now: Date,
  page: { limit: number; offset: number } = { limit: 1000, offset: 0 },
): Promise<{ items: DailySendCount[]; total: number }> {
  const today = eq(dailySends.day, utcDay(now));
  const rows = await db
    .select({
      userId: dailySends.userId,
      email: users.email,
      channel: dailySends.channel,
      sent: dailySends.sent,
      refused: dailySends.refused,
    })
    .from(dailySends)
    .innerJoin(users, eq(users.id, dailySends.userId))
    .where(today)
    .orderBy(sql`${dailySends.sent} + ${dailySends.refused} desc`, dailySends.userId, dailySends.channel)
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(dailySends).where(today);
  return {
    items: rows.map((r) => ({ ...r, channel: r.channel === 'sms' ? 'sms' : 'email' })),
    total: Number(count?.n ?? 0),
  };
}
