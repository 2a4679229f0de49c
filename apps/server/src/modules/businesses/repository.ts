import type { WorkspaceRole } from '@lt/core';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, workspaceMembers } from '../../db/schema';
import { membershipOfBusiness } from '../workspaces/access';

export type BusinessRow = typeof businesses.$inferSelect;
export type BusinessValues = Omit<typeof businesses.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A business the caller is a member for, with the caller's role in its workspace. */
export interface VisibleBusiness {
  business: BusinessRow;
  role: WorkspaceRole;
}

export const visible = { business: businesses, role: sql<WorkspaceRole>`${workspaceMembers.role}` };

/** Every business of every workspace the user belongs to, newest first. */
export function listVisible(db: Db, userId: string): Promise<VisibleBusiness[]> {
  return db
    .select(visible)
    .from(businesses)
    .innerJoin(workspaceMembers, membershipOfBusiness(userId))
    .orderBy(desc(businesses.createdAt), desc(businesses.id));
}

/** A business the user can see, or undefined: someone else's id looks exactly like a missing one. */
export function findVisible(db: Db, userId: string, id: string): Promise<VisibleBusiness | undefined> {
  return db
    .select(visible)
    .from(businesses)
    .innerJoin(workspaceMembers, membershipOfBusiness(userId))
    .where(eq(businesses.id, id))
    .then((rows) => rows[0]);
}

export async function insert(db: Db, values: BusinessValues): Promise<BusinessRow> {
  const [row] = await db.insert(businesses).values(values).returning();
  return row!;
}

export async function update(db: Db, id: string, patch: Partial<BusinessValues>): Promise<BusinessRow> {
  const [row] = await db
    .update(businesses)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(businesses.id, id))
    .returning();
  return row!;
}

/** Its licences go with it (foreign key cascade, same statement). */
export async function remove(db: Db, id: string): Promise<void> {
  await db.delete(businesses).where(eq(businesses.id, id));
}
