import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, licenses, licenseTemplates, retiredCatalogKeys, users } from '../../db/schema';
import type { TemplateRow, TemplateValues } from '../templates/service';

/** The admin area's own reads across every owner; nothing here is filtered by the caller. */

const total = async (
  db: Db,
  table: typeof users | typeof businesses | typeof licenses | typeof licenseTemplates,
) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;

export async function totals(db: Db) {
  const [u, b, l, t] = await Promise.all([
    total(db, users),
    total(db, businesses),
    total(db, licenses),
    total(db, licenseTemplates),
  ]);
  return { users: u, businesses: b, licenses: l, templates: t };
}

export interface Page {
  limit: number;
  offset: number;
}

export async function usersPage(db: Db, page: Page) {
  const [rows, n] = await Promise.all([
    db
      .select({
        id: users.id,
        fullName: users.fullName,
        email: users.email,
        city: users.city,
        province: users.province,
        isOnboarded: users.isOnboarded,
        createdAt: users.createdAt,
      })
      .from(users)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    total(db, users),
  ]);
  return { rows, total: n };
}

export async function businessesPage(db: Db, page: Page) {
  const [rows, n] = await Promise.all([
    db
      .select({
        id: businesses.id,
        businessName: businesses.businessName,
        businessType: businesses.businessType,
        city: businesses.city,
        province: businesses.province,
        ownerEmail: users.email,
        createdAt: businesses.createdAt,
      })
      .from(businesses)
      .leftJoin(users, eq(users.id, businesses.ownerId))
      .orderBy(desc(businesses.createdAt), desc(businesses.id))
      .limit(page.limit)
      .offset(page.offset),
    total(db, businesses),
  ]);
  return { rows, total: n };
}

/** Newest first, so a template an admin just added is at the top; the catalogue follows by level and name. */
export function listTemplates(db: Db): Promise<TemplateRow[]> {
  return db
    .select()
    .from(licenseTemplates)
    .orderBy(
      desc(licenseTemplates.createdAt),
      licenseTemplates.level,
      licenseTemplates.name,
      licenseTemplates.id,
    );
}

export async function insertTemplate(db: Db, values: TemplateValues): Promise<TemplateRow> {
  const [row] = await db.insert(licenseTemplates).values(values).returning();
  return row!;
}

export async function updateTemplate(
  db: Db,
  id: string,
  patch: Partial<TemplateValues>,
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .update(licenseTemplates)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(licenseTemplates.id, id))
    .returning();
  return row;
}

/**
 * Licences made from it keep their data: the foreign key sets their template_id to null.
 * A catalogue template is remembered as retired, so seeding at the next start leaves it deleted.
 */
export async function deleteTemplate(db: Db, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(licenseTemplates)
      .where(eq(licenseTemplates.id, id))
      .returning({ catalogKey: licenseTemplates.catalogKey });
    if (!row) return false;
    if (row.catalogKey) {
      await tx.insert(retiredCatalogKeys).values({ catalogKey: row.catalogKey }).onConflictDoNothing();
    }
    return true;
  });
}
