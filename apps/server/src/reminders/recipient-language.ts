import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@lt/core';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businesses, licenses, users } from '../db/schema';

/**
 * The language each recipient reads (users.language, issue 15): reminders, digests and the pages
 * of their links speak it. Read beside the delivery contexts, in one query per batch.
 */
export async function languagesOf(db: Db, userIds: string[]): Promise<Map<string, Language>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, isLanguage(r.language) ? r.language : DEFAULT_LANGUAGE]));
}

export async function languageOfUser(db: Db, userId: string): Promise<Language | undefined> {
  return (await languagesOf(db, [userId])).get(userId);
}

/** The language of the owner of a licence (the "I'm on it" page); undefined once it is deleted. */
export async function languageOfLicenceOwner(db: Db, licenseId: string): Promise<Language | undefined> {
  const [row] = await db
    .select({ language: users.language })
    .from(licenses)
    .innerJoin(businesses, eq(businesses.id, licenses.businessId))
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(eq(licenses.id, licenseId));
  return row && isLanguage(row.language) ? row.language : undefined;
}
