import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, licenses, users } from '../../db/schema';
import { accountCaps, capReached } from '../../lib/account-caps';

// Issue 31: one account filled the database with 250 businesses and 500 licences. Counted per
// account (the business's `owner_id`: who created it), inside the creating transaction, with the
// owner's row locked so that two parallel creates cannot both pass the last free place.

export const tooManyBusinesses = (n: number) => `You can create at most ${n} businesses; delete some first.`;
export const tooManyLicences = (n: number) =>
  `The owner of this business can have at most ${n} licences across their businesses; delete some first.`;

const lockAccount = (db: Db, userId: string) =>
  db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

/** 422 unless `ownerId` may create `adding` more businesses. */
export async function checkBusinessCap(db: Db, ownerId: string, adding = 1): Promise<void> {
  const cap = accountCaps().businesses;
  await lockAccount(db, ownerId);
  const [row] = await db.select({ n: count() }).from(businesses).where(eq(businesses.ownerId, ownerId));
  if ((row?.n ?? 0) + adding > cap) throw capReached(tooManyBusinesses(cap));
}

/**
 * 422 unless new licences, one per entry of `businessIds` (repeats allowed), fit under the cap of
 * each business's owner. Used by a single create and by an import's inserts alike.
 */
export async function checkLicenceCap(db: Db, businessIds: readonly string[]): Promise<void> {
  if (businessIds.length === 0) return;
  const cap = accountCaps().licences;
  const owners = await db
    .select({ id: businesses.id, ownerId: businesses.ownerId })
    .from(businesses)
    .where(inArray(businesses.id, [...new Set(businessIds)]));
  const ownerOf = new Map(owners.map((o) => [o.id, o.ownerId]));
  const adding = new Map<string, number>();
  for (const id of businessIds) {
    const owner = ownerOf.get(id);
    if (owner) adding.set(owner, (adding.get(owner) ?? 0) + 1);
  }
  for (const [ownerId, n] of [...adding].sort(([a], [b]) => a.localeCompare(b))) {
    await lockAccount(db, ownerId);
    const [row] = await db
      .select({ n: count() })
      .from(licenses)
      .innerJoin(businesses, eq(businesses.id, licenses.businessId))
      .where(eq(businesses.ownerId, ownerId));
    if ((row?.n ?? 0) + n > cap) throw capReached(tooManyLicences(cap));
  }
}
