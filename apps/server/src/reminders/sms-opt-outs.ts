import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { smsOptOuts } from '../db/schema';

/** Whether the number (E.164) answered STOP and has not answered START since. */
export async function isOptedOut(db: Db, e164: string): Promise<boolean> {
  const rows = await db.select().from(smsOptOuts).where(eq(smsOptOuts.phoneNumber, e164));
  return rows.length > 0;
}

export async function optOut(db: Db, e164: string, now: Date): Promise<void> {
  await db.insert(smsOptOuts).values({ phoneNumber: e164, optedOutAt: now }).onConflictDoNothing();
}

export async function optIn(db: Db, e164: string): Promise<void> {
  await db.delete(smsOptOuts).where(eq(smsOptOuts.phoneNumber, e164));
}
