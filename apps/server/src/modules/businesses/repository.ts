import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses } from '../../db/schema';

export type BusinessRow = typeof businesses.$inferSelect;
export type BusinessValues = Omit<typeof businesses.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export function listByOwner(db: Db, ownerId: string): Promise<BusinessRow[]> {
  return db
    .select()
    .from(businesses)
    .where(eq(businesses.ownerId, ownerId))
    .orderBy(desc(businesses.createdAt));
}

/** A business of this owner, or undefined: another owner's id looks exactly like a missing one. */
export function findOwned(db: Db, ownerId: string, id: string): Promise<BusinessRow | undefined> {
  return db
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, id), eq(businesses.ownerId, ownerId)))
    .then((rows) => rows[0]);
}

export async function insert(db: Db, values: BusinessValues): Promise<BusinessRow> {
  const [row] = await db.insert(businesses).values(values).returning();
  return row!;
}

export async function updateOwned(
  db: Db,
  ownerId: string,
  id: string,
  patch: Partial<BusinessValues>,
): Promise<BusinessRow | undefined> {
  const [row] = await db
    .update(businesses)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(businesses.id, id), eq(businesses.ownerId, ownerId)))
    .returning();
  return row;
}

/** Its licences go with it (foreign key cascade, same statement). */
export async function deleteOwned(db: Db, ownerId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(businesses)
    .where(and(eq(businesses.id, id), eq(businesses.ownerId, ownerId)))
    .returning({ id: businesses.id });
  return rows.length > 0;
}
