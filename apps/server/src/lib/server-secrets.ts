import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';

/**
 * Returns the secret stored under `name`, creating it with `create()` if absent.
 * Copies of the server racing on first start all end up with the first one written.
 */
export async function loadOrCreateSecret<T>(db: Db, name: string, create: () => Promise<T> | T): Promise<T> {
  const existing = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (existing[0]) return existing[0].value as T;
  await db
    .insert(serverSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return row!.value as T;
}
