import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reminderDeliveries, workspaceChannels, workspaces } from '../../db/schema';

export type ChannelRow = typeof workspaceChannels.$inferSelect;

export async function listOf(db: Db, workspaceId: string): Promise<ChannelRow[]> {
  return db
    .select()
    .from(workspaceChannels)
    .where(eq(workspaceChannels.workspaceId, workspaceId))
    .orderBy(asc(workspaceChannels.createdAt), asc(workspaceChannels.id));
}

export async function find(db: Db, workspaceId: string, channelId: string): Promise<ChannelRow | undefined> {
  const [row] = await db
    .select()
    .from(workspaceChannels)
    .where(and(eq(workspaceChannels.workspaceId, workspaceId), eq(workspaceChannels.id, channelId)));
  return row;
}

/** Locks the workspace row: two creations at once then count one after the other. */
export async function lockAndCount(db: Db, workspaceId: string): Promise<number> {
  await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).for('update');
  const [row] = await db
    .select({ n: count() })
    .from(workspaceChannels)
    .where(eq(workspaceChannels.workspaceId, workspaceId));
  return Number(row?.n ?? 0);
}

export async function insert(
  db: Db,
  values: { workspaceId: string; kind: string; url: string; secret: string | null; createdAt: Date },
): Promise<ChannelRow> {
  const [row] = await db.insert(workspaceChannels).values(values).returning();
  return row!;
}

/** Deletes the channel and cancels its waiting deliveries; its sent ones stay as history (decision 022). */
export async function remove(db: Db, workspaceId: string, channelId: string, now: Date): Promise<boolean> {
  const deleted = await db
    .delete(workspaceChannels)
    .where(and(eq(workspaceChannels.workspaceId, workspaceId), eq(workspaceChannels.id, channelId)))
    .returning({ id: workspaceChannels.id });
  if (deleted.length === 0) return false;
  await db
    .update(reminderDeliveries)
    .set({ status: 'cancelled', lastError: 'the channel was deleted', updatedAt: now })
    .where(
      and(eq(reminderDeliveries.targetKey, `channel:${channelId}`), eq(reminderDeliveries.status, 'pending')),
    );
  return true;
}

/** A test that went through turns a channel the product had turned off back on. */
export async function markWorking(db: Db, channelId: string): Promise<void> {
  await db
    .update(workspaceChannels)
    .set({ enabled: true, consecutiveFailures: 0, disabledReason: null })
    .where(
      and(
        eq(workspaceChannels.id, channelId),
        sql`(${workspaceChannels.enabled} = false or ${workspaceChannels.consecutiveFailures} <> 0)`,
      ),
    );
}
