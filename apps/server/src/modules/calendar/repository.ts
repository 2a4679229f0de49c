import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds, users } from '../../db/schema';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

export async function findByUser(db: Db, userId: string): Promise<CalendarFeedRow | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

/**
 * The user's language (the feed speaks it, issue 27) and their feed row if they have one, in one
 * query; undefined when there is no such user.
 */
export async function ownerOfFeed(
  db: Db,
  userId: string,
): Promise<{ language: string; feed: CalendarFeedRow | null } | undefined> {
  const [row] = await db
    .select({ language: users.language, feed: calendarFeeds })
    .from(users)
    .leftJoin(calendarFeeds, eq(calendarFeeds.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** The user's feed, created at generation 1 if they have none (two first requests: one row). */
export async function ensure(db: Db, userId: string, tokenHash: (generation: number) => string) {
  await db
    .insert(calendarFeeds)
    .values({ userId, generation: 1, tokenHash: tokenHash(1) })
    .onConflictDoNothing({ target: calendarFeeds.userId });
  return (await findByUser(db, userId))!;
}

/** The next generation: the old token's hash is gone, so its address answers 404. */
export async function rotate(db: Db, userId: string, tokenHash: (generation: number) => string) {
  const current = await ensure(db, userId, tokenHash);
  const generation = current.generation + 1;
  const [row] = await db
    .update(calendarFeeds)
    .set({ generation, tokenHash: tokenHash(generation), rotatedAt: sql`now()` })
    .where(eq(calendarFeeds.userId, userId))
    .returning();
  return row!;
}
