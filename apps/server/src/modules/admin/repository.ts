import { count, desc, eq, getTableName, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import {
  businesses,
  licenses,
  licenseTemplates,
  retiredCatalogKeys,
  users,
  workspaceMembers,
  workspaces,
} from '../../db/schema';
import type { TemplateRow, TemplateValues } from '../templates/service';

/** The admin area's own reads across every owner; nothing here is filtered by the caller. */

const total = async (
  db: Db,
  table: typeof users | typeof businesses | typeof licenses | typeof licenseTemplates | typeof workspaces,
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

/** From this many rows on, an admin list's total is PostgreSQL's estimate rather than a count. */
export const ESTIMATED_TOTAL_FROM = 10_000;

/**
 * The total of an admin list without counting a large table on every page (decision 012): the
 * planner's estimate (`pg_class.reltuples`, kept up to date by autovacuum's analyse) once it says
 * the table holds ESTIMATED_TOTAL_FROM rows or more, an exact count below that.
 */
async function listTotal(
  db: Db,
  table: typeof users | typeof businesses | typeof workspaces,
): Promise<number> {
  const [row] = await rawRows<{ estimate: number }>(
    db,
    sql`select reltuples::float8 as estimate from pg_class where oid = ${getTableName(table)}::regclass`,
  );
  const estimate = Number(row?.estimate ?? -1);
  return estimate >= ESTIMATED_TOTAL_FROM ? Math.round(estimate) : total(db, table);
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
    listTotal(db, users),
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
    listTotal(db, businesses),
  ]);
  return { rows, total: n };
}

/** Workspaces newest first, with their member and business counts (an index range per row). */
export async function workspacesPage(db: Db, page: Page) {
  const [rows, n] = await Promise.all([
    db
      .select({
        id: workspaces.id,
        name: workspaces.name,
        personal: workspaces.personal,
        createdByEmail: users.email,
        memberCount:
          sql<number>`(select count(*) from ${workspaceMembers} m where m.workspace_id = ${workspaces.id})`.mapWith(
            Number,
          ),
        businessCount:
          sql<number>`(select count(*) from ${businesses} b where b.workspace_id = ${workspaces.id})`.mapWith(
            Number,
          ),
        createdAt: workspaces.createdAt,
      })
      .from(workspaces)
      .leftJoin(users, eq(users.id, workspaces.createdBy))
      .orderBy(desc(workspaces.createdAt), desc(workspaces.id))
      .limit(page.limit)
      .offset(page.offset),
    listTotal(db, workspaces),
  ]);
  return { rows, total: n };
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
